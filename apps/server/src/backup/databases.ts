import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { type DbHandle, openDatabase, pgliteFolder } from '../db/connect.ts';
import { BackupError } from './backup-error.ts';
import { type DatabaseState, type RunQuery, readDatabaseState } from './database-state.ts';
import { findPgTool, libpqConnection, runPgTool, serverMajor, versionOf } from './pg-tools.ts';

// The two kinds of database, each dumped and restored in its own native format: PostgreSQL with pg_dump's
// custom format and pg_restore, the embedded PGlite as a tarball of its data folder (docs/deployment.md,
// Backups). A dump restores only into the kind it came from.

/** A pg client on `url` for `run`, ended afterwards. */
export async function withPgClient<T>(url: string, run: (query: RunQuery) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // An idle client whose server goes away emits 'error'; the query in flight reports it.
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Dumps a PostgreSQL database with pg_dump (custom format) to `file`, while the servers run: the counts
 * and storage keys of the manifest are read in the snapshot pg_dump uses (exported from a repeatable-read
 * transaction held open until it is done), so they describe exactly what the dump holds.
 */
export async function dumpPostgres(
  url: string,
  file: string,
  pgBin?: string,
): Promise<DatabaseState & { dumpedWith: string }> {
  return withPgClient(url, async (query) => {
    const pgDump = await findPgTool('pg_dump', await serverMajor(query), pgBin);
    await query('begin isolation level repeatable read read only');
    const [snapshot] = await query('select pg_export_snapshot() as s');
    const state = await readDatabaseState(query);
    const { dbname, env } = libpqConnection(url);
    await runPgTool(
      pgDump,
      [
        '--format=custom',
        `--snapshot=${String(snapshot?.s)}`,
        '--no-password',
        `--file=${file}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await query('commit');
    return { ...state, dumpedWith: await versionOf(pgDump) };
  });
}

/** The number of tables in the connected database's schema: a restore goes only into an empty one. */
async function tableCount(query: RunQuery): Promise<number> {
  const [row] = await query(
    `select count(*)::int as n from information_schema.tables where table_schema = current_schema()`,
  );
  return Number(row?.n);
}

/**
 * Restores a pg_dump file into the (empty) PostgreSQL database at `url` in one transaction, with pg_restore
 * of the server's version (or of the dump's, if newer); answers the restored database's state.
 */
export async function restorePostgres(
  url: string,
  file: string,
  dumpedWith: string | undefined,
  pgBin?: string,
): Promise<DatabaseState> {
  return withPgClient(url, async (query) => {
    const tables = await tableCount(query);
    if (tables > 0)
      throw new BackupError(
        `the database of DATABASE_URL is not empty (${tables} tables): restore only into a new, empty database`,
      );
    const dumpMajor = Number(/\(PostgreSQL\)\s+(\d+)/.exec(dumpedWith ?? '')?.[1] ?? 0);
    const pgRestore = await findPgTool('pg_restore', Math.max(await serverMajor(query), dumpMajor), pgBin);
    const { dbname, env } = libpqConnection(url);
    await runPgTool(
      pgRestore,
      [
        '--exit-on-error',
        '--single-transaction',
        '--no-owner',
        '--no-privileges',
        '--no-password',
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
    return readDatabaseState(query);
  });
}

const pgliteQuery =
  (handle: DbHandle): RunQuery =>
  async (text) =>
    (await (handle.pglite as NonNullable<DbHandle['pglite']>).query<Record<string, unknown>>(text)).rows;

/** Opens the embedded database of `dataDir`, refused (as the importer is) while a server has it open. */
async function openEmbedded(dataDir: string, loadDataDir?: Blob): Promise<DbHandle> {
  try {
    return await openDatabase({ dataDir, loadDataDir });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/in use by process/.test(message))
      throw new BackupError(
        `${message} (the embedded database is backed up and restored with the server stopped)`,
      );
    throw error;
  }
}

/** Whether `dataDir` holds an embedded database. */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(join(pgliteFolder(dataDir), 'PG_VERSION'));
}

/**
 * Writes the stopped server's embedded database to `file` (a gzipped tarball of its data folder, as
 * PGlite's dumpDataDir makes it, after a checkpoint), holding the data folder's lock until `whileOpen` is
 * done, so nothing changes the database or the stored files meanwhile.
 */
export async function dumpPglite<T>(
  dataDir: string,
  file: string,
  whileOpen: (state: DatabaseState) => Promise<T>,
): Promise<{ state: DatabaseState; result: T }> {
  if (!hasEmbeddedDatabase(dataDir)) throw new BackupError(`there is no embedded database in ${dataDir}`);
  const handle = await openEmbedded(dataDir);
  try {
    const pglite = handle.pglite as NonNullable<DbHandle['pglite']>;
    await pglite.exec('checkpoint');
    const state = await readDatabaseState(pgliteQuery(handle));
    const tarball = await pglite.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    return { state, result: await whileOpen(state) };
  } finally {
    await handle.close();
  }
}

/**
 * Makes `dataDir`'s embedded database from a backup's tarball; refused when it already holds one with
 * tables. Answers the restored database's state.
 */
export async function restorePglite(dataDir: string, file: string): Promise<DatabaseState> {
  if (hasEmbeddedDatabase(dataDir)) {
    const existing = await openEmbedded(dataDir);
    const tables = await tableCount(pgliteQuery(existing)).finally(() => existing.close());
    if (tables > 0)
      throw new BackupError(
        `the embedded database in ${dataDir} is not empty (${tables} tables): restore only into a new DATA_DIR, or one without pgdata/`,
      );
    await rm(pgliteFolder(dataDir), { recursive: true, force: true });
  }
  const handle = await openEmbedded(dataDir, new Blob([await readFile(file)]));
  try {
    return await readDatabaseState(pgliteQuery(handle));
  } finally {
    await handle.close();
  }
}

/** Reads the state of a PGlite tarball by opening it in a scratch folder (verify-backup), then removes it. */
export async function pgliteScratchState(scratchDir: string, file: string): Promise<DatabaseState> {
  try {
    return await restorePglite(scratchDir, file);
  } finally {
    await rm(scratchDir, { recursive: true, force: true });
  }
}
