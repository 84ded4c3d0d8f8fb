import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/connect.ts';
import { deleteEndedWindows, incrementCount, peekCount } from './rate-limit-repository.ts';

type Reply = (error: Error | null, result?: { current: number; ttl: number }) => void;

// Expired windows are deleted at most this often per app server, so the table holds live counts only.
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * A store for @fastify/rate-limit that keeps its counts in the `rate_limit` table, so every app server
 * on one database counts the same attempts (the library's own store is per process). One statement
 * per call (rate-limit-repository.ts): the insert-or-increment is atomic under any concurrency.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await deleteEndedWindows(db);
  }

  async function increment(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    await sweep();
    return incrementCount(db, key, windowMs);
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
      peekCount(db, key).then(
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
