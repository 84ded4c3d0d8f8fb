import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import './tooltip.css';

interface TooltipProps {
  /** The help shown: text, as antd's Tooltip title. */
  title: string;
  /** What it explains: a focusable element, or one described elsewhere (a label whose input says it). */
  children: ReactNode;
}

// antd's delays: 0.1 s before it shows, 0.1 s before it hides (time to reach the bubble with the pointer).
const SHOW_DELAY_MS = 100;
const HIDE_DELAY_MS = 100;
// The bubble's distance from its anchor (antd's: its 6 px arrow and as much again), and the screen's margin
// the bubble keeps.
const ARROW_PX = 11;
const EDGE_PX = 8;

interface Place {
  top: number;
  left: number;
  arrow: number;
  below: boolean;
}

/**
 * antd's Tooltip (placement top, dark bubble with an arrow), without antd: shown while the pointer is over
 * what it explains or over the bubble itself, and while that has the keyboard's focus; Escape hides it
 * (WCAG 1.4.13: hoverable, dismissable, persistent). A tap shows it too, until the next tap elsewhere.
 * The bubble is put on the page's body at a fixed place above its anchor (below where there is no room),
 * so a table's clipped header cell does not cut it off, and goes as soon as the page scrolls. It is the
 * sighted user's copy: a screen reader has the same text from the anchor (its label or description).
 */
export function Tooltip({ title, children }: TooltipProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<Place | null>(null);
  const id = useId();

  const later = useCallback((next: boolean, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), delay);
  }, []);
  // Listened to on the elements themselves (the mouse, and focus, which bubbles as focusin/focusout): the anchor
  // is a plain span, not a control, and the bubble too while it is shown. Mouse events, not pointer ones: a
  // tap sends mouseenter and no mouseleave until another tap elsewhere, so a tap shows the help, as antd's.
  useEffect(() => {
    const show = () => later(true, SHOW_DELAY_MS);
    const hide = () => later(false, HIDE_DELAY_MS);
    const elements = [anchor.current, open ? bubble.current : null];
    const events: [string, () => void][] = [
      ['mouseenter', show],
      ['mouseleave', hide],
      ['focusin', show],
      ['focusout', hide],
    ];
    for (const element of elements)
      for (const [name, listener] of events) element?.addEventListener(name, listener);
    return () => {
      for (const element of elements)
        for (const [name, listener] of events) element?.removeEventListener(name, listener);
    };
  }, [open, later]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const close = () => {
      window.clearTimeout(timer.current);
      setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', close, { capture: true, passive: true });
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close, { capture: true });
      window.removeEventListener('resize', close);
    };
  }, [open]);

  // Placed once drawn (its size is known then): above the anchor, centred on it, kept on the screen.
  useLayoutEffect(() => {
    if (!open) {
      setPlace(null);
      return;
    }
    const target = anchor.current?.getBoundingClientRect();
    const size = bubble.current?.getBoundingClientRect();
    if (!target || !size) return;
    const centre = target.left + target.width / 2;
    const left = Math.min(
      Math.max(EDGE_PX, centre - size.width / 2),
      document.documentElement.clientWidth - EDGE_PX - size.width,
    );
    const below = target.top - size.height - ARROW_PX < EDGE_PX;
    const top = below ? target.bottom + ARROW_PX : target.top - ARROW_PX - size.height;
    setPlace({ top, left, arrow: centre - left, below });
  }, [open]);

  return (
    <>
      <span ref={anchor} className="plain-tooltip-anchor">
        {children}
      </span>
      {open
        ? createPortal(
            <div
              ref={bubble}
              id={id}
              role="tooltip"
              className={place?.below ? 'plain-tooltip plain-tooltip--below' : 'plain-tooltip'}
              style={
                place
                  ? {
                      top: place.top,
                      left: place.left,
                      ['--plain-tooltip-arrow' as string]: `${place.arrow}px`,
                    }
                  : { top: 0, left: 0, visibility: 'hidden' }
              }
            >
              <div className="plain-tooltip__inner">{title}</div>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
