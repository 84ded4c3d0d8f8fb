import type { Db } from '../db/connect.ts';

// What quoting reads besides the tender itself (tender-scope.ts finds and locks that, change-tender.ts
// changes it), and the reader of a submission's receipt.

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

/** The address, language and name of user `userId`, whom a quotation's receipt is mailed to. */
export async function findReceiptReader(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .select(['email', 'language', 'username'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
