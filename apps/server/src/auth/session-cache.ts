import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbHandle } from '../db/connect.ts';
import type { NotifyListener } from '../db/notify-listener.ts';
import type { SessionUser } from '../http/session-user.ts';

// Every authenticated call used to read its session and user from the database first: a second statement
// per request, half the cost of the cheap reads (docs/performance.md). Each app server now keeps the
// sessions it has resolved, keyed by the token's hash, and drops them when the database announces a change
// to the session or its user (migration 0005: triggers NOTIFY 'session_cache'). Correctness rests on three
// rules:
// - nothing is served unless the LISTEN is up; when it drops, everything kept is dropped and the cache is
//   bypassed until LISTEN is acknowledged again (a notification may have been missed in between);
// - a load that was under way when any notification or state change arrived is not kept (its row may
//   predate the change), so a value is kept only if nothing was announced while it was read;
// - a notification is delivered asynchronously, so a change committed just before a request (signed out
//   on server A, the next call on server B) may still be on its way: before answering from memory, a hit
//   waits for one round trip on the listening connection (shared by concurrent requests), after which
//   every change committed before the request has been heard (NotifyListener.sync). That round trip is
//   a bare `select 1`, far cheaper for PostgreSQL than the session read, and none on PGlite;
// - the expiry time is kept and checked on every hit.

export const SESSION_CACHE_CHANNEL = 'session_cache';
const MAX_ENTRIES = 20_000;

interface Entry {
  user: SessionUser;
  expiresAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listening = false;
  /** Bumped by every notification and state change; a load keeps its value only if it did not move. */
  private epoch = 0;
  private syncWith: () => Promise<void> = () => Promise.resolve();
  /** Lookups answered from memory (hits) and sent to the database (misses), for the metrics. */
  readonly lookups = { hits: 0, misses: 0 };

  /** The listener's barrier (see above); the cache answers only after it. */
  useSync(sync: () => Promise<void>): void {
    this.syncWith = sync;
  }

  get isListening(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept session of a token hash, or undefined (not kept, not listening, or expired: ask the database). */
  get(tokenHash: string, now = Date.now()): SessionUser | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  /**
   * The kept session of a token hash once every change committed before this call has been heard, or
   * undefined (then ask the database).
   */
  async lookup(tokenHash: string): Promise<SessionUser | undefined> {
    const user = await this.lookupKept(tokenHash);
    if (user) this.lookups.hits++;
    else this.lookups.misses++;
    return user;
  }

  private async lookupKept(tokenHash: string): Promise<SessionUser | undefined> {
    if (!this.get(tokenHash)) return undefined;
    try {
      await this.syncWith();
    } catch {
      return undefined;
    }
    return this.get(tokenHash);
  }

  /** Taken before a load; pass it to `keep`. */
  mark(): number {
    return this.epoch;
  }

  /** Keeps a loaded live session, unless something was announced since `mark` or nobody is listening. */
  keep(tokenHash: string, user: SessionUser, expiresAt: Date, mark: number): void {
    if (!this.listening || mark !== this.epoch) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // Shared by every request that hits it: nobody may change it in place.
    this.entries.set(tokenHash, { user: Object.freeze(user), expiresAt: expiresAt.getTime() });
  }

  /** A notification: 's<session id>', 'u<user id>' or '*'. Anything unexpected drops everything. */
  invalidate(payload: string): void {
    this.epoch++;
    const id = Number(payload.slice(1));
    const field = payload[0] === 's' ? 'sessionId' : payload[0] === 'u' ? 'userId' : undefined;
    if (!field || !Number.isSafeInteger(id) || payload.length < 2) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.user[field] === id) this.entries.delete(key);
    }
  }

  setListening(listening: boolean): void {
    this.epoch++;
    this.entries.clear();
    this.listening = listening;
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The cache of an app's database, if it runs one (SESSION_CACHE=0 turns it off). */
export function sessionCacheOf(db: Db): SessionCache | undefined {
  return caches.get(db);
}

/** Starts the cache of one app server: it serves only once its LISTEN is acknowledged. */
export async function startSessionCache(
  handle: DbHandle,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ cache: SessionCache; stop(): Promise<void> }> {
  const cache = new SessionCache();
  const listener: NotifyListener = await handle.listen(SESSION_CACHE_CHANNEL, {
    onNotify: (payload) => cache.invalidate(payload),
    onState: (listening) => cache.setListening(listening),
    onError: (error) =>
      log.warn(
        { err: error },
        'session cache: LISTEN connection lost; reading sessions from the database until it is back',
      ),
  });
  cache.useSync(() => listener.sync());
  caches.set(handle.db, cache);
  return {
    cache,
    async stop() {
      caches.delete(handle.db);
      await listener.stop();
    },
  };
}
