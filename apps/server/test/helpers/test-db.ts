import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Db, type DbHandle, openDatabase } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server where databases may be created. */
export const databases: Array<{ name: TestDatabaseKind }> = process.env.TEST_DATABASE_URL
  ? [{ name: 'pglite' }, { name: 'postgres' }]
  : [{ name: 'pglite' }];

export interface TestDatabase {
  db: Db;
  handle: DbHandle;
  /** Connection string of the fresh PostgreSQL database (postgres only). */
  url?: string;
  /** A fresh temporary folder: PGlite's data lives in it, and tests keep stored files under it. */
  dataDir: string;
  /** Closes the current handle (if still open) and removes the database and the folder. */
  drop(): Promise<void>;
  /** Closes the handle and opens the same database again, as a server restart would. */
  reopen(): Promise<DbHandle>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  // The name is made here from random hex, never from input, so it can be spliced into DDL.
  const name = `tp_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`create database ${name}`));
  const u = new URL(process.env.TEST_DATABASE_URL as string);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: () => withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** A migrated, empty database of the given kind, private to the caller. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tp-db-'));
  const pgDb = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const url = pgDb?.url;
  const open = () => openDatabase({ databaseUrl: url, dataDir });
  let handle = await open();
  let closed = false;
  await migrateToLatest(handle.db as never);

  const test: TestDatabase = {
    db: handle.db,
    handle,
    url,
    dataDir,
    async reopen() {
      if (!closed) await handle.close();
      handle = await open();
      closed = false;
      test.db = handle.db;
      test.handle = handle;
      return handle;
    },
    async drop() {
      if (!closed) await handle.close();
      closed = true;
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return test;
}
