import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { DocumentRow } from '../documents/index.ts';

export interface AttachmentRow extends DocumentRow {
  downloaded: boolean;
}

/** The tender's attachments (RFQ documents), oldest first, each with whether this supplier downloaded it. */
export function listRfqAttachments(db: Db, rfqId: number, supplierId: number): Promise<AttachmentRow[]> {
  return db
    .selectFrom('document')
    .selectAll('document')
    .select(
      sql<boolean>`exists (
        select 1 from document_download dd where dd.document_id = document.id and dd.supplier_id = ${supplierId}
      )`.as('downloaded'),
    )
    .where('document.ownertable', '=', 'RFQ')
    .where('document.ownerid', '=', rfqId)
    .orderBy('document.id')
    .execute();
}
