import { STICKY_HEADER_OFFSET_PX } from '@tender/domain';
import { type CSSProperties, type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { setPinnedHeaderHeight } from '../lib/pinned-header';

// Room kept between the pinned header and whatever the browser scrolls into view under it (a focused
// button, a line gone to): nothing focused is hidden behind the header (WCAG 2.4.11).
const FOCUS_GAP_PX = 8;

interface StickyHeader {
  stuck: boolean;
  /** The header's place in the page: it keeps the header's full height while the header is pinned. */
  slotStyle: CSSProperties | undefined;
  /** The pinned header, over the slot's columns. */
  headerStyle: CSSProperties | undefined;
}

/**
 * True once the page is scrolled past the header's own height plus the spec's 40 px (spec 9); the header is
 * then pinned to the top of the window, compact. It leaves the page's flow while pinned and its slot keeps
 * its full height, so that nothing under it moves when it is pinned or let go: a tap aimed at a button as
 * the page scrolls lands on that button, and the page does not jump at the threshold.
 */
export function useStickyHeader(
  slot: RefObject<HTMLElement | null>,
  header: RefObject<HTMLElement | null>,
): StickyHeader {
  const [stuck, setStuck] = useState(false);
  const [height, setHeight] = useState(0);
  const [columns, setColumns] = useState<{ left: number; width: number } | null>(null);

  useEffect(() => {
    // Measured once while not stuck: the compact header is shorter and would make the threshold jump.
    const threshold = (header.current?.offsetHeight ?? 0) + STICKY_HEADER_OFFSET_PX;
    const onScroll = () => setStuck(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [header]);

  // The full height, read while the header is in the page (it wraps differently as the window narrows);
  // the slot's columns, read while it is pinned (the page's padding, a scroll bar).
  useLayoutEffect(() => {
    const slotElement = slot.current;
    const headerElement = header.current;
    if (!slotElement || !headerElement) return;
    const measure = () => {
      if (stuck) {
        const box = slotElement.getBoundingClientRect();
        setColumns((was) =>
          was && was.left === box.left && was.width === box.width
            ? was
            : { left: box.left, width: box.width },
        );
      } else setHeight(headerElement.offsetHeight);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stuck ? slotElement : headerElement);
    return () => observer.disconnect();
  }, [slot, header, stuck]);

  // Whatever the browser scrolls into view stops below the pinned header; the grid's column headers and the
  // cards are told its height (lib/pinned-header.ts).
  useLayoutEffect(() => {
    const pinned = header.current;
    if (!stuck || !pinned) return;
    const root = document.documentElement;
    const pad = () => {
      root.style.scrollPaddingTop = `${pinned.offsetHeight + FOCUS_GAP_PX}px`;
      setPinnedHeaderHeight(pinned.offsetHeight);
    };
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(pinned);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
      setPinnedHeaderHeight(0);
    };
  }, [header, stuck]);

  return {
    stuck,
    slotStyle: stuck ? { height } : undefined,
    headerStyle: stuck && columns ? { left: columns.left, width: columns.width } : undefined,
  };
}
