import { sql } from 'kysely';
import type { Db } from './connect.ts';

// The queries every outbox's worker runs the same way on its own table (mail_outbox, webhook_outbox: both
// have state, attempts and next_attempt_at): the claim of the row due first, its settlement, when the
// next one is due, and the due-again of rows a dead sender left. What a row holds is each outbox's own.

export type OutboxTable = 'mail_outbox' | 'webhook_outbox';

/**
 * Claims the row of `table` due first, if any, for `leaseMs`: one short statement, its own transaction
 * (FOR UPDATE SKIP LOCKED: two servers never claim the same row); it is marked `sending` with one more
 * attempt, due again at the lease's end. Answers the row's `columns`.
 */
export async function claimDueRow<T>(
  db: Db,
  table: OutboxTable,
  leaseMs: number,
  columns: readonly string[],
): Promise<T | undefined> {
  const claimed = await sql<T>`
    update ${sql.table(table)}
    set state = 'sending', attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    where id = (
      select id from ${sql.table(table)}
      where state in ('queued', 'sending') and next_attempt_at <= now()
      order by next_attempt_at, id
      limit 1
      for update skip locked
    )
    returning ${sql.join(columns.map((column) => sql.ref(column)))}`.execute(db);
  return claimed.rows[0];
}

/** Milliseconds until the next queued row is due or a claim's lease ends, by the database's clock. */
export async function nextDueInMsOf(db: Db, table: OutboxTable): Promise<number | undefined> {
  const row = await sql<{ ms: number | null }>`
    select (extract(epoch from min(next_attempt_at) - now()) * 1000)::float8 as ms
    from ${sql.table(table)} where state in ('queued', 'sending')`.execute(db);
  const ms = row.rows[0]?.ms;
  return ms === null || ms === undefined ? undefined : Number(ms);
}

/** Makes every row of `table` being sent due at `at`. */
export async function makeSendingDueIn(db: Db, table: OutboxTable, at: Date): Promise<void> {
  await db.updateTable(table).set({ next_attempt_at: at }).where('state', '=', 'sending').execute();
}
