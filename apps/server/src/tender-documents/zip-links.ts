import type { Db } from '../db/connect.ts';
import { DOWNLOAD_LINK_TTL_SECONDS } from '../documents/index.ts';
import { type SignedLinks, signedLinks } from '../http/signed-links.ts';

/** Signed, short-lived links to the zip of one tender's attachments (by udztbid), bound to a session. */
export function zipLinks(db: Db): Promise<SignedLinks> {
  // A key of its own (not the document links' key), so a zip link can never be replayed as a file link.
  return signedLinks(db, {
    keyName: 'tender-zip-link',
    path: (udztbId) => `/samex/rest/tender/attachments/${udztbId}`,
    ttlSeconds: DOWNLOAD_LINK_TTL_SECONDS,
  });
}
