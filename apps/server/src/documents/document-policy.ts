import {
  canDeleteSupplierDocumentIn,
  isHardCopyTender,
  isPastClosingDate,
  isQuotingStatus,
} from '@tender/domain';
import { assertRfqAction, findBuyerRfqById } from '../buyer/index.ts';
import type { Db } from '../db/connect.ts';
import type { DocumentOwnerTable } from '../db/tables.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';
import { isBuyer, type SessionUser } from '../http/session-user.ts';
import { findTender, scopeOf, tendersInScope } from '../tenders/index.ts';
import type { DocumentRow } from './document-repository.ts';

/** The parts of a document the rules look at. */
export type PolicyDocument = Pick<DocumentRow, 'ownertable' | 'ownerid' | 'supplier_id'>;

export type WriteAction = 'upload' | 'delete';

interface OwnerRule {
  /**
   * Checks that the caller may add (or remove) a file of this owner and answers the supplier the document
   * belongs to; throws an AppError otherwise. Runs inside the write's transaction (rows are locked).
   */
  authorizeWrite(trx: Db, supplierId: number, ownerid: number, action: WriteAction): Promise<number>;
  canRead(db: Db, caller: SessionUser, doc: PolicyDocument): Promise<boolean>;
  /** Profile owners limit images to 2 MB (spec 9). */
  limitsImages: boolean;
}

const ownSupplierOnly = (_db: Db, caller: SessionUser, doc: PolicyDocument) =>
  Promise.resolve(caller.supplierId !== null && doc.supplier_id === caller.supplierId);

const forbidden = () => new AppError(ErrorCode.FORBIDDEN);

// Spec 4.3: supplier documents of a tender are added while quoting (WTQUOTE, NORESPONSE) and deleted only
// in WTQUOTE, both only before the closing date.

/**
 * Staff read the attachments of their site's RFQs; those of a draft, which no supplier and no staff
 * look-up has seen yet, only its site's buyers.
 */
async function staffMayReadRfq(db: Db, caller: SessionUser, rfqId: number): Promise<boolean> {
  const row = await db
    .selectFrom('rfq')
    .select(['siteid', 'status'])
    .where('id', '=', rfqId)
    .executeTakeFirst();
  if (row?.siteid !== caller.siteid) return false;
  return row.status !== 'DRAFT' || isBuyer(caller);
}

const rules: Record<DocumentOwnerTable, OwnerRule> = {
  SUPPLIER: {
    limitsImages: true,
    async authorizeWrite(_trx, supplierId, ownerid) {
      if (ownerid !== supplierId) throw forbidden();
      return supplierId;
    },
    canRead: ownSupplierOnly,
  },
  SVCSCOPE: {
    limitsImages: true,
    async authorizeWrite(trx, supplierId, ownerid) {
      const scope = await trx
        .selectFrom('svc_scope')
        .select('id')
        .where('id', '=', ownerid)
        .where('supplier_id', '=', supplierId)
        .executeTakeFirst();
      if (!scope) throw forbidden();
      return supplierId;
    },
    canRead: ownSupplierOnly,
  },
  LICENSECERT: {
    limitsImages: true,
    async authorizeWrite(trx, supplierId, ownerid) {
      const licence = await trx
        .selectFrom('license_cert')
        .select('id')
        .where('id', '=', ownerid)
        .where('supplier_id', '=', supplierId)
        .executeTakeFirst();
      if (!licence) throw forbidden();
      return supplierId;
    },
    canRead: ownSupplierOnly,
  },
  UDZTB: {
    limitsImages: false,
    async authorizeWrite(trx, supplierId, ownerid, action) {
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
    },
    async canRead(db, caller, doc) {
      if (caller.supplierId !== null) return doc.supplier_id === caller.supplierId;
      return (await findTender(db, scopeOf(caller), { id: doc.ownerid })) !== undefined;
    },
  },
  WO: {
    limitsImages: false,
    async authorizeWrite(trx, supplierId, ownerid) {
      // Spec 6: work-order attachments are changed by the workflow owner only.
      const order = await trx
        .selectFrom('work_order')
        .select('workflowowner')
        .where('id', '=', ownerid)
        .where('supplier_id', '=', supplierId)
        .executeTakeFirst();
      if (!order?.workflowowner) throw forbidden();
      return supplierId;
    },
    canRead: ownSupplierOnly,
  },
  RFQ: {
    limitsImages: false,
    // Tender attachments come from the buyer's side: the importer, or a buyer (buyerAuthorizeWrite);
    // no supplier changes them.
    async authorizeWrite() {
      throw forbidden();
    },
    async canRead(db, caller, doc) {
      if (caller.supplierId === null) return staffMayReadRfq(db, caller, doc.ownerid);
      const invited = await tendersInScope(db, scopeOf(caller))
        .select('udztb.id')
        .where('udztb.rfq_id', '=', doc.ownerid)
        .executeTakeFirst();
      return invited !== undefined;
    },
  },
};

export const OWNER_TABLES = Object.keys(rules) as DocumentOwnerTable[];

/**
 * A buyer adds and removes the attachments of an RFQ of their site (issue 17) while it is a draft or open
 * (locked until the write commits) and not in a negotiation round; another site's RFQ is 4000001, a
 * closed one or one in a round 5600006, an awarded or cancelled one 5600009. Such a document belongs to
 * no supplier.
 */
async function buyerAuthorizeWrite(trx: Db, caller: SessionUser, ownerid: number): Promise<null> {
  const rfq = await findBuyerRfqById(trx, caller, ownerid, { lock: true });
  // A negotiation round reopens the prices only, for the suppliers of the round: the documents they
  // quoted on stay as they were, as after closing.
  assertRfqAction(rfq, 'attach');
  return null;
}

/**
 * Who may read, add and remove which document, decided by the owner the document hangs on. Suppliers act
 * only on their own owners; staff read only tender documents of their site and add or remove nothing,
 * but a buyer adds and removes the attachments of their site's draft and open RFQs.
 */
export const documentPolicy = {
  /** Whether the caller may download the document. */
  canRead(db: Db, caller: SessionUser, doc: PolicyDocument): Promise<boolean> {
    return rules[doc.ownertable].canRead(db, caller, doc);
  },

  /** Checks an upload or delete and answers the supplier id the document belongs to (null: none). */
  authorizeWrite(
    trx: Db,
    caller: SessionUser,
    ownertable: DocumentOwnerTable,
    ownerid: number,
    action: WriteAction,
  ): Promise<number | null> {
    if (caller.supplierId === null) {
      if (ownertable === 'RFQ' && isBuyer(caller)) return buyerAuthorizeWrite(trx, caller, ownerid);
      throw forbidden();
    }
    return rules[ownertable].authorizeWrite(trx, caller.supplierId, ownerid, action);
  },

  /** Whether images of this owner are limited to 2 MB. */
  limitsImages(ownertable: DocumentOwnerTable): boolean {
    return rules[ownertable].limitsImages;
  },
};
