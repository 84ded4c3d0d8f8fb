import { useEffect, useRef } from 'react';
import { type Location, useBlocker } from 'react-router';
import { confirmModal } from '@/components/modal';

/** The question asked before leaving with unsaved work, in the page's words. */
export interface LeaveGuardTexts {
  title: string;
  content: string;
  ok: string;
  stay: string;
}

export interface LeaveGuardOptions {
  /**
   * Whether leaving now would lose work: for another page of the app (`next`), or on a reload or closing
   * the tab (`null`). Called at that moment (the latest one given), so a navigation that follows a save
   * in the same event can see the work saved; callers answer false once signed out, when there is
   * nothing left to save with.
   */
  mustAsk: (next: Location | null) => boolean;
  texts: LeaveGuardTexts;
  /**
   * Tries to save before asking (the tender detail): resolves null when nothing is left to lose, and
   * the user leaves unasked; else the question's content, saying why it could not be saved.
   */
  saveFirst?: () => Promise<string | null>;
  /** On a reload or closing the tab with work unsaved, before the browser asks (a last keepalive save). */
  onUnload?: () => void;
}

/**
 * Unsaved work is never lost silently: leaving for another page inside the app asks first (after trying
 * to save, where the page can), and a reload or closing the tab lets the browser ask; a link to the page
 * itself is no leaving.
 */
let leaving = false;

/**
 * Whether a navigation away is held, waiting for the save or the user's answer. A page that writes its own
 * address meanwhile (the quotation's place in the lines) must not: a navigation of its own would cancel
 * the held one, and the question would never be asked.
 */
export function isLeaving(): boolean {
  return leaving;
}

export function useLeaveGuard(options: LeaveGuardOptions) {
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && optionsRef.current.mustAsk(nextLocation),
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  leaving = blocker.state === 'blocked';

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void (async () => {
      const { saveFirst, texts } = optionsRef.current;
      let content = texts.content;
      if (saveFirst) {
        const unsaved = await saveFirst();
        if (!active) return;
        if (unsaved === null) {
          blockerRef.current.proceed?.();
          return;
        }
        content = unsaved;
      }
      const leave = await confirmModal({
        title: texts.title,
        content,
        okText: texts.ok,
        okButtonProps: { danger: true },
        cancelText: texts.stay,
      });
      if (!active) return;
      if (leave) blockerRef.current.proceed?.();
      else blockerRef.current.reset?.();
    })();
    return () => {
      active = false;
    };
  }, [blocker.state]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const { mustAsk, onUnload } = optionsRef.current;
      if (!mustAsk(null)) return;
      onUnload?.();
      // The browser shows its own question; the text of a page is no longer displayed.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
