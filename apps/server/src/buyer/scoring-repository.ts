import type { Criterion } from '@tender/domain';
import type { Db } from '../db/connect.ts';

// The criteria of an RFQ and the scores given on them (issue 33, migration 0018).

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
