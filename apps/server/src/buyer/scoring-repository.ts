import type { Db } from '../db/connect.ts';

// The scores given on an RFQ's criteria (issue 33, migration 0018); the criteria themselves are
// db/rfq-criteria.ts (the importer writes them too).
export { readCriteria, replaceCriteria } from '../db/rfq-criteria.ts';

/** Every score given on the RFQ's quotations, with who gave it. */
export function listScores(db: Db, rfqId: number) {
  return db
    .selectFrom('rfq_score')
    .innerJoin('app_user', 'app_user.id', 'rfq_score.scorer_id')
    .select([
      'rfq_score.udztb_id',
      'rfq_score.criterion',
      'rfq_score.scorer_id',
      'app_user.username as scorer',
      'rfq_score.score',
      'rfq_score.note',
      'rfq_score.scored_at',
    ])
    .where('rfq_score.rfq_id', '=', rfqId)
    .orderBy('rfq_score.scored_at')
    .orderBy('rfq_score.scorer_id')
    .execute();
}

/** A scorer's score of a quotation on a criterion, replacing their own earlier one; pass the transaction. */
export async function upsertScore(
  trx: Db,
  row: {
    udztb_id: number;
    rfq_id: number;
    criterion: string;
    scorer_id: number;
    score: string;
    note: string;
  },
  at: Date,
): Promise<void> {
  await trx
    .insertInto('rfq_score')
    .values({ ...row, scored_at: at })
    .onConflict((oc) =>
      oc.columns(['udztb_id', 'criterion', 'scorer_id']).doUpdateSet({
        score: row.score,
        note: row.note,
        scored_at: at,
      }),
    )
    .execute();
}
