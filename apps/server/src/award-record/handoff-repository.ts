import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { claimDueRow, makeSendingDueIn, nextDueInMsOf } from '../db/outbox-queries.ts';
import type { MailState } from '../db/tables.ts';

// The ERP hand-off's queries (tables rfq_award, rfq_award_line, webhook_outbox; migration 0013): the final
// award as the payload carries it, queueing, the worker's claim and settlement, the tender page's list
// and the metrics' counts. Each query runs in the transaction (`db`) it is handed.

/** The award `awardId` with its RFQ, proposer and approver, when it is FINAL. */
export function readFinalAward(db: Db, awardId: number) {
  return db
    .selectFrom('rfq_award as a')
    .innerJoin('rfq', 'rfq.id', 'a.rfq_id')
    .innerJoin('app_user as proposer', 'proposer.id', 'a.proposed_by')
    .leftJoin('app_user as decider', 'decider.id', 'a.decided_by')
    .select([
      'a.id',
      'a.rfq_id',
      'a.justification',
      sql<string>`a.total::text`.as('total'),
      'a.needs_approval',
      'a.proposed_at',
      'a.decided_at',
      'rfq.rfqnum',
      'rfq.description',
      'rfq.siteid',
      'rfq.currency',
      'proposer.loginid as proposer_loginid',
      'proposer.username as proposer_name',
      'decider.loginid as decider_loginid',
      'decider.username as decider_name',
    ])
    .where('a.id', '=', awardId)
    .where('a.state', '=', 'FINAL')
    .executeTakeFirst();
}

/** The award's lines with their supplier and the buyer's line, by supplier code then line number. */
export function readAwardLines(db: Db, awardId: number) {
  return db
    .selectFrom('rfq_award_line as l')
    .innerJoin('rfq_award as a', 'a.id', 'l.award_id')
    .innerJoin('udztb', 'udztb.id', 'l.udztb_id')
    .innerJoin('supplier', 'supplier.id', 'udztb.supplier_id')
    .leftJoin('rfq_line', (join) =>
      join.onRef('rfq_line.rfq_id', '=', 'a.rfq_id').onRef('rfq_line.seqno', '=', 'l.seqno'),
    )
    .select([
      'l.seqno',
      sql<string>`l.amount::text`.as('amount'),
      'udztb.udztbnum',
      'supplier.code',
      'supplier.name',
      'rfq_line.description',
      sql<string | null>`rfq_line.quantity::text`.as('quantity'),
      'rfq_line.unit',
    ])
    .where('l.award_id', '=', awardId)
    .orderBy('supplier.code')
    .orderBy('l.seqno')
    .execute();
}

/** Each awarded supplier's total of the award's lines (exact: summed as numeric). */
export function readAwardTotals(db: Db, awardId: number) {
  return db
    .selectFrom('rfq_award_line as l')
    .innerJoin('udztb', 'udztb.id', 'l.udztb_id')
    .select(['udztb.udztbnum', sql<string>`sum(l.amount)::text`.as('total')])
    .where('l.award_id', '=', awardId)
    .groupBy('udztb.udztbnum')
    .execute();
}

/** The live award of the RFQ (PENDING or FINAL), or undefined. */
export function readLiveAward(db: Db, rfqId: number) {
  return db
    .selectFrom('rfq_award')
    .select(['id', 'state', 'justification'])
    .where('rfq_id', '=', rfqId)
    .where('state', 'in', ['PENDING', 'FINAL'])
    .executeTakeFirst();
}

/** The invitation each line of the award goes to. */
export function readAwardLineOwners(db: Db, awardId: number) {
  return db
    .selectFrom('rfq_award_line as l')
    .innerJoin('udztb', 'udztb.id', 'l.udztb_id')
    .select(['l.seqno', 'udztb.udztbnum'])
    .where('l.award_id', '=', awardId)
    .execute();
}

/** Queues one hand-off; answers its id. */
export async function insertHandoff(
  db: Db,
  row: { kind: string; rfqId: number; url: string; payload: unknown },
): Promise<number> {
  const inserted = await db
    .insertInto('webhook_outbox')
    .values({
      kind: row.kind,
      rfq_id: row.rfqId,
      url: row.url,
      payload: JSON.stringify(row.payload),
      next_attempt_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A hand-off as the worker claims it to send it. */
export interface ClaimedHandoff {
  id: number;
  message_id: string;
  kind: string;
  rfq_id: number | null;
  url: string;
  payload: unknown;
  attempts: number;
  created_at: Date;
}

/**
 * Claims the hand-off due first, if any, for `leaseMs` (FOR UPDATE SKIP LOCKED: two servers never claim
 * the same row); it is marked `sending` with one more attempt, due again at the lease's end (a server that
 * dies mid-send leaves it to be sent again).
 */
export function claimDueHandoff(db: Db, leaseMs: number): Promise<ClaimedHandoff | undefined> {
  return claimDueRow<ClaimedHandoff>(db, 'webhook_outbox', leaseMs, [
    'id',
    'message_id',
    'kind',
    'rfq_id',
    'url',
    'payload',
    'attempts',
    'created_at',
  ]);
}

/** What settling a claimed hand-off sets. */
export interface HandoffChange {
  state: 'sent' | 'queued' | 'failed';
  last_status: number | null;
  last_error: string | null;
  next_attempt_at?: Date;
  sent_at?: Date;
}

/** Settles a claimed hand-off, unless its lease ran out and another claim (attempt) has taken it since. */
export async function updateClaimedHandoff(
  db: Db,
  handoff: Pick<ClaimedHandoff, 'id' | 'attempts'>,
  change: HandoffChange,
): Promise<void> {
  await db
    .updateTable('webhook_outbox')
    .set(change)
    .where('id', '=', handoff.id)
    .where('state', '=', 'sending')
    .where('attempts', '=', handoff.attempts)
    .execute();
}

/** Milliseconds until the next queued hand-off is due or a claim's lease ends, by the database's clock. */
export function nextHandoffDueInMs(db: Db): Promise<number | undefined> {
  return nextDueInMsOf(db, 'webhook_outbox');
}

/** Makes every hand-off being sent due at `at`. */
export function makeHandoffsSendingDue(db: Db, at: Date): Promise<void> {
  return makeSendingDueIn(db, 'webhook_outbox', at);
}

/** The RFQ's hand-offs, oldest first (never the URL: it may hold credentials). */
export function listHandoffs(db: Db, rfqId: number) {
  return db
    .selectFrom('webhook_outbox')
    .select(['created_at', 'kind', 'state', 'attempts', 'sent_at', 'last_status', 'last_error'])
    .where('rfq_id', '=', rfqId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The hand-offs by state (every state, 0 when none): one grouped scan. */
export async function countHandoffsByState(db: Db): Promise<Record<MailState, number>> {
  const rows = await db
    .selectFrom('webhook_outbox')
    .select(['state', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('state')
    .execute();
  const counts: Record<MailState, number> = { queued: 0, sending: 0, sent: 0, failed: 0, dropped: 0 };
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
}
