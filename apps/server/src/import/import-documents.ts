import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { ImportFileRef } from '@tender/api-contract';
import type { Db } from '../db/connect.ts';
import type { DocumentOwnerTable } from '../db/tables.ts';
import type { FileStorage } from '../storage/storage.ts';
import { resolveFilePath } from './import-file-refs.ts';
import { upsertRow } from './upsert-row.ts';

/**
 * Stored bytes are not part of the database transaction: keys written during the import are removed if
 * it rolls back, and keys replaced by a new version are removed only once it has committed.
 */
export interface FileChanges {
  written: string[];
  replaced: string[];
}

export interface DocumentOwner {
  ownertable: DocumentOwnerTable;
  ownerid: number;
  supplierId: number | null;
  atttype: string;
}

export interface DocumentContext {
  trx: Db;
  storage: FileStorage;
  baseDir: string;
  changes: FileChanges;
}

async function sha256OfStored(storage: FileStorage, key: string): Promise<string | null> {
  if (!(await storage.exists(key))) return null;
  const hash = createHash('sha256');
  for await (const chunk of await storage.get(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Stores one referenced file as a document of its owner. The same file name for the same owner is the
 * same document: identical bytes change nothing, new bytes replace the old ones in place.
 */
export async function importDocument(
  ctx: DocumentContext,
  owner: DocumentOwner,
  ref: ImportFileRef,
): Promise<'inserted' | 'updated' | 'unchanged'> {
  const bytes = await readFile(resolveFilePath(ctx.baseDir, ref.path));
  const filename = basename(ref.path);
  const existing = await ctx.trx
    .selectFrom('document')
    .select(['storage_key'])
    .where('ownertable', '=', owner.ownertable)
    .where('ownerid', '=', owner.ownerid)
    .where('filename', '=', filename)
    .executeTakeFirst();

  const sameBytes =
    existing !== undefined &&
    (await sha256OfStored(ctx.storage, existing.storage_key)) ===
      createHash('sha256').update(bytes).digest('hex');
  let storageKey: string;
  if (existing && sameBytes) {
    storageKey = existing.storage_key;
  } else {
    // Storage keys are made here, never from the file name, so a name cannot become a path.
    storageKey = `${owner.ownertable.toLowerCase()}/${owner.ownerid}/${randomUUID()}`;
    await ctx.storage.put(storageKey, bytes);
    ctx.changes.written.push(storageKey);
    if (existing) ctx.changes.replaced.push(existing.storage_key);
  }
  const { outcome } = await upsertRow(
    ctx.trx,
    'document',
    { ownertable: owner.ownertable, ownerid: owner.ownerid, filename },
    {
      supplier_id: owner.supplierId,
      atttype: owner.atttype,
      description: ref.description ?? '',
      filetype: extname(filename).slice(1).toLowerCase(),
      size: bytes.length,
      storage_key: storageKey,
    },
  );
  return outcome;
}
