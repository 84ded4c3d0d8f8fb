import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connect.ts';

/** How long a signed download link works, in seconds (long enough to click, short enough not to share). */
export const DOWNLOAD_LINK_TTL_SECONDS = 600;

const KEY_NAME = 'download-link';

/**
 * Short-lived links for browser downloads, which cannot send the Authorization header. A link names the
 * document, the session that asked for it and an expiry, and carries an HMAC over the three, so it can be
 * neither altered nor used after the session ends.
 */
export interface DownloadLinks {
  /** The path (under /samex/rest) of the document for this session, valid DOWNLOAD_LINK_TTL_SECONDS. */
  urlFor(docId: number, sessionId: number, nowMs?: number): string;
  /** Whether the link's parts are authentic and not expired. */
  verify(link: { docId: number; sessionId: number; exp: number; sig: string }, nowMs?: number): boolean;
}

// The key is made once and kept in server_key (like the code pepper) so every app server signs alike.
async function loadKey(db: Db): Promise<string> {
  const existing = await db
    .selectFrom('server_key')
    .select('private_pem')
    .where('name', '=', KEY_NAME)
    .executeTakeFirst();
  if (existing) return existing.private_pem;
  await db
    .insertInto('server_key')
    .values({ name: KEY_NAME, public_pem: '', private_pem: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('server_key')
    .select('private_pem')
    .where('name', '=', KEY_NAME)
    .executeTakeFirstOrThrow();
  return stored.private_pem;
}

function makeLinks(key: string): DownloadLinks {
  const sign = (docId: number, sessionId: number, exp: number) =>
    createHmac('sha256', key).update(`${docId}.${sessionId}.${exp}`).digest('base64url');
  return {
    urlFor(docId, sessionId, nowMs = Date.now()) {
      const exp = Math.floor(nowMs / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
      return `/samex/rest/file/${docId}?s=${sessionId}&exp=${exp}&sig=${sign(docId, sessionId, exp)}`;
    },
    verify({ docId, sessionId, exp, sig }, nowMs = Date.now()) {
      if (!Number.isSafeInteger(exp) || exp * 1000 <= nowMs) return false;
      const expected = Buffer.from(sign(docId, sessionId, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

const byDb = new WeakMap<Db, Promise<DownloadLinks>>();

/** The link signer of this database, loaded once per process (any feature that lists documents uses it). */
export function downloadLinks(db: Db): Promise<DownloadLinks> {
  let links = byDb.get(db);
  if (!links) {
    links = loadKey(db).then(makeLinks);
    byDb.set(db, links);
    links.catch(() => byDb.delete(db));
  }
  return links;
}
