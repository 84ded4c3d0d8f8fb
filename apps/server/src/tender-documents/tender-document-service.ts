import type { TenderAttachmentItem } from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import {
  type DocumentItem,
  deleteDocument,
  downloadLinks,
  findDocument,
  listOwnerDocuments,
  presentDocument,
} from '../documents/index.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { supplierIdOf } from '../http/callers.ts';
import type { SessionUser } from '../http/session-user.ts';
import { requireOwnTender } from './supplier-tender.ts';
import { listRfqAttachments } from './tender-document-repository.ts';

/** getudztbdoc: the tender's attachments for the invited supplier, with signed links and download flags. */
export async function listTenderAttachments(
  ctx: AppContext,
  caller: SessionUser,
  udztbnum: string,
): Promise<TenderAttachmentItem[]> {
  const supplierId = supplierIdOf(caller);
  const tender = await requireOwnTender(ctx.db, supplierId, { udztbnum });
  const links = await downloadLinks(ctx.db);
  const rows = await listRfqAttachments(ctx.db, tender.rfqId, supplierId);
  return rows.map((row) => ({
    ...presentDocument(row, links, caller.sessionId),
    downloaded: row.downloaded ? '1' : '0',
  }));
}

/** getsupplierdoc: the documents the supplier attached to this tender. */
export async function listSupplierDocuments(
  ctx: AppContext,
  caller: SessionUser,
  udztbnum: string,
): Promise<DocumentItem[]> {
  const supplierId = supplierIdOf(caller);
  const tender = await requireOwnTender(ctx.db, supplierId, { udztbnum });
  const links = await downloadLinks(ctx.db);
  const rows = await listOwnerDocuments(ctx.db, 'UDZTB', tender.id);
  return rows
    .filter((row) => row.supplier_id === supplierId)
    .map((row) => presentDocument(row, links, caller.sessionId));
}

/**
 * deleteudztbfile: removes one of the supplier's documents of a tender. Only UDZTB documents go this way
 * (profile files have their own calls); the status rule (WTQUOTE only) is the documents policy's.
 */
export async function deleteSupplierDocument(
  ctx: AppContext,
  caller: SessionUser,
  docinfoid: number,
): Promise<void> {
  const supplierId = supplierIdOf(caller);
  const doc = await findDocument(ctx.db, docinfoid);
  if (doc?.ownertable !== 'UDZTB' || doc.supplier_id !== supplierId) {
    throw new AppError(ErrorCode.DOCUMENT_NOT_FOUND);
  }
  await deleteDocument(ctx, caller, docinfoid);
}
