import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { RfqAwardLineTable, RfqAwardState, RfqAwardTable } from '../db/tables.ts';

// The award's rows (issue 29, migration 0013): rfq_award (proposed, final or rejected) and its lines
// (rfq_award_line, each entry line given to one invitation) and the mark on the supplier's own line
// (udztb_line.awarded) once final. The services decide, these read and write.

/** The states of an award that stands or waits: at most one per RFQ (index rfq_award_live). */
const LIVE: readonly RfqAwardState[] = ['PENDING', 'FINAL'];

export async function insertAward(trx: Db, values: Insertable<RfqAwardTable>): Promise<number> {
  const row = await trx.insertInto('rfq_award').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the award's lines, many per statement. */
export async function insertAwardLines(trx: Db, lines: readonly RfqAwardLineTable[]): Promise<void> {
  const CHUNK = 2_000;
  for (let start = 0; start < lines.length; start += CHUNK) {
    await trx
      .insertInto('rfq_award_line')
      .values(lines.slice(start, start + CHUNK))
      .execute();
  }
}

/** The RFQ's award waiting for approval, locked until the transaction ends; undefined when none. */
export function lockPendingAward(trx: Db, rfqId: number) {
  return trx
    .selectFrom('rfq_award')
    .innerJoin('app_user', 'app_user.id', 'rfq_award.proposed_by')
    .select([
      'rfq_award.id',
      'rfq_award.proposed_by',
      'rfq_award.justification',
      'rfq_award.total',
      'rfq_award.threshold',
      'app_user.username as proposer',
    ])
    .where('rfq_award.rfq_id', '=', rfqId)
    .where('rfq_award.state', '=', 'PENDING')
    .forUpdate('rfq_award')
    .executeTakeFirst();
}

/** Records an approver's decision on a pending award. */
export async function decideAward(
  trx: Db,
  awardId: number,
  decision: { state: 'FINAL' | 'REJECTED'; decidedBy: number; comment: string },
): Promise<void> {
  await trx
    .updateTable('rfq_award')
    .set({
      state: decision.state,
      decided_by: decision.decidedBy,
      decided_at: new Date(),
      comment: decision.comment,
    })
    .where('id', '=', awardId)
    .where('state', '=', 'PENDING')
    .execute();
}

/** The award's lines with the invitation each is given to, by seqno. */
export function listAwardLines(db: Db, awardId: number) {
  return db
    .selectFrom('rfq_award_line')
    .innerJoin('udztb_line', (join) =>
      join
        .onRef('udztb_line.udztb_id', '=', 'rfq_award_line.udztb_id')
        .onRef('udztb_line.seqno', '=', 'rfq_award_line.seqno'),
    )
    .select([
      'rfq_award_line.udztb_id',
      'rfq_award_line.seqno',
      'rfq_award_line.amount',
      'udztb_line.description',
    ])
    .where('rfq_award_line.award_id', '=', awardId)
    .orderBy('rfq_award_line.seqno')
    .execute();
}

/** Marks the supplier's own lines of a final award as awarded (what their getudztbline shows). */
export async function markAwardedLines(trx: Db, awardId: number): Promise<void> {
  await trx
    .updateTable('udztb_line')
    .from('rfq_award_line')
    .set({ awarded: true })
    .whereRef('udztb_line.udztb_id', '=', 'rfq_award_line.udztb_id')
    .whereRef('udztb_line.seqno', '=', 'rfq_award_line.seqno')
    .where('rfq_award_line.award_id', '=', awardId)
    .execute();
}

/**
 * The award the tender page shows: the one that waits or stands, else the last rejected; with who proposed
 * and decided it. Undefined before any.
 */
export function findShownAward(db: Db, rfqId: number) {
  return db
    .selectFrom('rfq_award')
    .innerJoin('app_user as proposer', 'proposer.id', 'rfq_award.proposed_by')
    .leftJoin('app_user as decider', 'decider.id', 'rfq_award.decided_by')
    .select([
      'rfq_award.id',
      'rfq_award.state',
      'rfq_award.proposed_at',
      'rfq_award.justification',
      'rfq_award.total',
      'rfq_award.threshold',
      'rfq_award.needs_approval',
      'rfq_award.decided_at',
      'rfq_award.comment',
      'proposer.username as proposedby',
      'decider.username as decidedby',
    ])
    .where('rfq_award.rfq_id', '=', rfqId)
    .orderBy((eb) =>
      eb
        .case()
        .when('rfq_award.state', 'in', [...LIVE])
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy('rfq_award.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The award's lines by supplier: code, name, seqno and amount, by supplier code then seqno. */
export function listAwardLinesBySupplier(db: Db, awardId: number) {
  return db
    .selectFrom('rfq_award_line')
    .innerJoin('udztb', 'udztb.id', 'rfq_award_line.udztb_id')
    .innerJoin('supplier', 'supplier.id', 'udztb.supplier_id')
    .select(['supplier.code', 'supplier.name', 'rfq_award_line.seqno', 'rfq_award_line.amount'])
    .where('rfq_award_line.award_id', '=', awardId)
    .orderBy('supplier.code')
    .orderBy('rfq_award_line.seqno')
    .execute();
}

/** The lines of the RFQ's pending or final award, as invitation id and seqno. */
export function listLiveAwardedLines(db: Db, rfqId: number) {
  return db
    .selectFrom('rfq_award_line')
    .innerJoin('rfq_award', 'rfq_award.id', 'rfq_award_line.award_id')
    .select(['rfq_award_line.udztb_id', 'rfq_award_line.seqno'])
    .where('rfq_award.rfq_id', '=', rfqId)
    .where('rfq_award.state', 'in', [...LIVE])
    .execute();
}

/** The site's awards waiting for approval, oldest first, with their RFQ and proposer. */
export function listPendingAwards(db: Db, siteid: string) {
  return db
    .selectFrom('rfq_award')
    .innerJoin('rfq', 'rfq.id', 'rfq_award.rfq_id')
    .innerJoin('app_user', 'app_user.id', 'rfq_award.proposed_by')
    .select((eb) => [
      'rfq_award.id',
      'rfq_award.proposed_by',
      'rfq_award.proposed_at',
      'rfq_award.total',
      'rfq_award.justification',
      'rfq.rfqnum',
      'rfq.description',
      'rfq.currency',
      'app_user.username',
      eb
        .selectFrom('rfq_award_line')
        .innerJoin('udztb', 'udztb.id', 'rfq_award_line.udztb_id')
        .select((inner) => inner.fn.count<number>('udztb.supplier_id').distinct().as('n'))
        .whereRef('rfq_award_line.award_id', '=', 'rfq_award.id')
        .as('suppliers'),
    ])
    .where('rfq.siteid', '=', siteid)
    .where('rfq_award.state', '=', 'PENDING')
    .orderBy('rfq_award.proposed_at')
    .orderBy('rfq_award.id')
    .execute();
}

/** A staff user of the portal by login id, as a session would present them (the demo's proposer). */
export function findStaffUser(db: Db, loginid: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'hrid', 'loginid', 'username', 'siteid', 'roles'])
    .where('loginid', '=', loginid)
    .where('supplier_id', 'is', null)
    .executeTakeFirst();
}
