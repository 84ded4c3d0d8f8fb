import { randomUUID } from 'node:crypto';
import {
  fileTypeOf,
  isUploadableFileName,
  isWithinProfileImageLimit,
  UPLOAD_FILE_TYPES_LABEL,
} from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { writeAudit } from '../db/audit-log.ts';
import type { DocumentOwnerTable } from '../db/tables.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { metricsOf } from '../metrics/index.ts';
import { FileTooLargeError } from '../storage/storage.ts';
import { type DocumentRow, insertDocument, isFileNameTaken } from './document-repository.ts';
import { sanitizeFileName } from './file-names.ts';

export interface StoredUpload {
  key: string;
  size: number;
}

export interface UploadTarget {
  ownertable: DocumentOwnerTable;
  ownerid: number;
  atttype: string;
  description: string;
  /** The name as the client gave it; sanitised here. */
  filename: string;
}

/** '100MB' for the limit message (spec 8 words it in MB). */
export function formatByteLimit(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb && bytes % mb === 0) return `${bytes / mb}MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024}KB`;
  return `${bytes} bytes`;
}

/**
 * Streams an upload into the storage under a server-made key, refusing it (and keeping nothing) as soon
 * as it passes maxBytes.
 */
export async function storeIncomingFile(
  ctx: AppContext,
  stream: NodeJS.ReadableStream,
  maxBytes: number,
): Promise<StoredUpload> {
  const key = `upload/${randomUUID()}`;
  try {
    const { size } = await ctx.storage.put(key, stream, { maxBytes });
    return { key, size };
  } catch (error) {
    await ctx.storage.remove(key);
    if (error instanceof FileTooLargeError) {
      throw new AppError(ErrorCode.FILE_TOO_LARGE, undefined, { size: formatByteLimit(maxBytes) });
    }
    throw error;
  }
}

/**
 * The stored name of an upload: the client's name made harmless, refused (5100006) when nothing is left
 * and (5100008) unless its type is on the domain's upload list. Called before the bytes are read, when
 * the name is known, and again on the final name.
 */
export function uploadFileName(raw: string): string {
  const filename = sanitizeFileName(raw);
  if (!filename) throw new AppError(ErrorCode.FILE_NAME_INVALID);
  if (!isUploadableFileName(filename)) {
    throw new AppError(ErrorCode.FILE_TYPE_NOT_ALLOWED, undefined, { types: UPLOAD_FILE_TYPES_LABEL });
  }
  return filename;
}

/**
 * Makes stored bytes a document of their owner: checks the name and type, the image size and the caller's
 * right to the owner, then writes the row and its audit record in one transaction. Whatever fails, the
 * stored bytes are removed, so a refused upload leaves nothing behind.
 */
export async function attachStoredFile(
  ctx: AppContext,
  caller: SessionUser,
  stored: StoredUpload,
  target: UploadTarget,
): Promise<DocumentRow> {
  try {
    const filename = uploadFileName(target.filename);
    if (
      ctx.documentOwners.limitsImages(target.ownertable) &&
      !isWithinProfileImageLimit(filename, stored.size)
    ) {
      throw new AppError(ErrorCode.IMAGE_TOO_LARGE);
    }
    const row = await ctx.db.transaction().execute(async (trx) => {
      const supplierId = await ctx.documentOwners.authorizeWrite(
        trx,
        caller,
        target.ownertable,
        target.ownerid,
        'upload',
      );
      if (await isFileNameTaken(trx, target.ownertable, target.ownerid, filename)) {
        throw new AppError(ErrorCode.DUPLICATE_FILE_NAME);
      }
      const row = await insertDocument(trx, {
        ownertable: target.ownertable,
        ownerid: target.ownerid,
        supplierId,
        atttype: target.atttype,
        filename,
        description: target.description,
        filetype: fileTypeOf(filename),
        size: stored.size,
        storageKey: stored.key,
        createdBy: caller.userId,
      });
      await writeAudit(trx, {
        userId: caller.userId,
        action: 'document.upload',
        entity: 'document',
        entityId: row.id,
        detail: {
          ownertable: row.ownertable,
          ownerid: row.ownerid,
          filename,
          atttype: row.atttype,
          size: stored.size,
        },
      });
      return row;
    });
    metricsOf(ctx.db)?.uploads.observe(stored.size);
    return row;
  } catch (error) {
    await ctx.storage
      .remove(stored.key)
      .catch((err: unknown) => ctx.log.warn({ err }, 'could not remove refused upload'));
    // Two uploads of the same name at once: the unique index decides, the loser hears the spec's message.
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.DUPLICATE_FILE_NAME);
    throw error;
  }
}
