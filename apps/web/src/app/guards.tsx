import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { homePathFor, isProcurement } from '@/features/auth/home-path';
import { askedPathIn, carryAsked, mayOpen, safeReturnPath } from '@/features/auth/return-path';
import { usePasswordFlow, useSession } from '@/features/auth/session';
import { useHandoverPending } from '@/features/auth/tab-session';
import { PageLoading } from './layout/root-layout';

/**
 * Signed-in pages: no session goes to /login, an unverified or expired password to /changepassword, each
 * remembering the page asked for so that the next sign-in returns to it. A tab opened without a session
 * first waits, briefly, for an open tab to hand it over (features/auth/tab-session.ts). When the session
 * ends under the page, whatever ended it (Sign Out, idle, another tab) goes to /login itself, with or
 * without the page to return to: the guard waits for that instead of racing it.
 */
export function RequireAuth() {
  const session = useSession();
  const flow = usePasswordFlow();
  const handoverPending = useHandoverPending();
  const { pathname, search, hash } = useLocation();
  const hadSession = useRef(false);
  if (session) hadSession.current = true;
  const asked = carryAsked(safeReturnPath(`${pathname}${search}${hash}`));
  if (!session) {
    if (handoverPending) return <PageLoading />;
    if (hadSession.current) return <AwaitSignOutNavigation />;
    return <Navigate to="/login" replace state={asked} />;
  }
  if (session.emailverified === 0 || flow.isexpired)
    return <Navigate to="/changepassword" replace state={asked} />;
  // Spec 2.2: a verified non-supplier may open only the tender search and details.
  if (!mayOpen(session, pathname)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** How long a page whose session ended waits for the sign-out's own way to /login before taking it. */
const SIGN_OUT_NAVIGATION_WAIT_MS = 1000;

/**
 * A spinner while the sign-out goes to /login (its page's code may still be loading); should nothing go
 * there, this does, without a page to return to.
 */
function AwaitSignOutNavigation() {
  const navigate = useNavigate();
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (navigating) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), SIGN_OUT_NAVIGATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [navigate, navigating]);
  return <PageLoading />;
}

/** /changepassword: open during the forgot-password flow, and to signed-in users who must change. */
export function RequirePasswordChangeAllowed() {
  const session = useSession();
  const flow = usePasswordFlow();
  // The page asked for before the change stays asked for (the change ends with a sign-out).
  const asked = carryAsked(askedPathIn(useLocation().state));
  if (flow.forgot) return <Outlet />;
  if (!session) return <Navigate to="/login" replace state={asked} />;
  if (session.emailverified === 0 || flow.isexpired || session.issupplier === 1) return <Outlet />;
  return <Navigate to="/" replace />;
}

/** `/`: the login page, or the signed-in user's home (once a tab opened here had its chance to take over). */
export function RootRedirect() {
  const session = useSession();
  const handoverPending = useHandoverPending();
  if (!session && handoverPending) return <PageLoading />;
  return <Navigate to={session ? homePathFor(session) : '/login'} replace />;
}

/**
 * The buyer console (issue 17): a buyer's pages only. Anyone else (a supplier, staff without the role)
 * goes to their own home, as staff do from a page their role may not open; the console never renders.
 */
export function RequireBuyer() {
  const session = useSession();
  if (session?.isbuyer !== 1) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * The console's reading pages (issue 29): a buyer's, and an approver's (list, tender page, approvals).
 * The writes stay behind RequireBuyer (the editor) and are hidden on the pages an approver reads.
 */
export function RequireProcurement() {
  const session = useSession();
  if (!isProcurement(session)) return <Navigate to="/" replace />;
  return <Outlet />;
}
