import { Navigate } from 'react-router';
import { lastKnownPath } from './use-last-known-path';

/** Spec 2.2: an unknown path goes back to where the user was, or to `/`. */
export function UnknownPath() {
  return <Navigate to={lastKnownPath() ?? '/'} replace />;
}
