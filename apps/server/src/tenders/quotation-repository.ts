import type { Db } from '../db/connect.ts';
import type { TenderStatusColumn } from '../db/tables.ts';
import type { TenderScope } from './tender-access.ts';

// The writes of quoting: lock one invitation of the supplier, check its downloads, change it only if
// nobody else changed it since it was read.

/** What the quoting services need of an invitation they have locked. */
export interface LockedInvitation {
  id: number;
  udztbnum: string;
  status: TenderStatusColumn;
  version: number;
  rfqId: number;
  closingdate: Date;
  tendercollectvia: string;
  bidmethod: string;
  pricenegotiation: boolean;
  hassiteinspection: boolean;
  inputed: boolean;
  attendedall: boolean;
  commentstojll: string;
  rfqnum: string;
  /** The RFQ's description and currency, for the submission's receipt. */
  tenderdesc: string;
  currency: string | null;
}

/**
 * Locks the supplier's own invitation (`for update`) until the transaction ends, so concurrent saves
 * and transitions of one tender run one after the other; undefined when it is not this supplier's.
 */
export async function lockSupplierInvitation(
  trx: Db,
  supplierId: number,
  key: { udztbnum: string } | { id: number },
): Promise<LockedInvitation | undefined> {
  return lockScopedInvitation(trx, { kind: 'supplier', supplierId }, key);
}

/**
 * Locks one invitation within the caller's scope (a supplier's own, or staff's site), as above;
 * undefined when it is outside the scope, so its existence is not revealed.
 */
export async function lockScopedInvitation(
  trx: Db,
  scope: TenderScope,
  key: { udztbnum: string } | { id: number },
): Promise<LockedInvitation | undefined> {
  return trx
    .selectFrom('udztb')
    .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
    .select([
      'udztb.id',
      'udztb.udztbnum',
      'udztb.status',
      'udztb.version',
      'rfq.id as rfqId',
      'rfq.closingdate',
      'rfq.tendercollectvia',
      'rfq.bidmethod',
      'rfq.pricenegotiation',
      'rfq.hassiteinspection',
      'udztb.inputed',
      'udztb.attendedall',
      'udztb.commentstojll',
      'rfq.rfqnum',
      'rfq.description as tenderdesc',
      'rfq.currency',
    ])
    .where((eb) =>
      scope.kind === 'supplier'
        ? eb('udztb.supplier_id', '=', scope.supplierId)
        : eb('rfq.siteid', '=', scope.siteid),
    )
    .where((eb) => ('id' in key ? eb('udztb.id', '=', key.id) : eb('udztb.udztbnum', '=', key.udztbnum)))
    .forUpdate('udztb')
    .executeTakeFirst();
}

/** Whether the supplier has downloaded every attachment of the RFQ (true when there are none). */
export async function allRfqDocumentsDownloaded(db: Db, rfqId: number, supplierId: number): Promise<boolean> {
  const missing = await db
    .selectFrom('document')
    .select('document.id')
    .where('document.ownertable', '=', 'RFQ')
    .where('document.ownerid', '=', rfqId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('document_download')
            .select('document_download.document_id')
            .whereRef('document_download.document_id', '=', 'document.id')
            .where('document_download.supplier_id', '=', supplierId),
        ),
      ),
    )
    .limit(1)
    .executeTakeFirst();
  return missing === undefined;
}

export interface InvitationChange {
  status?: TenderStatusColumn;
  inputed?: boolean;
  attendedall?: boolean;
  reminder?: boolean;
  commentstojll?: string;
  /** The receipt of an online submission (migration 0003). */
  submitted_at?: Date;
  submitted_by?: number;
  submission_ref?: string;
}

/**
 * Applies a change only if the invitation still has the status and version that were read, and bumps
 * the version; false when someone else changed it first (the caller reports a concurrent change).
 */
export async function updateInvitationIfUnchanged(
  trx: Db,
  read: { id: number; status: TenderStatusColumn; version: number },
  change: InvitationChange,
): Promise<boolean> {
  const result = await trx
    .updateTable('udztb')
    .set({ ...change, version: read.version + 1, updated_at: new Date() })
    .where('id', '=', read.id)
    .where('status', '=', read.status)
    .where('version', '=', read.version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
