import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isStorageKey } from '../storage/storage.ts';
import { BackupError } from './backup-error.ts';
import type { DatabaseState } from './database-state.ts';

/** The manifest's name inside a backup folder; written last, so a folder without one is incomplete. */
export const MANIFEST_FILE = 'manifest.json';
/** The stored files, each under its storage key. */
export const FILES_FOLDER = 'files';
export const MANIFEST_FORMAT = 'tender-portal-backup/1';

export type DatabaseKind = 'pglite' | 'postgres';

/** The dump's name by kind: pg_dump's custom format, or PGlite's data folder as a gzipped tarball. */
export const DUMP_FILE: Record<DatabaseKind, string> = {
  postgres: 'database.pgdump',
  pglite: 'database.pglite.tar.gz',
};

export interface FileEntry {
  key: string;
  size: number;
  sha256: string;
}

/** manifest.json: what a backup holds, with the counts and checksums that verify-backup checks. */
export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  database: Omit<DatabaseState, 'storageKeys'> & {
    kind: DatabaseKind;
    file: string;
    size: number;
    sha256: string;
    /** pg_dump's version (postgres). */
    dumpedWith?: string;
  };
  files: {
    /** Where they were copied from: `local` or `s3` (STORAGE_DRIVER). */
    driver: string;
    count: number;
    bytes: number;
    /** Keys the database refers to that the storage did not have when the backup ran. */
    missing: string[];
    entries: FileEntry[];
  };
}

/** sha256 (hex) and size of a file. */
export async function digestFile(path: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(createReadStream(path), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      hash.update(chunk);
      size += chunk.length;
    }
  });
  return { sha256: hash.digest('hex'), size };
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${dir} is no complete backup: it has no ${MANIFEST_FILE}`);
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== MANIFEST_FORMAT)
    throw new BackupError(`${dir}: unknown backup format ${JSON.stringify(manifest.format)}`);
  // Keys become paths inside the backup and the storage: only server-made keys, never `..`.
  const odd = manifest.files.entries.find((entry) => !isStorageKey(entry.key));
  if (odd)
    throw new BackupError(
      `${dir}: the manifest names a file ${JSON.stringify(odd.key)} that is no storage key`,
    );
  if (!Object.values(DUMP_FILE).includes(manifest.database.file))
    throw new BackupError(
      `${dir}: the manifest names an unknown dump ${JSON.stringify(manifest.database.file)}`,
    );
  return manifest;
}

/**
 * Checks the dump and every file of a backup against its manifest's sizes and checksums; answers the
 * problems, one line each (none: intact).
 */
export async function checkBackupFiles(dir: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  const check = async (label: string, path: string, want: { sha256: string; size: number }) => {
    const have = await digestFile(path).catch(() => undefined);
    if (!have) problems.push(`${label}: missing`);
    else if (have.size !== want.size)
      problems.push(`${label}: ${have.size} bytes, the manifest has ${want.size}`);
    else if (have.sha256 !== want.sha256) problems.push(`${label}: checksum differs from the manifest`);
  };
  await check(`dump ${manifest.database.file}`, join(dir, manifest.database.file), manifest.database);
  for (const entry of manifest.files.entries)
    await check(`file ${entry.key}`, join(dir, FILES_FOLDER, entry.key), entry);
  return problems;
}
