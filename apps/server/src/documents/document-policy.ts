import type { Db } from '../db/connect.ts';
import type { DocumentOwnerTable } from '../db/tables.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import type { DocumentRow } from './document-repository.ts';

// Who may read, add and remove which document is decided by the owner the document hangs on, and each
// owner's rule lives with the feature that owns it (profile: SUPPLIER, SVCSCOPE, LICENSECERT; tender
// documents: UDZTB; work orders: WO; the buyer: RFQ), registered here at start (app.ts), as the workflow
// handlers are (http/workflow-registry.ts). So documents depends on no owner.

/** The parts of a document the rules look at. */
export type PolicyDocument = Pick<DocumentRow, 'ownertable' | 'ownerid' | 'supplier_id'>;

export type WriteAction = 'upload' | 'delete';

/** One owner table's rules, registered by the feature that owns the table. */
export interface DocumentOwner {
  readonly ownertable: DocumentOwnerTable;
  /** Profile owners limit images to 2 MB (spec 9). */
  readonly limitsImages: boolean;
  /** Whether the caller may download the document. */
  canRead(db: Db, caller: SessionUser, doc: PolicyDocument): Promise<boolean>;
  /**
   * Checks that the caller may add (or remove) a file of this owner and answers the supplier the document
   * belongs to (null: none); throws an AppError otherwise. Runs inside the write's transaction (rows are
   * locked).
   */
  authorizeWrite(trx: Db, caller: SessionUser, ownerid: number, action: WriteAction): Promise<number | null>;
}

export const forbidden = () => new AppError(ErrorCode.FORBIDDEN);

/** A supplier's own document: read only by its supplier's users. */
export const ownSupplierOnly = (_db: Db, caller: SessionUser, doc: PolicyDocument) =>
  Promise.resolve(caller.supplierId !== null && doc.supplier_id === caller.supplierId);

/**
 * The write rule of an owner only suppliers change (staff add and remove nothing there): `authorize`
 * checks the owner is the supplier's and answers the supplier id.
 */
export function supplierWrites(
  authorize: (trx: Db, supplierId: number, ownerid: number, action: WriteAction) => Promise<number>,
): DocumentOwner['authorizeWrite'] {
  return (trx, caller, ownerid, action) => {
    if (caller.supplierId === null) throw forbidden();
    return authorize(trx, caller.supplierId, ownerid, action);
  };
}

/**
 * The rules of every owner table, by table: suppliers act only on their own owners; staff read only tender
 * documents of their site and add or remove nothing, but a buyer adds and removes the attachments of their
 * site's draft and open RFQs (the RFQ owner's rule).
 */
export class DocumentOwners {
  private readonly byTable = new Map<DocumentOwnerTable, DocumentOwner>();

  add(...owners: DocumentOwner[]): void {
    for (const owner of owners) {
      if (this.byTable.has(owner.ownertable)) throw new Error(`document owner ${owner.ownertable} twice`);
      this.byTable.set(owner.ownertable, owner);
    }
  }

  /** Whether files may hang on this table at all. */
  has(ownertable: string): ownertable is DocumentOwnerTable {
    return this.byTable.has(ownertable as DocumentOwnerTable);
  }

  private owner(ownertable: DocumentOwnerTable): DocumentOwner {
    const owner = this.byTable.get(ownertable);
    if (!owner) throw new Error(`no document owner ${ownertable} registered`);
    return owner;
  }

  /** Whether the caller may download the document. */
  canRead(db: Db, caller: SessionUser, doc: PolicyDocument): Promise<boolean> {
    return this.owner(doc.ownertable).canRead(db, caller, doc);
  }

  /** Checks an upload or delete and answers the supplier id the document belongs to (null: none). */
  authorizeWrite(
    trx: Db,
    caller: SessionUser,
    ownertable: DocumentOwnerTable,
    ownerid: number,
    action: WriteAction,
  ): Promise<number | null> {
    return this.owner(ownertable).authorizeWrite(trx, caller, ownerid, action);
  }

  /** Whether images of this owner are limited to 2 MB. */
  limitsImages(ownertable: DocumentOwnerTable): boolean {
    return this.owner(ownertable).limitsImages;
  }
}
