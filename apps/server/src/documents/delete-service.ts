import type { AppContext } from '../app-context.ts';
import { writeAudit } from '../db/audit-log.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { isBuyer, type SessionUser } from '../http/session-user.ts';
import { deleteDocumentRow, findDocument } from './document-repository.ts';

/**
 * Removes one of the caller's documents. The row goes in a transaction with its audit record; the bytes
 * only after it commits, so a rolled-back delete never loses a file.
 */
export async function deleteDocument(ctx: AppContext, caller: SessionUser, docId: number): Promise<void> {
  const storageKey = await ctx.db.transaction().execute(async (trx) => {
    // Staff remove nothing, but a buyer removes attachments of their site's RFQs
    // (buyer/rfq-document-owner.ts).
    if (caller.supplierId === null && !isBuyer(caller)) throw new AppError(ErrorCode.FORBIDDEN);
    const doc = await findDocument(trx, docId);
    // Someone else's document is answered like a missing one: its existence is not revealed.
    const own =
      caller.supplierId === null
        ? doc?.ownertable === 'RFQ' && doc.supplier_id === null
        : doc?.supplier_id === caller.supplierId;
    if (!doc || !own) throw new AppError(ErrorCode.DOCUMENT_NOT_FOUND);
    await ctx.documentOwners.authorizeWrite(trx, caller, doc.ownertable, doc.ownerid, 'delete');
    await deleteDocumentRow(trx, doc.id);
    await writeAudit(trx, {
      userId: caller.userId,
      action: 'document.delete',
      entity: 'document',
      entityId: doc.id,
      detail: { ownertable: doc.ownertable, ownerid: doc.ownerid, filename: doc.filename },
    });
    return doc.storage_key;
  });
  await ctx.storage
    .remove(storageKey)
    .catch((err: unknown) => ctx.log.warn({ err }, 'could not remove deleted file'));
}
