import type { Session } from './session';

/**
 * What the tabs of one browser tell each other on a `BroadcastChannel` (same origin only; messages never
 * leave the browser). Only the session as the login reply gave it travels: never the password-flow
 * flags, the password typed at login or a code.
 */
export type TabMessage =
  /** A tab opened without a session asks whether another tab has one. */
  | { type: 'ask'; id: string }
  /** A signed-in tab answers `ask` number `id` with its session. */
  | { type: 'offer'; id: string; session: Session }
  /** A tab signed out: tabs with that token follow, and with `hrid` every tab of that user. */
  | { type: 'signed-out'; token: string; hrid: string | null }
  /** Someone is working in a tab of that session: the others' idle timers restart. */
  | { type: 'active'; token: string };

/** The part of `BroadcastChannel` used here, so tests can give any two connected ends. */
export interface TabChannel {
  postMessage(message: TabMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface TabLinkHandlers {
  /** The session this tab may hand over, or null (none, or in the middle of a password flow). */
  shareableSession(): Session | null;
  /** The token of this tab's session, or null. */
  currentToken(): string | null;
  /** The user (hrid) of this tab's session, or null. */
  currentHrid(): string | null;
  /** Another tab signed this session (or, after a password change, this user) out. */
  onSignedOut(): void;
  /** Another tab signed another session out (this one stays). */
  onOtherSignedOut?(): void;
  /** Someone works in another tab of this session. */
  onPeerActive(): void;
}

export interface TabLink {
  /** Asks the other tabs for a session; resolves with the first usable offer, or null after `waitMs`. */
  ask(waitMs: number): Promise<Session | null>;
  /** Tells the other tabs this session ended (`everySession`: every session of the user did). */
  announceSignOut(session: Pick<Session, 'token' | 'hrid'>, everySession: boolean): void;
  announceActivity(token: string): void;
  close(): void;
}

/** A session another tab offered, checked as if it came from outside: complete, verified, unexpired. */
export function usableOffer(value: unknown, now = Date.now()): Session | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Record<string, unknown>;
  const texts = ['token', 'expiration', 'username', 'loginid', 'hrid', 'userid', 'siteid'];
  if (!texts.every((key) => typeof s[key] === 'string')) return null;
  if (!s.token || s.emailverified !== 1 || (s.issupplier !== 0 && s.issupplier !== 1)) return null;
  if (s.isbuyer !== undefined && s.isbuyer !== 0 && s.isbuyer !== 1) return null;
  if (s.isapprover !== undefined && s.isapprover !== 0 && s.isapprover !== 1) return null;
  const expiresAt = Date.parse(s.expiration as string);
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return null;
  return value as Session;
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Joins this tab to the others over `channel` and answers them with `handlers`. */
export function createTabLink(channel: TabChannel, handlers: TabLinkHandlers): TabLink {
  const waiting = new Map<string, (session: Session) => void>();

  channel.addEventListener('message', (event) => {
    const message = event.data as Partial<TabMessage> | null;
    if (typeof message !== 'object' || message === null) return;
    switch (message.type) {
      case 'ask': {
        const session = handlers.shareableSession();
        if (session && typeof message.id === 'string')
          channel.postMessage({ type: 'offer', id: message.id, session });
        break;
      }
      case 'offer': {
        const take = typeof message.id === 'string' ? waiting.get(message.id) : undefined;
        const session = usableOffer(message.session);
        if (take && session) take(session);
        break;
      }
      case 'signed-out': {
        const token = handlers.currentToken();
        if (!token) break;
        const hrid = handlers.currentHrid();
        const sameUser = typeof message.hrid === 'string' && message.hrid === hrid;
        if (message.token === token || sameUser) handlers.onSignedOut();
        else handlers.onOtherSignedOut?.();
        break;
      }
      case 'active':
        if (message.token && message.token === handlers.currentToken()) handlers.onPeerActive();
        break;
    }
  });

  return {
    ask(waitMs) {
      const id = randomId();
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(null);
        }, waitMs);
        waiting.set(id, (session) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(session);
        });
        channel.postMessage({ type: 'ask', id });
      });
    },
    announceSignOut(session, everySession) {
      channel.postMessage({
        type: 'signed-out',
        token: session.token,
        hrid: everySession ? session.hrid : null,
      });
    },
    announceActivity(token) {
      channel.postMessage({ type: 'active', token });
    },
    close() {
      channel.close();
    },
  };
}
