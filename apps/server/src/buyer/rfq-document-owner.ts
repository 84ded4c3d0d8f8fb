import type { Db } from '../db/connect.ts';
import { type DocumentOwner, forbidden } from '../documents/index.ts';
import { isBuyer, type SessionUser } from '../http/session-user.ts';
import { scopeOf, tendersInScope } from '../tenders/index.ts';
import { findRfqRow } from './rfq-repository.ts';
import { assertRfqAction, findBuyerRfqById } from './rfq-scope.ts';

/**
 * Staff read the attachments of their site's RFQs; those of a draft, which no supplier and no staff
 * look-up has seen yet, only its site's buyers.
 */
async function staffMayReadRfq(db: Db, caller: SessionUser, rfqId: number): Promise<boolean> {
  const row = await findRfqRow(db, caller.siteid, { id: rfqId }, false);
  return row !== undefined && (row.status !== 'DRAFT' || isBuyer(caller));
}

/**
 * An RFQ's attachments (the tender documents): read by the suppliers invited to it and by staff of its site.
 * They come from the importer or from a buyer, who adds and removes them on an RFQ of their site (issue 17)
 * while it is a draft or open (locked until the write commits) and not in a negotiation round; another
 * site's RFQ is 4000001, a closed one or one in a round 5600006, an awarded or cancelled one 5600009. Such a
 * document belongs to no supplier; no supplier and no other staff changes them.
 */
export const rfqDocumentOwner: DocumentOwner = {
  ownertable: 'RFQ',
  limitsImages: false,
  async authorizeWrite(trx, caller, ownerid) {
    if (caller.supplierId !== null || !isBuyer(caller)) throw forbidden();
    const rfq = await findBuyerRfqById(trx, caller, ownerid, { lock: true });
    // A negotiation round reopens the prices only, for the suppliers of the round: the documents they
    // quoted on stay as they were, as after closing.
    assertRfqAction(rfq, 'attach');
    return null;
  },
  async canRead(db, caller, doc) {
    if (caller.supplierId === null) return staffMayReadRfq(db, caller, doc.ownerid);
    const invited = await tendersInScope(db, scopeOf(caller))
      .select('udztb.id')
      .where('udztb.rfq_id', '=', doc.ownerid)
      .executeTakeFirst();
    return invited !== undefined;
  },
};
