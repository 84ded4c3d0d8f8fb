import { Navigate, Outlet, useLocation } from 'react-router';
import { homePathFor } from '@/features/auth/home-path';
import { usePasswordFlow, useSession } from '@/features/auth/session';

/** Spec 2.2: the only pages a verified non-supplier may open. */
const STAFF_PATHS = /^\/(tenders|tenderdetail\/.+)\/?$/;

/** Signed-in pages: no session goes to /login, an unverified or expired password to /changepassword. */
export function RequireAuth() {
  const session = useSession();
  const flow = usePasswordFlow();
  const { pathname } = useLocation();
  if (!session) return <Navigate to="/login" replace />;
  if (session.emailverified === 0 || flow.isexpired) return <Navigate to="/changepassword" replace />;
  if (session.issupplier === 0 && !STAFF_PATHS.test(pathname)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** /changepassword: open during the forgot-password flow, and to signed-in users who must change. */
export function RequirePasswordChangeAllowed() {
  const session = useSession();
  const flow = usePasswordFlow();
  if (flow.forgot) return <Outlet />;
  if (!session) return <Navigate to="/login" replace />;
  if (session.emailverified === 0 || flow.isexpired || session.issupplier === 1) return <Outlet />;
  return <Navigate to="/" replace />;
}

/** `/`: the login page, or the signed-in user's home. */
export function RootRedirect() {
  const session = useSession();
  return <Navigate to={session ? homePathFor(session) : '/login'} replace />;
}
