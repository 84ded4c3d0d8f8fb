// Signed links to stored documents: HTTP plumbing every feature that lists files uses (documents, the
// buyer console), kept here so that none of them imports another for it.
import type { Db } from '../db/connect.ts';
import { type SignedLinks, signedLinks } from './signed-links.ts';

/** How long a signed download link works, in seconds (long enough to click, short enough not to share). */
export const DOWNLOAD_LINK_TTL_SECONDS = 600;

export type DownloadLinks = SignedLinks;

/** Signed links to stored documents (by docinfoid) for browser downloads, which cannot send a header. */
export function downloadLinks(db: Db): Promise<DownloadLinks> {
  return signedLinks(db, {
    keyName: 'download-link',
    path: (docId) => `/samex/rest/file/${docId}`,
    ttlSeconds: DOWNLOAD_LINK_TTL_SECONDS,
  });
}
