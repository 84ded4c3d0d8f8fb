import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { DOWNLOAD_LINK_TTL_SECONDS } from '../documents/index.ts';

// A key of its own (not the document links' key), so a zip link can never be replayed as a file link
// or the other way round, whatever ids happen to coincide.
const KEY_NAME = 'tender-zip-link';

/** Signed, short-lived links to the zip of one invitation's tender attachments, bound to a session. */
export interface ZipLinks {
  urlFor(udztbId: number, sessionId: number, nowMs?: number): string;
  verify(link: { udztbId: number; sessionId: number; exp: number; sig: string }, nowMs?: number): boolean;
}

async function loadKey(db: Db): Promise<string> {
  // Made once and kept in server_key, so every app server on the database signs alike.
  await db
    .insertInto('server_key')
    .values({ name: KEY_NAME, public_pem: '', private_pem: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_key')
    .select('private_pem')
    .where('name', '=', KEY_NAME)
    .executeTakeFirstOrThrow();
  return row.private_pem;
}

function makeLinks(key: string): ZipLinks {
  const sign = (udztbId: number, sessionId: number, exp: number) =>
    createHmac('sha256', key).update(`zip.${udztbId}.${sessionId}.${exp}`).digest('base64url');
  return {
    urlFor(udztbId, sessionId, nowMs = Date.now()) {
      const exp = Math.floor(nowMs / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
      return `/samex/rest/tender/attachments/${udztbId}?s=${sessionId}&exp=${exp}&sig=${sign(udztbId, sessionId, exp)}`;
    },
    verify({ udztbId, sessionId, exp, sig }, nowMs = Date.now()) {
      if (!Number.isSafeInteger(exp) || exp * 1000 <= nowMs) return false;
      const expected = Buffer.from(sign(udztbId, sessionId, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

const byDb = new WeakMap<Db, Promise<ZipLinks>>();

/** The zip link signer of this database, loaded once per process. */
export function zipLinks(db: Db): Promise<ZipLinks> {
  let links = byDb.get(db);
  if (!links) {
    links = loadKey(db).then(makeLinks);
    byDb.set(db, links);
    links.catch(() => byDb.delete(db));
  }
  return links;
}
