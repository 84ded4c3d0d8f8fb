import { IDLE_TIMEOUT_MS } from '@tender/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '@/features/auth/api/logout';
import { useSiteInfo } from '@/features/auth/api/site-info';
import { setLoginNotice } from '@/features/auth/login-notice';
import { getSession, useSession } from '@/features/auth/session';
import { signOutLocally } from '@/features/auth/sign-out';
import { flushPendingWork } from '@/lib/pending-work';

/** How long the idle sign-out waits for pending work (a draft) to save before it signs out anyway. */
const FLUSH_WAIT_MS = 10_000;

/**
 * Spec 4.5: after the idle time-out (30 minutes unless the server says otherwise) without a click the
 * stored user data is cleared and the browser goes to /login; every click restarts the timer. Key
 * presses count as activity too, so a supplier typing prices with the keyboard is not signed out.
 * Pending work (a quotation draft) is saved first: nobody is there to ask, and the session must end.
 */
export function useIdleSignOut(): void {
  const session = useSession();
  const siteInfo = useSiteInfo();
  const navigate = useNavigate();
  const timeoutMs = siteInfo.data?.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  const token = session?.token;

  useEffect(() => {
    if (!token) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const signOut = async () => {
      await Promise.race([
        flushPendingWork().catch(() => false),
        new Promise((resolve) => setTimeout(resolve, FLUSH_WAIT_MS)),
      ]);
      const current = getSession();
      // Ends the server session too; the reply does not matter any more.
      if (current) logout(current).catch(() => {});
      signOutLocally();
      setLoginNotice('idle');
      navigate('/login', { replace: true });
    };
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void signOut(), timeoutMs);
    };
    restart();
    window.addEventListener('click', restart, true);
    window.addEventListener('keydown', restart, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('click', restart, true);
      window.removeEventListener('keydown', restart, true);
    };
  }, [token, timeoutMs, navigate]);
}
