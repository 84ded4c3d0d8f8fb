import { STATUS_CODES } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { byteLimit } from './byte-limit.ts';
import {
  assertStorageKey,
  FileNotFoundError,
  type FileStorage,
  FileTooLargeError,
  isStorageKey,
  type StoredFile,
} from './storage.ts';

export interface S3StorageOptions {
  /** e.g. `https://minio.internal:9000`; unset: AWS's regional endpoint. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder inside the bucket for this portal's files, e.g. `tender-portal`. */
  prefix?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`; default: true when endpoint is set. */
  forcePathStyle?: boolean;
}

/**
 * A request the bucket refused. The message names the HTTP method, the object, the status and S3's
 * error code (SignatureDoesNotMatch, NoSuchBucket, AccessDenied, ...), never a credential.
 */
export class S3RequestError extends Error {
  constructor(
    readonly operation: string,
    readonly object: string,
    readonly status: number,
    readonly s3Code: string,
    detail: string,
  ) {
    super(`S3 ${operation} ${object} failed: ${status} ${s3Code}${detail ? ` (${detail})` : ''}`);
    this.name = 'S3RequestError';
  }
}

// S3's parts must be at least 5 MB (but the last); 8 MB keeps a 100 MB upload to 13 requests. One part
// goes up at a time, so an upload in progress holds about two parts of memory whatever its size.
const PART_BYTES = 8 * 1024 * 1024;
// The SDK retries 5xx, 429 and dropped connections; three tries ride out a short hiccup without
// holding an upload for long.
const ATTEMPTS = 3;

/** The request as the SDK sent it, and what it was about. */
interface Sent {
  method: string;
  hostname: string;
  port?: number;
}
type Target = { Key?: string; Prefix?: string };

/** The SDK's failure as an S3RequestError, an unreachable bucket named by its host, or else as it is. */
function explain(error: unknown, bucket: string, sent: Sent, target: Target): unknown {
  const { name, message, code, $metadata } = error as {
    name: string;
    message: string;
    code?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const object = target.Key === undefined ? `listing of ${target.Prefix || '/'}` : `${bucket}/${target.Key}`;
  const status = $metadata?.httpStatusCode;
  if (status === undefined) {
    if (!code && name !== 'TimeoutError') return error;
    const host = `${sent.hostname}${sent.port ? `:${sent.port}` : ''}`;
    return new Error(`S3 ${sent.method} ${object}: cannot reach ${host} (${code ?? name})`, { cause: error });
  }
  // A reply without S3's error body (HEAD, a proxy's page) is named by its status alone.
  const known = error instanceof S3ServiceException && name !== 'Unknown';
  const s3Code = known ? name : STATUS_CODES[status] || 'Error';
  const detail = known && message !== name && message !== 'UnknownError' ? message : '';
  return new S3RequestError(sent.method, object, status, s3Code, detail);
}

/**
 * File storage in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, ...) through the AWS SDK, so several
 * app servers without a shared folder see the same files. `Upload` sends a stream of one part as one
 * PutObject and a larger one as a multipart upload, completed only when the byte limit has held to the
 * end, so a refused upload never becomes an object. `transport` replaces the network in unit tests.
 */
export function createS3Storage(
  opts: S3StorageOptions,
  transport?: S3ClientConfig['requestHandler'],
): FileStorage {
  const prefix = (opts.prefix ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix) assertStorageKey(prefix);
  if (!/^[a-z0-9][a-z0-9.-]*$/.test(opts.bucket)) throw new Error(`invalid S3 bucket name "${opts.bucket}"`);
  const Bucket = opts.bucket;
  // Downloads stream to the browser and hold their connection until it has read them: no cap on
  // connections (the SDK's default of 50 would queue every request behind 50 slow readers).
  const agent = { keepAlive: true, maxSockets: Number.POSITIVE_INFINITY };
  const client = new S3Client({
    endpoint: opts.endpoint || undefined,
    region: opts.region,
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
    forcePathStyle: opts.forcePathStyle ?? Boolean(opts.endpoint),
    maxAttempts: ATTEMPTS,
    // Checksums only where S3 demands them: MinIO, Ceph and s3rver do not all know the newer ones.
    // Parts are Buffers, so SigV4 still signs each body's SHA-256 and damaged bytes are refused.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: transport ?? { connectionTimeout: 10_000, httpAgent: agent, httpsAgent: agent },
  });
  // Outside the retries, so it sees the last failure of every request, including Upload's own.
  const explainFailures =
    <A, R>(next: (args: A) => Promise<R>) =>
    async (args: A): Promise<R> => {
      try {
        return await next(args);
      } catch (error) {
        const { request, input } = args as { request: Sent; input: Target };
        throw explain(error, Bucket, request, input);
      }
    };
  client.middlewareStack.addRelativeTo(explainFailures, {
    relation: 'before',
    toMiddleware: 'retryMiddleware',
    name: 'explainS3Failures',
  });

  const objectKey = (key: string): string => {
    assertStorageKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };

  /** A refused request for a key that is not there (a missing bucket is a fault, not a missing file). */
  const isMissing = (error: unknown): boolean =>
    error instanceof S3RequestError && error.status === 404 && error.s3Code !== 'NoSuchBucket';

  return {
    async put(key, data, putOpts = {}) {
      // Checked before reading, so a bad key fails without consuming the upload.
      const Key = objectKey(key);
      const maxBytes = putOpts.maxBytes ?? Number.POSITIVE_INFINITY;
      let size = 0;
      let Body: Buffer | Readable;
      if (Buffer.isBuffer(data)) {
        if (data.length > maxBytes) throw new FileTooLargeError(maxBytes);
        Body = data;
        size = data.length;
      } else {
        // The limit fails the stream Upload reads; a failed Upload stops reading, which ends the source.
        const limit = byteLimit(maxBytes, (_chunk, n) => {
          size = n;
        });
        Body = pipeline(data, limit, () => {});
      }
      // Parts are left to us on failure: an abort that fails too must not hide why the upload failed.
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        // Frees the parts; should this fail, the bucket's AbortIncompleteMultipartUpload rule removes
        // them (docs/deployment.md).
        const UploadId = upload.uploadId;
        if (UploadId)
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {});
        throw error;
      }
      return { size };
    },

    async get(key) {
      const Key = objectKey(key);
      try {
        // In Node the body is the HTTP response itself, streamed as it arrives.
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key }));
        return Body as Readable;
      } catch (error) {
        throw isMissing(error) ? new FileNotFoundError(key) : error;
      }
    },

    async remove(key) {
      const Key = objectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key })).catch((error: unknown) => {
        if (!(error instanceof S3RequestError && error.status === 404)) throw error;
      });
    },

    async exists(key) {
      const Key = objectKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        // HEAD replies have no body, so a missing bucket cannot be told from a missing key here.
        if (error instanceof S3RequestError && error.status === 404) return false;
        throw error;
      }
    },

    /**
     * Every object under the portal's prefix (1,000 a page), as storage keys. Objects whose names are
     * not keys (someone else's files in a shared bucket) are skipped, never touched.
     */
    async *list(): AsyncIterable<StoredFile> {
      const folder = prefix ? `${prefix}/` : '';
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: folder })) {
        for (const { Key: name = '', LastModified } of page.Contents ?? []) {
          const key = name.startsWith(folder) ? name.slice(folder.length) : '';
          if (isStorageKey(key) && LastModified) yield { key, lastModified: LastModified };
        }
      }
    },

    // Nothing is written under a temporary name here: an upload becomes an object only at its last
    // request. The parts of a multipart upload cut off by a killed process are not objects; the bucket's
    // AbortIncompleteMultipartUpload rule removes them (docs/deployment.md).
    async removeInterruptedWrites() {
      return 0;
    },
  };
}
