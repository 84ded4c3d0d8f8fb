import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../src/storage/s3-storage.ts';
import { signatureMatches } from './sigv4-check.ts';

/** An in-process S3 (s3rver) on a free port with one empty bucket, for the S3 storage driver. */
export interface TestS3 {
  endpoint: string;
  /** Options for createS3Storage against this bucket, with the good credentials unless overridden. */
  options(overrides?: Partial<S3StorageOptions>): S3StorageOptions;
  /** The same bucket as server environment variables (STORAGE_DRIVER=s3 ...). */
  env: Record<string, string>;
  /**
   * Calls listener with each request once s3rver has done it (an object is stored) and before the reply
   * leaves, so a test can act at that exact moment (kill the app server that sent it); answers how to stop.
   */
  beforeReply(listener: (req: { method: string; url: string }) => void): () => void;
  close(): Promise<void>;
}

// s3rver's built-in account; any other access key is refused by s3rver itself.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const BUCKET = 'tender-portal-test';
const SIGNATURE_MISMATCH =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>The request ' +
  'signature we calculated does not match the signature you provided.</Message></Error>';

export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'tp-s3rver-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const secrets = new Map([[ACCESS_KEY_ID, SECRET_ACCESS_KEY]]);
  const listeners = new Set<(req: { method: string; url: string }) => void>();
  // Hosted in our own server so each request's signature is checked before s3rver sees it.
  const server = createServer((req, res) => {
    signatureMatches(req, secrets).then(
      (ok) => {
        if (ok) {
          const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
          res.end = ((...args: unknown[]) => {
            for (const listener of listeners) listener({ method: req.method ?? '', url: req.url ?? '' });
            return end(...args);
          }) as typeof res.end;
          return handle(req, res);
        }
        req.resume();
        res.writeHead(403, { 'content-type': 'application/xml' }).end(SIGNATURE_MISMATCH);
      },
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    options: (overrides = {}) => ({
      endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      ...overrides,
    }),
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    beforeReply(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
