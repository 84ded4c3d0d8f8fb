import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

// The `rate_limit` table's queries: the counts of the sign-in limit (through @fastify/rate-limit's
// store) and the image codes' markers. What a count means is decided by their callers.

interface CountRow {
  count: number;
  ttl: number | string;
}

/** Deletes the windows that have ended. */
export async function deleteEndedWindows(db: Db): Promise<void> {
  await db.deleteFrom('rate_limit').where('reset_at', '<=', sql<Date>`now()`).execute();
}

/**
 * Counts one more under a key, in one statement (atomic under any concurrency, on PGlite and PostgreSQL
 * alike): a new window of `windowMs` when none is live. Answers the count and the window's milliseconds
 * left.
 */
export async function incrementCount(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const row = await sql<CountRow>`
      insert into rate_limit as r (key, count, reset_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when r.reset_at <= now() then 1 else r.count + 1 end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000)) as ttl`.execute(db);
  const first = row.rows[0];
  return { current: Number(first?.count ?? 1), ttl: Number(first?.ttl ?? windowMs) };
}

/** A key's live count and milliseconds left, without counting (0 and 0 when none is live). */
export async function peekCount(db: Db, key: string): Promise<{ current: number; ttl: number }> {
  const row = await sql<CountRow>`
      select count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000)) as ttl
      from rate_limit where key = ${key} and reset_at > now()`.execute(db);
  const first = row.rows[0];
  return first ? { current: Number(first.count), ttl: Number(first.ttl) } : { current: 0, ttl: 0 };
}

/** Gives one count back under a key (never below 0). */
export async function giveBackCount(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_limit')
    .set({ count: sql<number>`greatest(count - 1, 0)` })
    .where('key', '=', key)
    .execute();
}

/** The live counts of some keys. */
export async function liveCounts(db: Db, keys: string[]) {
  return db
    .selectFrom('rate_limit')
    .select(['key', 'count'])
    .where('key', 'in', keys)
    .where('reset_at', '>', sql<Date>`now()`)
    .execute();
}

/**
 * Sets `markerKey` to the live count of `countedKey` less one (never below 0), ending with it; nothing
 * when `countedKey` has no live window.
 */
export async function markCountLessOne(db: Db, markerKey: string, countedKey: string): Promise<void> {
  await sql`
        insert into rate_limit as r (key, count, reset_at)
        select ${markerKey}, greatest(count - 1, 0), reset_at
        from rate_limit where key = ${countedKey} and reset_at > now()
        on conflict (key) do update set count = excluded.count, reset_at = excluded.reset_at`.execute(db);
}
