import { useSyncExternalStore } from 'react';
import { readIsSupplierCookie, setIsSupplierCookie } from '@/lib/cookies';
import { getPasswordFlow, getSession, type Session, saveSession } from './session';
import { createTabLink, type TabLink } from './tab-link';

// The tabs of one browser share the signed-in session (issue 18, item 4; docs/security.md): a tab
// opened on a link takes it from an open tab instead of asking for a new sign-in and a new code, and a
// sign-out in one tab ends the others. Each tab still keeps its token in its own session storage (spec 3).

const CHANNEL_NAME = 'tp.session';

/**
 * How long a tab opened without a session waits for another tab's answer before the guard sends it to
 * /login, when one may answer: the role cookie (spec 3) is there, set at sign-in and removed by a
 * sign-out, in every tab. Without it nobody waits at all. An open tab answers within milliseconds, but
 * a busy one (rendering a 2,000-line tender) may take a while; a frozen background tab never does.
 */
export const HANDOVER_WAIT_MS = 1500;

/** Pages that never wait for a handover: the sign-in pages work without a session. */
const SIGN_IN_PAGES = /^\/(login|forgetpassword|changepassword)\/?$/;

let link: TabLink | null = null;
let handoverPending = false;
const pendingListeners = new Set<() => void>();
const activityListeners = new Set<() => void>();

function setHandoverPending(value: boolean): void {
  handoverPending = value;
  for (const listener of pendingListeners) listener();
}

/**
 * The session this tab may give another: not one in the middle of a password flow (a first login, an
 * expired password, a forgotten one), whose held-back token is of no use elsewhere and whose flags and
 * typed password stay in this tab.
 */
function shareableSession(): Session | null {
  const session = getSession();
  if (session?.emailverified !== 1) return null;
  const flow = getPasswordFlow();
  return flow.isexpired || flow.isfirst || flow.forgot ? null : session;
}

/**
 * Joins this tab to the others (once, at start-up) and, when it opens on a signed-in page without a
 * session, asks them for one. `onSignedOutElsewhere` runs when another tab signs this session out.
 */
export function startTabSession(onSignedOutElsewhere: () => void): void {
  if (link || typeof BroadcastChannel === 'undefined') return;
  link = createTabLink(new BroadcastChannel(CHANNEL_NAME), {
    shareableSession,
    currentToken: () => getSession()?.token ?? null,
    currentHrid: () => getSession()?.hrid ?? null,
    onSignedOut: onSignedOutElsewhere,
    // Another user's sign-out removed the role cookie, which this tab's session still stands for.
    onOtherSignedOut: () => {
      const session = getSession();
      if (session) setIsSupplierCookie(session.issupplier === 1);
    },
    onPeerActive: () => {
      for (const listener of activityListeners) listener();
    },
  });
  const mayBeSignedIn = readIsSupplierCookie() !== null;
  if (mayBeSignedIn && !getSession() && !SIGN_IN_PAGES.test(window.location.pathname))
    void takeOverSession(link);
}

async function takeOverSession(tabs: TabLink): Promise<void> {
  setHandoverPending(true);
  try {
    const session = await tabs.ask(HANDOVER_WAIT_MS);
    if (session && !getSession()) saveSession(session);
  } finally {
    setHandoverPending(false);
  }
}

function subscribePending(listener: () => void): () => void {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
}

/** True while this tab waits for another tab's session: the guards show a spinner, not /login. */
export function useHandoverPending(): boolean {
  return useSyncExternalStore(subscribePending, () => handoverPending);
}

/** Tells the other tabs this session ended; `everySession` after a password change ended them all. */
export function announceSignOut(session: Pick<Session, 'token' | 'hrid'>, everySession: boolean): void {
  link?.announceSignOut(session, everySession);
}

/** Tells the other tabs of this session that someone is working, so that none of them signs out idle. */
export function announceActivity(token: string): void {
  link?.announceActivity(token);
}

/** Runs `listener` whenever someone works in another tab of this session. */
export function onPeerActivity(listener: () => void): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}
