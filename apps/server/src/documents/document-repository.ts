import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { DocumentOwnerTable, DocumentTable } from '../db/tables.ts';

export type DocumentRow = Selectable<DocumentTable>;

/** One stored document by id, or undefined. */
export function findDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  return db.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The documents of one owner, oldest first (the order they were attached). */
export function listOwnerDocuments(
  db: Db,
  ownertable: DocumentOwnerTable,
  ownerid: number,
): Promise<DocumentRow[]> {
  return db
    .selectFrom('document')
    .selectAll()
    .where('ownertable', '=', ownertable)
    .where('ownerid', '=', ownerid)
    .orderBy('id')
    .execute();
}

/** Whether the owner already has a document of this name (names are unique per owner). */
export async function isFileNameTaken(
  db: Db,
  ownertable: DocumentOwnerTable,
  ownerid: number,
  filename: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('document')
    .select('id')
    .where('ownertable', '=', ownertable)
    .where('ownerid', '=', ownerid)
    .where('filename', '=', filename)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewDocument {
  ownertable: DocumentOwnerTable;
  ownerid: number;
  supplierId: number | null;
  atttype: string;
  filename: string;
  description: string;
  filetype: string;
  size: number;
  storageKey: string;
  createdBy: number;
}

export function insertDocument(db: Db, doc: NewDocument): Promise<DocumentRow> {
  return db
    .insertInto('document')
    .values({
      ownertable: doc.ownertable,
      ownerid: doc.ownerid,
      supplier_id: doc.supplierId,
      atttype: doc.atttype,
      filename: doc.filename,
      description: doc.description,
      filetype: doc.filetype,
      size: doc.size,
      storage_key: doc.storageKey,
      created_by: doc.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteDocumentRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('document').where('id', '=', id).execute();
}

/** Records that a supplier downloaded a document (once: a second download changes nothing). */
export async function insertDownload(db: Db, documentId: number, supplierId: number): Promise<void> {
  await db
    .insertInto('document_download')
    .values({ document_id: documentId, supplier_id: supplierId })
    .onConflict((oc) => oc.columns(['document_id', 'supplier_id']).doNothing())
    .execute();
}

/** Of some storage keys, those a document references. */
export async function referencedKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('document')
    .select('storage_key')
    .where('storage_key', 'in', keys)
    .execute();
  return new Set(rows.map((row) => row.storage_key));
}
