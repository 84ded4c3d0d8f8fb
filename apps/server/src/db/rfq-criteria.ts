import type { Criterion } from '@tender/domain';
import type { Db } from './connect.ts';

// The criteria an RFQ's quotations are weighed on (issue 33, migration 0018), written by the buyer
// console's save and by the importer, read by the tabulation, the tender detail and the supplier record.

/** The RFQ's criteria, price first then the buyer's order. */
export function readCriteria(db: Db, rfqId: number): Promise<Criterion[]> {
  return db
    .selectFrom('rfq_criterion')
    .select(['criterion', 'name', 'weight'])
    .where('rfq_id', '=', rfqId)
    .orderBy('position')
    .execute();
}

/** Makes the RFQ's criteria exactly these (already checked and normalised); pass the transaction. */
export async function replaceCriteria(trx: Db, rfqId: number, criteria: readonly Criterion[]): Promise<void> {
  await trx.deleteFrom('rfq_criterion').where('rfq_id', '=', rfqId).execute();
  if (criteria.length === 0) return;
  await trx
    .insertInto('rfq_criterion')
    .values(criteria.map((c, position) => ({ rfq_id: rfqId, ...c, position })))
    .execute();
}
