import {
  canDeleteSupplierDocumentIn,
  isHardCopyTender,
  isPastClosingDate,
  isQuotingStatus,
} from '@tender/domain';
import { type DocumentOwner, supplierWrites } from '../documents/index.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { findTender, scopeOf, sealOf } from '../tenders/index.ts';

/**
 * A supplier's documents of a tender (spec 4.3): added while quoting (WTQUOTE, NORESPONSE) and deleted only
 * in WTQUOTE, both only online and before the closing date. The supplier's own until the closing date;
 * then what the seal table (issue 28) lets the group's users of the site read: buyers, and staff without
 * the buyer role only on a hard-copy tender, whose paper they input.
 */
export const tenderDocumentOwner: DocumentOwner = {
  ownertable: 'UDZTB',
  limitsImages: false,
  authorizeWrite: supplierWrites(async (trx, supplierId, ownerid, action) => {
    // Locked so a concurrent submit or decline cannot slip between this check and the write.
    const tender = await findTender(trx, { kind: 'supplier', supplierId }, { id: ownerid }, { lock: true });
    if (!tender) throw new AppError(ErrorCode.NO_SUCH_TENDER);
    if (isHardCopyTender(tender)) throw new AppError(ErrorCode.HARD_COPY);
    if (action === 'upload' && !isQuotingStatus(tender.status)) {
      throw new AppError(ErrorCode.UPLOAD_NOT_ALLOWED_IN_STATUS);
    }
    if (action === 'delete' && !canDeleteSupplierDocumentIn(tender.status)) {
      throw new AppError(ErrorCode.ACTION_NOT_ALLOWED);
    }
    // The closing date binds supplier documents as it binds saves and workflow actions (one rule).
    if (isPastClosingDate(tender.closingdate, new Date())) throw new AppError(ErrorCode.TENDER_EXPIRED);
    return supplierId;
  }),
  async canRead(db, caller, doc) {
    if (caller.supplierId !== null) return doc.supplier_id === caller.supplierId;
    const tender = await findTender(db, scopeOf(caller), { id: doc.ownerid });
    if (!tender) return false;
    return sealOf(caller, tender).documents;
  },
};
