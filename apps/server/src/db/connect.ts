import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { listenPostgres, type NotifyHandlers, type NotifyListener } from './notify-listener.ts';
import { countingDialect, type PoolStats, pgPoolStats } from './pool-stats.ts';
import { prepareStatementsOn } from './prepared-statements.ts';
import type { Database } from './tables.ts';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel: on PostgreSQL through a connection of its own, on PGlite in process. */
  listen(channel: string, handlers: NotifyHandlers): Promise<NotifyListener>;
  /** Connections in use and queries waiting for one, for the metrics. */
  poolStats(): PoolStats;
  /** The embedded database itself (PGlite only), for the backup of its data folder. */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** Connections each app server's pool may open on PostgreSQL (docs/deployment.md). */
const POOL_MAX = 10;

/** The embedded database's own folder inside DATA_DIR. */
export function pgliteFolder(dataDir: string): string {
  return `${dataDir}/pgdata`;
}

// timestamptz and numeric come back as Date and exact strings from both drivers; int8 (counts) as string
// from pg, so queries cast counts to int.
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: a new data folder made from this tarball of one (a restored backup, backup/). */
  loadDataDir?: Blob;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: POOL_MAX });
    // An idle pooled connection that the server ends (a restart, a terminated backend, a dropped test
    // database) emits 'error' on the pool; unheard, it would end the process. The pool has already
    // discarded that connection, and the next query opens a new one or reports the failure itself.
    pool.on('error', () => {});
    prepareStatementsOn(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = opts.databaseUrl;
    return {
      db,
      kind: 'postgres',
      listen: (channel, handlers) => listenPostgres(url, channel, handlers),
      poolStats: pgPoolStats(pool, POOL_MAX),
      close: () => db.destroy(),
    };
  }
  let pglite: PGlite;
  let unlock = () => {};
  if (opts.dataDir === 'memory://') {
    pglite = new PGlite();
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    unlock = lockDataDir(opts.dataDir);
    pglite = new PGlite(pgliteFolder(opts.dataDir), { loadDataDir: opts.loadDataDir });
  }
  await pglite.waitReady;
  const { dialect, stats } = countingDialect(new PGliteDialect(pglite));
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    poolStats: stats,
    pglite,
    async listen(channel, handlers) {
      // One process, one connection: a notification is heard when the statement that sent it commits.
      const unlisten = await pglite.listen(channel, handlers.onNotify);
      handlers.onState(true);
      return {
        // Heard synchronously, as part of the statement's result: nothing can be in flight.
        sync: () => Promise.resolve(),
        async stop() {
          handlers.onState(false);
          if (!pglite.closed) await unlisten();
        },
      };
    },
    async close() {
      await db.destroy();
      unlock();
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The embedded database belongs to one process at a time (two would corrupt it): a pid file in the data
 * folder refuses a second opener, e.g. `npm run import` while the server runs.
 */
function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}/pglite.pid`;
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`the embedded database in ${dataDir} is in use by process ${pid}; stop it first`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
