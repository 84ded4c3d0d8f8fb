import { FileTooLargeError } from './storage.ts';

/** A slice of an upload; `last` is known when it is handed out, so one-part files need no multipart. */
export interface UploadPart {
  bytes: Buffer;
  last: boolean;
}

/**
 * Cuts a stream into parts of exactly partBytes (the last one shorter, and empty only for an empty
 * stream), refusing it with FileTooLargeError once it passes maxBytes. Reading is pulled by the
 * consumer, so at most about one part is held in memory whatever the upload's size.
 */
export async function* uploadParts(
  source: NodeJS.ReadableStream,
  partBytes: number,
  maxBytes: number,
): AsyncGenerator<UploadPart> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let total = 0;
  for await (const chunk of source) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    total += bytes.length;
    if (total > maxBytes) throw new FileTooLargeError(maxBytes);
    pending.push(bytes);
    pendingBytes += bytes.length;
    // Strictly more than a part: a full part is only handed out once it is sure not to be the last.
    while (pendingBytes > partBytes) {
      const joined = Buffer.concat(pending, pendingBytes);
      const rest = joined.subarray(partBytes);
      pending = [rest];
      pendingBytes = rest.length;
      yield { bytes: joined.subarray(0, partBytes), last: false };
    }
  }
  yield { bytes: Buffer.concat(pending, pendingBytes), last: true };
}
