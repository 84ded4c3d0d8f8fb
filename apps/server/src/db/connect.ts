import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './tables.ts';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// timestamptz and numeric come back as Date and exact strings from both drivers; int8 (counts) as string
// from pg, so queries cast counts to int.
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let pglite: PGlite;
  if (opts.dataDir === 'memory://') {
    pglite = new PGlite();
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    pglite = new PGlite(`${opts.dataDir}/pgdata`);
  }
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
