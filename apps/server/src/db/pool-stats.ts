import type { DatabaseConnection, Dialect, Driver, Kysely } from 'kysely';
import type pg from 'pg';

/** A database handle's connections at one moment, for the metrics (docs/deployment.md, Monitoring). */
export interface PoolStats {
  /** Connections the pool may open. */
  max: number;
  /** Connections open now (in use or idle). */
  total: number;
  /** Connections running a query or a transaction now. */
  inUse: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** The pg pool's own counts (the LISTEN connection of the session cache is not in it). */
export function pgPoolStats(pool: pg.Pool, max: number): () => PoolStats {
  return () => ({
    max,
    total: pool.totalCount,
    inUse: pool.totalCount - pool.idleCount,
    waiting: pool.waitingCount,
  });
}

/**
 * A dialect whose driver counts its connections in use and the queries queued for one. PGlite has a
 * single connection, which its Kysely driver hands out one query or transaction at a time; the others
 * wait, so `waiting` is the embedded database's queue.
 */
export function countingDialect(dialect: Dialect): { dialect: Dialect; stats: () => PoolStats } {
  let inUse = 0;
  let waiting = 0;
  const counted: Dialect = {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
    createDriver(): Driver {
      const driver = dialect.createDriver();
      const counting: Driver = {
        init: () => driver.init(),
        async acquireConnection(): Promise<DatabaseConnection> {
          waiting++;
          try {
            const connection = await driver.acquireConnection();
            inUse++;
            return connection;
          } finally {
            waiting--;
          }
        },
        async releaseConnection(connection: DatabaseConnection): Promise<void> {
          inUse--;
          await driver.releaseConnection(connection);
        },
        beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
        commitTransaction: (connection) => driver.commitTransaction(connection),
        rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
        destroy: () => driver.destroy(),
      };
      // Savepoints, where the driver has them.
      for (const name of ['savepoint', 'rollbackToSavepoint', 'releaseSavepoint'] as const) {
        const method = driver[name];
        if (method) counting[name] = method.bind(driver);
      }
      return counting;
    },
  };
  return { dialect: counted, stats: () => ({ max: 1, total: 1, inUse, waiting }) };
}
