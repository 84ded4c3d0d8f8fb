import type { Db } from '../db/connect.ts';
import type { SessionUser } from '../http/session-user.ts';
import { type DocumentRow, insertDownload } from './document-repository.ts';

/**
 * Runs after every document download. A supplier's download of a tender attachment is recorded, because
 * a quotation can be submitted only once every attachment has been downloaded (spec 4.3).
 */
export async function onDownloaded(
  db: Db,
  doc: Pick<DocumentRow, 'id' | 'ownertable'>,
  caller: Pick<SessionUser, 'supplierId'>,
): Promise<void> {
  if (doc.ownertable !== 'RFQ' || caller.supplierId === null) return;
  await insertDownload(db, doc.id, caller.supplierId);
}
