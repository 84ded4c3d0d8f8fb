import { useLocation, useNavigate } from 'react-router';
import { type AskedState, afterSignInPath, askedPathIn, carryAsked } from '../return-path';
import type { Session } from '../session';

/**
 * The page a visitor asked for before being sent to sign in (issue 18, item 4), carried in the router
 * state of the sign-in pages: `state` passes it on to the next sign-in page, `enter` goes there once
 * signed in (or home, when it is missing or not for this role).
 */
export function useAskedPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = askedPathIn(location.state);
  return {
    asked,
    state: (extra: Omit<AskedState, 'next'> = {}) => carryAsked(asked, extra),
    enter: (session: Pick<Session, 'issupplier' | 'emailverified'>) => {
      const target = afterSignInPath(session, asked);
      // A forced change first: the page asked for waits until the next sign-in.
      navigate(target, { replace: true, state: target === '/changepassword' ? carryAsked(asked) : null });
    },
  };
}
