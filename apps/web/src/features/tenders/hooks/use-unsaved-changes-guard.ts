import { useTranslation } from 'react-i18next';
import type { Location } from 'react-router';
import { getSession } from '@/features/auth';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
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
  useLeaveGuard({
    mustAsk: (next) =>
      enabled &&
      getSession() !== null &&
      controller.hasUnsaved() &&
      (next === null || !staysOnTender(next, udztbnum)),
    texts: { title: t('leave.title'), content: t('leave.refused'), ok: t('leave.ok'), stay: t('leave.stay') },
    saveFirst: async () => {
      let failure: string | null = null;
      try {
        await controller.saveNow();
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      if (!controller.hasUnsaved()) return null;
      return failure ? t('leave.failed', { message: failure }) : t('leave.refused');
    },
    onUnload: () => controller.flushOnUnload(),
  });
}
