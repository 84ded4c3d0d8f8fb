import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, useBlocker } from 'react-router';
import { getSession } from '../../auth';
import type { AutosaveController } from '../lib/autosave-controller';
import { parseDetailPath } from '../lib/detail-path';

/** Same tender, other status (a transition replaces the route): nothing is being left. */
function staysOnTender(next: Location, udztbnum: string): boolean {
  return parseDetailPath(next.pathname)?.udztbnum === udztbnum;
}

/**
 * Unsaved changes are never lost silently (issue 12). Leaving inside the app (Back, a link) saves first
 * and asks only when something could not be saved; a reload or closing the tab sends the draft with
 * `keepalive` and lets the browser ask. After a sign-out there is no session left to save with.
 */
export function useUnsavedChangesGuard(controller: AutosaveController, udztbnum: string, enabled: boolean) {
  const { t } = useTranslation('tenders');
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ nextLocation }) =>
      enabled && getSession() !== null && controller.hasUnsaved() && !staysOnTender(nextLocation, udztbnum),
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void (async () => {
      let failure: string | null = null;
      try {
        await controller.saveNow();
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      if (!active) return;
      if (!controller.hasUnsaved()) {
        blockerRef.current.proceed?.();
        return;
      }
      const leave = await modal.confirm({
        title: t('leave.title'),
        content: failure ? t('leave.failed', { message: failure }) : t('leave.refused'),
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
  }, [blocker.state, controller, modal, t]);

  useEffect(() => {
    if (!enabled) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (getSession() === null || !controller.hasUnsaved()) return;
      controller.flushOnUnload();
      // The browser shows its own question; the text of a page is no longer displayed.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [controller, enabled]);
}
