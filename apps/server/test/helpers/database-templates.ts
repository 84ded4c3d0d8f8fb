import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/connect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { adminQuery, databaseUrl, newDatabaseName } from './test-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (`pgdata`), copied for each test database. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database on TEST_DATABASE_URL's server, cloned for each test database. */
    postgresTemplate: string;
  }
}

/**
 * The API suite's global set-up (vitest.config.ts): one migrated database of each kind, made once per run,
 * from which every test database starts. Initialising an embedded database (initdb in WebAssembly) and
 * migrating it costs 10 to 15 s on a loaded 2-core machine, once per server start-up otherwise; a copy of
 * the folder opens in about a second. On PostgreSQL `create database ... template` replaces the
 * migrations. The migrations themselves still run here, on both, every run (and a failing one stops the
 * suite before its first test); what they do to existing rows is buyer-migration.test.ts's.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'tp-template-'));
  const postgres = process.env.TEST_DATABASE_URL ? newDatabaseName('tp_template') : '';
  const migrate = async (handle: Awaited<ReturnType<typeof openDatabase>>) => {
    try {
      await migrateToLatest(handle.db as never);
    } finally {
      await handle.close();
    }
  };
  await Promise.all([
    openDatabase({ dataDir: dir }).then(migrate),
    postgres
      ? adminQuery(`create database ${postgres}`).then(async () =>
          migrate(await openDatabase({ databaseUrl: databaseUrl(postgres), dataDir: dir })),
        )
      : undefined,
  ]);
  project.provide('pgliteTemplate', join(dir, 'pgdata'));
  project.provide('postgresTemplate', postgres);
  return async () => {
    if (postgres) await adminQuery(`drop database if exists ${postgres} with (force)`);
    await rm(dir, { recursive: true, force: true });
  };
}
