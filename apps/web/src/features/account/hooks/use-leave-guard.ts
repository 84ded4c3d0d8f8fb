import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { getSession } from '@/features/auth';

/**
 * Unsaved settings are never lost silently: leaving inside the app asks first, a reload or closing the
 * tab lets the browser ask. After a sign-out there is nothing left to save them with, so nothing asks.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation('account');
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && getSession() !== null && currentLocation.pathname !== nextLocation.pathname,
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
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (getSession() === null) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
