import { STICKY_HEADER_OFFSET_PX } from '@tender/domain';
import { type RefObject, useEffect, useState } from 'react';

/** True once the page is scrolled past the header's own height plus the spec's 40 px (spec 9). */
export function useStickyHeader(ref: RefObject<HTMLElement | null>): boolean {
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    // Measured once while not stuck: the compact header is shorter and would make the threshold jump.
    const threshold = (ref.current?.offsetHeight ?? 0) + STICKY_HEADER_OFFSET_PX;
    const onScroll = () => setStuck(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [ref]);

  return stuck;
}
