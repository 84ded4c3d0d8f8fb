import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { loadOrCreateSecret } from '../db/server-secrets.ts';

/**
 * Short-lived links for browser downloads, which cannot send the Authorization header. A link names the
 * thing, the session that asked for it and an expiry, and carries an HMAC over the three, so it can be
 * neither altered nor used after it expires (the route also checks that the session still lives).
 */
export interface SignedLinks {
  /** The path of `id` for this session, valid for the links' time to live. */
  urlFor(id: number, sessionId: number, nowMs?: number): string;
  /** Whether the link's parts are authentic and not expired. */
  verify(link: { id: number; sessionId: number; exp: number; sig: string }, nowMs?: number): boolean;
}

export interface SignedLinkKind {
  /** The server_key row of the secret: each kind has its own, so one kind's link never opens another. */
  keyName: string;
  /** The path for an id, under /samex/rest. */
  path(id: number): string;
  ttlSeconds: number;
}

function makeLinks(secret: string, kind: SignedLinkKind): SignedLinks {
  const sign = (id: number, sessionId: number, exp: number) =>
    createHmac('sha256', secret).update(`${kind.keyName}.${id}.${sessionId}.${exp}`).digest('base64url');
  return {
    urlFor(id, sessionId, nowMs = Date.now()) {
      const exp = Math.floor(nowMs / 1000) + kind.ttlSeconds;
      return `${kind.path(id)}?s=${sessionId}&exp=${exp}&sig=${sign(id, sessionId, exp)}`;
    },
    verify({ id, sessionId, exp, sig }, nowMs = Date.now()) {
      if (!Number.isSafeInteger(exp) || exp * 1000 <= nowMs) return false;
      const expected = Buffer.from(sign(id, sessionId, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

const cache = new WeakMap<Db, Map<string, Promise<SignedLinks>>>();

/** The signer of one kind of link on this database, loaded once per process. */
export function signedLinks(db: Db, kind: SignedLinkKind): Promise<SignedLinks> {
  let byKind = cache.get(db);
  if (!byKind) {
    byKind = new Map();
    cache.set(db, byKind);
  }
  let links = byKind.get(kind.keyName);
  if (!links) {
    const made = loadOrCreateSecret(db, kind.keyName).then((secret) => makeLinks(secret, kind));
    byKind.set(kind.keyName, made);
    made.catch(() => byKind.delete(kind.keyName));
    links = made;
  }
  return links;
}
