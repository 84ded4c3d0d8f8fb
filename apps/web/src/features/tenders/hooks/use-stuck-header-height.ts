import { useEffect, useState } from 'react';

/**
 * The height of the detail header while it is pinned to the top (0 while it is not), so the grid's own
 * sticky column headers stop just below it instead of sliding under it. A scroll only looks for the pinned
 * header (no layout read: Enter moving down a row scrolls); its height comes from a ResizeObserver, as the
 * pinned header wraps to more lines on a phone.
 */
export function useStuckHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    let pinned: HTMLElement | null = null;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeight((entry.target as HTMLElement).offsetHeight);
    });
    const look = () => {
      const found = document.querySelector<HTMLElement>('.tp-detail-header--stuck');
      if (found === pinned) return;
      observer.disconnect();
      pinned = found;
      if (found) observer.observe(found);
      else setHeight(0);
    };
    look();
    window.addEventListener('scroll', look, { passive: true });
    return () => {
      window.removeEventListener('scroll', look);
      observer.disconnect();
    };
  }, []);
  return height;
}
