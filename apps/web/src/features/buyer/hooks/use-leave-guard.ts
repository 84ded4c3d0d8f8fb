import { App } from 'antd';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { getSession } from '@/features/auth';

/**
 * Edits of a tender are never lost silently: leaving inside the app asks first, a reload or closing the
 * tab lets the browser ask. `dirty` is a ref, so the navigation that follows a save (in the same event)
 * sees it already cleared. After a sign-out there is nothing left to save with, so nothing asks.
 */
export function useLeaveGuard(dirty: RefObject<boolean>) {
  const { t } = useTranslation('buyer');
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current === true && getSession() !== null && currentLocation.pathname !== nextLocation.pathname,
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void (async () => {
      const leave = await modal.confirm({
        title: t('leave.title'),
        content: t('leave.content'),
        okText: t('leave.ok'),
        okButtonProps: { danger: true },
        cancelText: t('leave.stay'),
      });
      if (!active) return;
      if (leave) blockerRef.current.proceed?.();
      else blockerRef.current.reset?.();
    })();
    return () => {
      active = false;
    };
  }, [blocker.state, modal, t]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current || getSession() === null) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
