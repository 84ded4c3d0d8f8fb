import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createS3Client, type S3StorageOptions } from './s3-client.ts';
import { listS3Objects } from './s3-list.ts';
import { putMultipart } from './s3-multipart.ts';
import { assertStorageKey, FileNotFoundError, type FileStorage, FileTooLargeError } from './storage.ts';
import { uploadParts } from './upload-parts.ts';

export type { S3StorageOptions } from './s3-client.ts';

// S3's parts must be at least 5 MB (but the last); 8 MB keeps a 100 MB upload to 13 requests while an
// upload in progress holds about two parts of memory (ours and fetch's copy).
const PART_BYTES = 8 * 1024 * 1024;

/**
 * File storage in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, ...), signed with SigV4, so several
 * app servers without a shared folder see the same files. A stream of one part goes up as one PUT,
 * a larger one as a multipart upload; either way the byte limit is enforced before the object exists.
 */
export function createS3Storage(opts: S3StorageOptions): FileStorage {
  const s3 = createS3Client(opts);

  async function putOne(key: string, bytes: Buffer): Promise<void> {
    const res = await s3.send('PUT', key, { body: bytes });
    if (!res.ok) throw await s3.failure(res, 'PUT', key);
    await res.body?.cancel();
  }

  return {
    async put(key, data, putOpts = {}) {
      const maxBytes = putOpts.maxBytes ?? Number.POSITIVE_INFINITY;
      if (Buffer.isBuffer(data)) {
        if (data.length > maxBytes) throw new FileTooLargeError(maxBytes);
        await putOne(key, data);
        return { size: data.length };
      }
      // Checked before reading, so a bad key fails without consuming the upload.
      assertStorageKey(key);
      const parts = uploadParts(data, PART_BYTES, maxBytes);
      const next = await parts.next();
      if (next.done) throw new Error('upload ended without a part');
      const first = next.value;
      if (first.last) {
        await putOne(key, first.bytes);
        return { size: first.bytes.length };
      }
      try {
        return { size: await putMultipart(s3, key, first, parts) };
      } finally {
        // Stops reading the source if the multipart upload failed part-way.
        await parts.return(undefined);
      }
    },

    async get(key) {
      const res = await s3.send('GET', key);
      if (res.ok && res.body) return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
      const error = await s3.failure(res, 'GET', key);
      // A missing bucket is a configuration fault, not a missing file.
      if (res.status === 404 && error.s3Code !== 'NoSuchBucket') throw new FileNotFoundError(key);
      throw error;
    },

    async remove(key) {
      const res = await s3.send('DELETE', key);
      if (!res.ok && res.status !== 404) throw await s3.failure(res, 'DELETE', key);
      await res.body?.cancel();
    },

    async exists(key) {
      const res = await s3.send('HEAD', key);
      if (res.ok) return true;
      if (res.status === 404) return false;
      throw await s3.failure(res, 'HEAD', key);
    },

    list() {
      return listS3Objects(s3);
    },

    // Nothing is written under a temporary name here: an upload becomes an object only at its last
    // request. The parts of a multipart upload cut off by a killed process are not objects; the bucket's
    // AbortIncompleteMultipartUpload rule removes them (docs/deployment.md).
    async removeInterruptedWrites() {
      return 0;
    },
  };
}
