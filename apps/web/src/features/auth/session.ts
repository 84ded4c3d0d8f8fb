import type { LoginData } from '@tender/api-contract';
import { useSyncExternalStore } from 'react';
import { clearUserCookies, setIsSupplierCookie } from '@/lib/cookies';

/** The signed-in user as the login reply describes them (spec 3, Session/user): the contract's type. */
export type Session = LoginData;

/** Flags of the password flows (spec 4.5): cleared by any successful password change. */
export interface PasswordFlow {
  /** Signed in for the first time with an unverified e-mail: terms, then a forced change. */
  isfirst?: boolean;
  /** The server said the password expired (3000007). */
  isexpired?: boolean;
  /** Forgot-password flow: the code was verified for this account. */
  forgot?: { loginid: string; hrid: string; code: string };
  /** Login id to show when the expired flag came without a session. */
  loginid?: string;
}

const SESSION_KEY = 'tp.session';
const FLOW_KEY = 'tp.password-flow';

const listeners = new Set<() => void>();
// The password typed at login, kept in memory only (never stored) so that the forced change after a
// first login can prove the old password without asking for it again.
let loginPassword: string | null = null;

export function rememberLoginPassword(password: string | null): void {
  loginPassword = password;
}

export function recalledLoginPassword(): string | null {
  return loginPassword;
}
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

function readJson<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function isExpired(session: Session): boolean {
  const expiresAt = Date.parse(session.expiration);
  return Number.isFinite(expiresAt) && expiresAt <= Date.now();
}

/** The current session, or null when there is none or its token has expired. */
export function getSession(): Session | null {
  const raw = sessionStorage.getItem(SESSION_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = readJson<Session>(SESSION_KEY);
  }
  if (cachedSession && isExpired(cachedSession)) return null;
  return cachedSession;
}

export function saveSession(session: Session): void {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  setIsSupplierCookie(session.issupplier === 1);
  notify();
}

/** Shows a new display name (saved on Account Settings) in this tab's session: the header reads it at once. */
export function updateSessionUsername(username: string): void {
  const session = getSession();
  if (session && session.username !== username) saveSession({ ...session, username });
}

/** Forgets the signed-in user in this tab (token, flags and role cookie). */
export function clearSession(): void {
  loginPassword = null;
  sessionStorage.removeItem(SESSION_KEY);
  sessionStorage.removeItem(FLOW_KEY);
  clearUserCookies();
  notify();
}

export function getPasswordFlow(): PasswordFlow {
  return readJson<PasswordFlow>(FLOW_KEY) ?? {};
}

export function updatePasswordFlow(patch: PasswordFlow): void {
  sessionStorage.setItem(FLOW_KEY, JSON.stringify({ ...getPasswordFlow(), ...patch }));
  notify();
}

export function clearPasswordFlow(): void {
  sessionStorage.removeItem(FLOW_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session as React state: components re-render on sign-in and sign-out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession);
}

let cachedFlowRaw: string | null | undefined;
let cachedFlow: PasswordFlow = {};

function getFlowSnapshot(): PasswordFlow {
  const raw = sessionStorage.getItem(FLOW_KEY);
  if (raw !== cachedFlowRaw) {
    cachedFlowRaw = raw;
    cachedFlow = getPasswordFlow();
  }
  return cachedFlow;
}

export function usePasswordFlow(): PasswordFlow {
  return useSyncExternalStore(subscribe, getFlowSnapshot);
}
