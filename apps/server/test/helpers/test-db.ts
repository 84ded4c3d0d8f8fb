import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Db, type DbHandle, openDatabase } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The database an API suite runs on: PostgreSQL, as in production, when TEST_DATABASE_URL names a server
 * where databases may be created (always in CI); the embedded PGlite otherwise.
 */
export const testDatabases: TestDatabaseKind[] = postgres ? ['postgres'] : ['pglite'];

/**
 * The embedded PGlite too, for the suites of what is particular to it (migrations, restarts, its lock,
 * NOTIFY in process) and the few that stand for it in a broad run of the main flows: the README's "Test
 * suites" lists them and says why.
 */
export const bothDatabases: TestDatabaseKind[] = postgres ? ['pglite', 'postgres'] : ['pglite'];

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

/** Runs one statement as TEST_DATABASE_URL's user (creating and dropping databases). */
export async function adminQuery(statement: string): Promise<void> {
  await withAdmin((client) => client.query(statement));
}

/** A new database's name, made here from random hex, never from input, so it can be spliced into DDL. */
export function newDatabaseName(prefix = 'tp_test'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** The connection string of database `name` on the TEST_DATABASE_URL server. */
export function databaseUrl(name: string): string {
  const u = new URL(process.env.TEST_DATABASE_URL as string);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A new PostgreSQL database on the TEST_DATABASE_URL server, and how to drop it: migrated (a copy of the
 * run's template, helpers/database-templates.ts) unless `empty`, for a test of what migrating does.
 */
export async function createPostgresDatabase(
  opts: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = newDatabaseName();
  const template = opts.empty ? '' : inject('postgresTemplate');
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/**
 * Puts a migrated embedded database in `dataDir` (a copy of the run's template), where the server and
 * openDatabase look for it (`pgdata`). The data folder must not hold one yet.
 */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  await cp(inject('pgliteTemplate'), join(dataDir, 'pgdata'), {
    recursive: true,
    errorOnExist: true,
    force: false,
  });
}

/** A migrated, empty database of the given kind, private to the caller. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tp-db-'));
  const pgDb = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  if (kind === 'pglite') await copyPgliteTemplate(dataDir);
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
