import { useLayoutEffect, useState } from 'react';

/**
 * Where a virtualised list starts on the page (the window virtualizer's scroll margin): the element's
 * top plus the page's scroll. Alerts above it come and go and change the page's height, so it is measured
 * again on every resize of the page, not on every render (a scroll renders the list).
 */
export function useScrollMargin(element: () => Element | null | undefined): number {
  const [scrollMargin, setScrollMargin] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once mounted, then on resizes only
  useLayoutEffect(() => {
    const measure = () => {
      const found = element();
      const top = found ? found.getBoundingClientRect().top + window.scrollY : 0;
      setScrollMargin((before) => (Math.abs(top - before) > 1 ? top : before));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  return scrollMargin;
}
