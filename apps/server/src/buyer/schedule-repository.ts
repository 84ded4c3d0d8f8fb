import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

// The scheduled-publish worker's queries (issue 33, item 2; rfq.publish_at, migration 0017): the claim of
// the draft due first and when the next one is due, by the database's clock. The worker decides.

/** A scheduled draft as the worker claims it, with the buyer who scheduled it. */
export interface DueSchedule {
  id: number;
  rfqnum: string;
  siteid: string;
  description: string;
  version: number;
  status: string;
  publish_at: Date;
  buyer_id: number;
  buyer_hrid: string;
  buyer_loginid: string;
  buyer_name: string;
  buyer_roles: string[];
}

/**
 * Claims the draft due to publish first, if any, in `trx` (the transaction that publishes or refuses it):
 * locked FOR NO KEY UPDATE SKIP LOCKED, the lock every change of an RFQ takes (rfq-repository.ts
 * findRfqRow), so two servers never claim the same draft, and one a buyer is saving just now is left for
 * the next look. Once the claimer commits, the draft is published or no longer scheduled.
 */
export async function claimDueSchedule(trx: Db): Promise<DueSchedule | undefined> {
  const row = await trx
    .selectFrom('rfq')
    .innerJoin('app_user as buyer', 'buyer.id', 'rfq.publish_by')
    .select([
      'rfq.id',
      'rfq.rfqnum',
      'rfq.siteid',
      'rfq.description',
      'rfq.version',
      'rfq.status',
      'rfq.publish_at',
      'buyer.id as buyer_id',
      'buyer.hrid as buyer_hrid',
      'buyer.loginid as buyer_loginid',
      'buyer.username as buyer_name',
      'buyer.roles as buyer_roles',
    ])
    .where('rfq.status', '=', 'DRAFT')
    .where('rfq.publish_at', '<=', sql<Date>`now()`)
    .orderBy('rfq.publish_at')
    .orderBy('rfq.id')
    .limit(1)
    .forNoKeyUpdate('rfq')
    .skipLocked()
    .executeTakeFirst();
  return row?.publish_at ? ({ ...row, publish_at: row.publish_at } as DueSchedule) : undefined;
}

/** Milliseconds until the next scheduled draft is due (negative: due already), or undefined when none. */
export async function nextScheduleDueInMs(db: Db): Promise<number | undefined> {
  const row = await sql<{ ms: number | null }>`
    select (extract(epoch from min(publish_at) - now()) * 1000)::float8 as ms
    from rfq where status = 'DRAFT' and publish_at is not null and publish_by is not null`.execute(db);
  const ms = row.rows[0]?.ms;
  return ms === null || ms === undefined ? undefined : Number(ms);
}
