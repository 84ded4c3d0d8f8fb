import { readStoredLangcode, storeLangcode } from '@/i18n/languages';
import { queryClient } from '@/lib/query-client';
import { type LoginNotice, setLoginNotice } from './login-notice';
import { type AskedState, carryAsked, safeReturnPath } from './return-path';
import { clearSession, getSession } from './session';
import { announceSignOut } from './tab-session';

/**
 * Which other tabs follow a sign-out: those of this session (a sign-out, the idle time-out, a session the
 * server ended), every tab of the user (a password change ended all their sessions), or none (this tab
 * follows another one's sign-out).
 */
export type SignOutScope = 'this-session' | 'every-session' | 'this-tab';

/**
 * Forgets everything stored about the user in this browser (spec 4.5: local and session storage and
 * the user cookies) but keeps the language the visitor chose, which is not user data. The other tabs
 * of the session are told to do the same.
 */
export function signOutLocally(scope: SignOutScope = 'this-session'): void {
  const session = getSession();
  const langcode = readStoredLangcode();
  localStorage.clear();
  sessionStorage.clear();
  if (langcode) storeLangcode(langcode);
  clearSession();
  // Cached tenders of one user must never show to the next one on a shared computer.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'common' });
  if (session && scope !== 'this-tab') announceSignOut(session, scope === 'every-session');
}

/**
 * Signs this tab out and shows /login with `notice`; the next sign-in returns to the page that was open
 * (when it may be returned to). Used where nobody chose to sign out: idle, ended, signed out elsewhere.
 */
export function signOutToLogin(
  navigate: (to: string, options: { replace: boolean; state: AskedState }) => unknown,
  notice: LoginNotice,
  scope: SignOutScope,
): void {
  const { pathname, search, hash } = window.location;
  const left = safeReturnPath(`${pathname}${search}${hash}`);
  signOutLocally(scope);
  setLoginNotice(notice);
  void navigate('/login', { replace: true, state: carryAsked(left) });
}
