import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { AwsClient } from 'aws4fetch';
import { type S3RequestError, s3RequestError } from './s3-request-error.ts';
import { assertStorageKey } from './storage.ts';

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

export interface S3Request {
  /** Sub-resource and parameters, e.g. `uploads` or `partNumber=2&uploadId=...`. */
  query?: string;
  body?: Buffer | string;
}

/** Signed requests to one bucket, by storage key. */
export interface S3Client {
  send(method: string, key: string, request?: S3Request): Promise<Response>;
  /** A signed request to the bucket itself (no key), e.g. a listing. */
  sendToBucket(method: string, query: string): Promise<Response>;
  /** The folder inside the bucket that holds this portal's keys ('' for the whole bucket). */
  prefix: string;
  /** `bucket/prefix/key`, how errors name an object. */
  where(key: string): string;
  /** The error for a refused request (reads its body). */
  failure(res: Response, method: string, key: string): Promise<S3RequestError>;
}

// S3 asks clients to retry 500, 503 (SlowDown) and 429; three tries ride out a short hiccup without
// holding an upload for long.
const ATTEMPTS = 3;
const RETRY_BASE_MS = 100;

export function createS3Client(opts: S3StorageOptions): S3Client {
  const prefix = (opts.prefix ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix) assertStorageKey(prefix);
  if (!/^[a-z0-9][a-z0-9.-]*$/.test(opts.bucket)) throw new Error(`invalid S3 bucket name "${opts.bucket}"`);
  const endpoint = new URL(opts.endpoint || `https://s3.${opts.region}.amazonaws.com`);
  const pathStyle = opts.forcePathStyle ?? Boolean(opts.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const bucketUrl = pathStyle
    ? `${endpoint.origin}${basePath}/${opts.bucket}`
    : `${endpoint.protocol}//${opts.bucket}.${endpoint.host}${basePath}`;
  // Retries are ours (below): aws4fetch's default of ten tries keeps a user waiting far too long.
  const aws = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    service: 's3',
    region: opts.region,
    retries: 0,
  });

  const objectKey = (key: string): string => {
    assertStorageKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };

  const where = (key: string): string => `${opts.bucket}/${objectKey(key)}`;

  async function signedFetch(method: string, url: string, target: string, body?: Buffer | string) {
    // Bodies are whole in memory (at most one part): Node 20's fetch (undici 6.24, measured on
    // 20.20) holds a streamed request body entirely, so streaming one would save nothing. The
    // checksum makes S3 refuse bytes damaged on the way instead of storing them.
    const headers: Record<string, string> = {};
    let payload: Uint8Array<ArrayBuffer> | string | null = null;
    if (body !== undefined) {
      headers['x-amz-content-sha256'] = createHash('sha256').update(body).digest('hex');
      payload =
        typeof body === 'string'
          ? body
          : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
    }
    for (let attempt = 1; ; attempt++) {
      let res: Response;
      try {
        res = await aws.fetch(url, { method, headers, body: payload });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        throw new Error(`S3 ${method} ${target}: cannot reach ${endpoint.host} (${cause})`, {
          cause: error,
        });
      }
      if (attempt >= ATTEMPTS || (res.status < 500 && res.status !== 429)) return res;
      await res.body?.cancel();
      await sleep(RETRY_BASE_MS * 2 ** attempt);
    }
  }

  return {
    send(method, key, { query, body } = {}) {
      const url = `${bucketUrl}/${objectKey(key)}${query ? `?${query}` : ''}`;
      return signedFetch(method, url, where(key), body);
    },

    sendToBucket(method, query) {
      return signedFetch(method, `${bucketUrl}/?${query}`, opts.bucket);
    },

    prefix,

    where,

    failure(res, method, key) {
      return s3RequestError(res, method, where(key));
    },
  };
}
