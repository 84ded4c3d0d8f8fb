import { IDLE_TIMEOUT_MS, idleWarningAfterMs } from '@tender/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '@/features/auth/api/logout';
import { useSiteInfo } from '@/features/auth/api/site-info';
import type { LoginNotice } from '@/features/auth/login-notice';
import { getSession, useSession } from '@/features/auth/session';
import { signOutToLogin } from '@/features/auth/sign-out';
import { announceActivity, onPeerActivity } from '@/features/auth/tab-session';
import { flushPendingWorkOutcome } from '@/lib/pending-work';

/** How long the idle sign-out waits for pending work (a draft) to save before it signs out anyway. */
const FLUSH_WAIT_MS = 10_000;

/** Activity is told to the other tabs at most this often (and at least 4 times per time-out). */
const ANNOUNCE_EVERY_MS = 30_000;

/** The notice the login page shows after an idle sign-out, by what became of the unsaved work. */
const IDLE_NOTICE: Record<'nothing' | 'saved' | 'unsaved', LoginNotice> = {
  nothing: 'idle',
  saved: 'idleSaved',
  unsaved: 'idleUnsaved',
};

/**
 * Spec 4.5: after the idle time-out (30 minutes unless the server says otherwise) without a click the
 * stored user data is cleared and the browser goes to /login; every click restarts the timer. Key
 * presses count as activity too, so a supplier typing prices with the keyboard is not signed out.
 * Two minutes before (issue 35, item 10) the answer's `signOutAt` is set: a dialog shows the time left
 * and "Stay signed in", and any click or key press (in the dialog or not) starts the time again.
 * Pending work (a quotation draft) is saved first: nobody is there to ask, and the session must end; the
 * login page then says whether it was saved. Tabs of one session share their activity: a tab left open
 * does not sign out the one in use.
 */
export function useIdleSignOut(): { signOutAt: number | null } {
  const session = useSession();
  const siteInfo = useSiteInfo();
  const navigate = useNavigate();
  const timeoutMs = siteInfo.data?.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  const token = session?.token;
  const [signOutAt, setSignOutAt] = useState<number | null>(null);

  useEffect(() => {
    if (!token) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let warning: ReturnType<typeof setTimeout> | undefined;
    let announcedAt = 0;
    const announceEvery = Math.min(ANNOUNCE_EVERY_MS, timeoutMs / 4);
    const signOut = async () => {
      const outcome = await Promise.race([
        flushPendingWorkOutcome().catch(() => 'unsaved' as const),
        new Promise<'unsaved'>((resolve) => setTimeout(() => resolve('unsaved'), FLUSH_WAIT_MS)),
      ]);
      const current = getSession();
      // Ends the server session too; the reply does not matter any more.
      if (current) logout(current).catch(() => {});
      setSignOutAt(null);
      signOutToLogin(navigate, IDLE_NOTICE[outcome], 'this-session');
    };
    const restartTimer = () => {
      clearTimeout(timer);
      clearTimeout(warning);
      setSignOutAt(null);
      const started = Date.now();
      warning = setTimeout(() => setSignOutAt(started + timeoutMs), idleWarningAfterMs(timeoutMs));
      timer = setTimeout(() => void signOut(), timeoutMs);
    };
    const onActivity = () => {
      restartTimer();
      if (Date.now() - announcedAt >= announceEvery) {
        announcedAt = Date.now();
        announceActivity(token);
      }
    };
    restartTimer();
    const stopListening = onPeerActivity(restartTimer);
    window.addEventListener('click', onActivity, true);
    window.addEventListener('keydown', onActivity, true);
    return () => {
      clearTimeout(timer);
      clearTimeout(warning);
      setSignOutAt(null);
      stopListening();
      window.removeEventListener('click', onActivity, true);
      window.removeEventListener('keydown', onActivity, true);
    };
  }, [token, timeoutMs, navigate]);

  return { signOutAt };
}
