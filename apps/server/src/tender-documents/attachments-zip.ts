import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../storage/storage.ts';
import type { AttachmentRow } from './tender-document-repository.ts';
import { zipEntryNames } from './zip-entry-names.ts';

/**
 * A zip of the tender's attachments, streamed as it is made (nothing is written to disk). Every stored
 * file is opened first, so a missing one fails before any byte is sent instead of truncating the zip.
 */
export async function attachmentsZip(
  storage: FileStorage,
  rows: readonly AttachmentRow[],
  log: FastifyBaseLogger,
): Promise<ZipArchive> {
  const sources: NodeJS.ReadableStream[] = [];
  try {
    for (const row of rows) sources.push(await storage.get(row.storage_key));
  } catch (error) {
    for (const source of sources) (source as Readable).destroy?.();
    throw error;
  }
  const names = zipEntryNames(rows.map((row) => row.filename));
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.on('warning', (err) => log.warn({ err }, 'zip of tender attachments'));
  archive.on('error', (err) => log.error({ err }, 'zip of tender attachments failed'));
  rows.forEach((row, index) => {
    archive.append(sources[index] as Readable, { name: names[index] ?? row.filename, date: row.created_at });
  });
  void archive.finalize().catch(() => {});
  return archive;
}
