import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/** The question asked before leaving with unsaved work, in the page's words. */
export interface LeaveGuardTexts {
  title: string;
  content: string;
  ok: string;
  stay: string;
}

/**
 * Unsaved work is never lost silently: leaving for another page inside the app asks first, a reload or
 * closing the tab lets the browser ask. `mustAsk` is called at the moment of leaving (the latest one
 * given), so a navigation that follows a save in the same event can see the work already saved; the
 * callers answer false once signed out, when there is nothing left to save with. (The tender detail's
 * guard saves first: use-unsaved-changes-guard.ts of the tenders feature.)
 */
export function useLeaveGuard(mustAsk: () => boolean, texts: LeaveGuardTexts) {
  const { modal } = App.useApp();
  const mustAskRef = useRef(mustAsk);
  mustAskRef.current = mustAsk;
  const textsRef = useRef(texts);
  textsRef.current = texts;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      mustAskRef.current() && currentLocation.pathname !== nextLocation.pathname,
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void (async () => {
      const { title, content, ok, stay } = textsRef.current;
      const leave = await modal.confirm({
        title,
        content,
        okText: ok,
        okButtonProps: { danger: true },
        cancelText: stay,
      });
      if (!active) return;
      if (leave) blockerRef.current.proceed?.();
      else blockerRef.current.reset?.();
    })();
    return () => {
      active = false;
    };
  }, [blocker.state, modal]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!mustAskRef.current()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
