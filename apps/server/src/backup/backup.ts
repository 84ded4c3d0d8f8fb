import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config/config.ts';
import { openStorage } from '../storage/open-storage.ts';
import { FileNotFoundError, type FileStorage } from '../storage/storage.ts';
import { BackupError } from './backup-error.ts';
import { countDifferences, type DatabaseState } from './database-state.ts';
import {
  dumpPglite,
  dumpPostgres,
  pgliteScratchState,
  restorePglite,
  restorePostgres,
  withPgClient,
} from './databases.ts';
import {
  checkBackupFiles,
  type DatabaseKind,
  DUMP_FILE,
  digestFile,
  FILES_FOLDER,
  type FileEntry,
  MANIFEST_FORMAT,
  type Manifest,
  readManifest,
  writeManifest,
} from './manifest.ts';

/** The settings a backup reads: where the database and the stored files are. */
export type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'storage'>;

export interface BackupOptions {
  config: BackupConfig;
  /** PostgreSQL's client programs' folder (--pg-bin), when they are not found on their own. */
  pgBin?: string;
  /** Progress, one line at a time. */
  log?: (line: string) => void;
}

const kindOf = (config: BackupConfig): DatabaseKind => (config.databaseUrl ? 'postgres' : 'pglite');

/** `20261201T023000Z`: a backup folder's name sorts by time. */
export function backupStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** Copies every stored file not copied yet into `dir/files/<key>`, with its size and sha256. */
async function copyStoredFiles(
  storage: FileStorage,
  dir: string,
  copied: Map<string, FileEntry>,
): Promise<void> {
  for await (const { key } of storage.list()) {
    if (copied.has(key)) continue;
    let source: NodeJS.ReadableStream;
    try {
      source = await storage.get(key);
    } catch (error) {
      // Deleted between the listing and the copy: not part of the backup.
      if (error instanceof FileNotFoundError) continue;
      throw error;
    }
    const target = join(dir, FILES_FOLDER, key);
    await mkdir(dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    const digest = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(source, digest, createWriteStream(target));
    copied.set(key, { key, size, sha256: hash.digest('hex') });
  }
}

/**
 * `npm run admin -- backup --to DIR`: a consistent backup in `DIR/tender-portal-<UTC time>/`: the database's
 * dump (pg_dump's custom format while the servers run; the stopped embedded database's data folder), every
 * stored file under `files/`, and manifest.json with the rows of each table and the size and sha256 of the
 * dump and of each file. Written as `<name>.partial` and renamed when complete.
 */
export async function createBackup(opts: BackupOptions & { to: string; now?: Date }): Promise<{
  dir: string;
  manifest: Manifest;
}> {
  const { config } = opts;
  const log = opts.log ?? (() => {});
  const kind = kindOf(config);
  const createdAt = opts.now ?? new Date();
  const dir = join(resolve(opts.to), `tender-portal-${backupStamp(createdAt)}`);
  if (existsSync(dir)) throw new BackupError(`${dir} exists already`);
  const work = `${dir}.partial`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    const storage = openStorage(config.storage);
    const copied = new Map<string, FileEntry>();
    const dumpFile = join(work, DUMP_FILE[kind]);
    let state: DatabaseState;
    let dumpedWith: string | undefined;
    if (kind === 'pglite') {
      // The data folder's lock is held while the files are copied: nothing can change either.
      log('dumping the embedded database (server stopped)');
      state = (await dumpPglite(config.dataDir, dumpFile, () => copyStoredFiles(storage, work, copied)))
        .state;
    } else {
      // The servers run on: a file deleted after the snapshot but before its copy would be missing from the
      // backup, so the dump is taken again (once) if the files no longer cover what it refers to.
      for (let attempt = 1; ; attempt++) {
        log('dumping the PostgreSQL database with pg_dump');
        const dumped = await dumpPostgres(config.databaseUrl as string, dumpFile, opts.pgBin);
        log('copying the stored files');
        await copyStoredFiles(storage, work, copied);
        state = dumped;
        dumpedWith = dumped.dumpedWith;
        if (attempt === 2 || dumped.storageKeys.every((key) => copied.has(key))) break;
        log('files were deleted meanwhile: dumping again');
      }
    }
    const dump = await digestFile(dumpFile);
    // The keys are checked against the files here and by verify-backup, not listed again in the manifest.
    const {
      dumpedWith: _tool,
      storageKeys: _keys,
      ...databaseState
    } = state as DatabaseState & {
      dumpedWith?: string;
    };
    const entries = [...copied.values()].sort((a, b) => a.key.localeCompare(b.key));
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: createdAt.toISOString(),
      database: {
        kind,
        file: DUMP_FILE[kind],
        ...dump,
        ...(dumpedWith ? { dumpedWith } : {}),
        ...databaseState,
      },
      files: {
        driver: config.storage.driver,
        count: entries.length,
        bytes: entries.reduce((sum, e) => sum + e.size, 0),
        missing: state.storageKeys.filter((key) => !copied.has(key)),
        entries,
      },
    };
    await writeManifest(work, manifest);
    await rename(work, dir);
    return { dir, manifest };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

function problemsError(what: string, problems: string[]): BackupError {
  return new BackupError(`${what}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}

/** The keys the restored rows refer to that the backup does not hold (and the source had not either). */
function unbackedKeys(state: DatabaseState, manifest: Manifest): string[] {
  const held = new Set([...manifest.files.entries.map((e) => e.key), ...manifest.files.missing]);
  return state.storageKeys.filter((key) => !held.has(key));
}

/** Whether the storage holds any file. */
async function storageIsEmpty(storage: FileStorage): Promise<boolean> {
  for await (const _file of storage.list()) return false;
  return true;
}

/**
 * `npm run admin -- restore --from DIR`: checks the backup against its manifest, then restores its database
 * into the configured one, which must be empty (a new PostgreSQL database; a DATA_DIR without an embedded
 * database) and of the same kind, and its files into the configured storage, which must be empty too;
 * then checks the restored rows against the manifest's counts.
 */
export async function restoreBackup(opts: BackupOptions & { from: string }): Promise<Manifest> {
  const { config } = opts;
  const log = opts.log ?? (() => {});
  const from = resolve(opts.from);
  const manifest = await readManifest(from);
  const kind = kindOf(config);
  if (manifest.database.kind !== kind)
    throw new BackupError(
      `this is a backup of ${manifest.database.kind === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL'}: ` +
        `restore it with DATABASE_URL ${manifest.database.kind === 'pglite' ? 'unset' : 'set to a new, empty PostgreSQL database'}; ` +
        'a backup restores only into the kind of database it came from (docs/deployment.md, Backups)',
    );
  log('checking the backup against its manifest');
  const damaged = await checkBackupFiles(from, manifest);
  if (damaged.length > 0) throw problemsError(`${from} is damaged, nothing was restored`, damaged);
  const storage = openStorage(config.storage);
  if (!(await storageIsEmpty(storage)))
    throw new BackupError(
      `the file storage (${config.storage.driver === 'local' ? config.storage.dir : 'the bucket'}) is not empty: restore only into empty storage`,
    );
  log('restoring the database');
  const dump = join(from, manifest.database.file);
  const state =
    kind === 'postgres'
      ? await restorePostgres(config.databaseUrl as string, dump, manifest.database.dumpedWith, opts.pgBin)
      : await restorePglite(config.dataDir, dump);
  log(`restoring ${manifest.files.count} files`);
  for (const entry of manifest.files.entries)
    await storage.put(entry.key, createReadStream(join(from, FILES_FOLDER, entry.key)));
  const problems = countDifferences(manifest.database.tables, state.tables);
  if (problems.length > 0) throw problemsError('the restored database differs from the manifest', problems);
  return manifest;
}

export interface VerifyReport {
  manifest: Manifest;
  /** What is wrong: the backup cannot be trusted when there is any. */
  problems: string[];
  /** What the operator should know but does not make the backup wrong (files missing at the source). */
  warnings: string[];
}

/**
 * `npm run admin -- verify-backup DIR`: checks the dump and every file against the manifest's checksums,
 * restores the dump into a scratch database (a temporary PGlite folder; a new database on DATABASE_URL's
 * PostgreSQL server, dropped afterwards), and compares its rows per table with the manifest and its
 * storage keys with the files held. Touches neither the portal's database nor its storage.
 */
export async function verifyBackup(opts: BackupOptions & { dir: string }): Promise<VerifyReport> {
  const log = opts.log ?? (() => {});
  const dir = resolve(opts.dir);
  const manifest = await readManifest(dir);
  log('checking the checksums of the dump and of every file');
  const problems = await checkBackupFiles(dir, manifest);
  const dump = join(dir, manifest.database.file);
  let state: DatabaseState | undefined;
  if (!problems.some((p) => p.startsWith('dump '))) {
    log('restoring the dump into a scratch database');
    state =
      manifest.database.kind === 'pglite'
        ? await pgliteScratchState(await mkdtemp(join(tmpdir(), 'tp-verify-')), dump)
        : await withScratchPostgres(opts.config, (url) =>
            restorePostgres(url, dump, manifest.database.dumpedWith, opts.pgBin),
          );
    problems.push(...countDifferences(manifest.database.tables, state.tables));
    for (const key of unbackedKeys(state, manifest))
      problems.push(`file ${key}: referred to, not in the backup`);
  }
  const warnings = manifest.files.missing.map(
    (key) => `file ${key}: referred to by the database but already missing from the storage when backed up`,
  );
  return { manifest, problems, warnings };
}

/** A new database on DATABASE_URL's server for `run`, dropped afterwards. */
async function withScratchPostgres<T>(config: BackupConfig, run: (url: string) => Promise<T>): Promise<T> {
  if (!config.databaseUrl)
    throw new BackupError(
      'verifying a PostgreSQL backup restores it into a scratch database: set DATABASE_URL to a PostgreSQL server ' +
        'on which this user may create databases',
    );
  // Random hex only: the name is spliced into the DDL.
  const name = `tp_verify_${randomBytes(6).toString('hex')}`;
  const url = new URL(config.databaseUrl);
  await withPgClient(config.databaseUrl, (query) => query(`create database ${name}`));
  try {
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await withPgClient(config.databaseUrl, (query) => query(`drop database if exists ${name} with (force)`));
  }
}
