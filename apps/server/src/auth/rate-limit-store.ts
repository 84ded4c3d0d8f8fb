import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

type Reply = (error: Error | null, result?: { current: number; ttl: number }) => void;

// Expired windows are deleted at most this often per app server, so the table holds live counts only.
const SWEEP_EVERY_MS = 10 * 60_000;

interface CountRow {
  count: number;
  ttl: number | string;
}

/**
 * A store for @fastify/rate-limit that keeps its counts in the `rate_limit` table, so every app server
 * on one database counts the same attempts (the library's own store is per process). One statement
 * per call: the insert-or-increment is atomic under any concurrency, on PGlite and PostgreSQL alike.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.deleteFrom('rate_limit').where('reset_at', '<=', sql<Date>`now()`).execute();
  }

  async function increment(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    await sweep();
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

  async function peek(key: string): Promise<{ current: number; ttl: number }> {
    const row = await sql<CountRow>`
      select count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000)) as ttl
      from rate_limit where key = ${key} and reset_at > now()`.execute(db);
    const first = row.rows[0];
    return first ? { current: Number(first.count), ttl: Number(first.ttl) } : { current: 0, ttl: 0 };
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, reply: Reply, timeWindow: number): void {
      increment(key, timeWindow).then(
        (result) => reply(null, result),
        (error: Error) => reply(error),
      );
    }

    /** The non-mutating read `createRateLimit(...)(request, { increment: false })` relies on. */
    read(key: string, reply: Reply): void {
      peek(key).then(
        (result) => reply(null, result),
        (error: Error) => reply(error),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  }
  return DatabaseRateLimitStore;
}
