/** Why the visitor was sent to /login; shown once by the login page. */
export type LoginNotice =
  | 'idle'
  | 'idleSaved'
  | 'idleUnsaved'
  | 'sessionEnded'
  | 'passwordChanged'
  | 'signedOutElsewhere'
  | 'termsDeclined';

const KEY = 'tp.login-notice';
const NOTICES: readonly LoginNotice[] = [
  'idle',
  'idleSaved',
  'idleUnsaved',
  'sessionEnded',
  'passwordChanged',
  'signedOutElsewhere',
  'termsDeclined',
];

// Kept in sessionStorage rather than router state: a route guard may redirect to /login first, with
// no state, when the session disappears under it.
export function setLoginNotice(notice: LoginNotice): void {
  sessionStorage.setItem(KEY, notice);
}

export function peekLoginNotice(): LoginNotice | null {
  const value = sessionStorage.getItem(KEY);
  return NOTICES.find((notice) => notice === value) ?? null;
}

export function clearLoginNotice(): void {
  sessionStorage.removeItem(KEY);
}
