/** Why the visitor was sent to /login; shown once by the login page. */
export type LoginNotice = 'idle' | 'sessionEnded' | 'passwordChanged';

const KEY = 'tp.login-notice';

// Kept in sessionStorage rather than router state: a route guard may redirect to /login first, with
// no state, when the session disappears under it.
export function setLoginNotice(notice: LoginNotice): void {
  sessionStorage.setItem(KEY, notice);
}

export function peekLoginNotice(): LoginNotice | null {
  const value = sessionStorage.getItem(KEY);
  return value === 'idle' || value === 'sessionEnded' || value === 'passwordChanged' ? value : null;
}

export function clearLoginNotice(): void {
  sessionStorage.removeItem(KEY);
}
