import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createS3Storage, type S3StorageOptions } from './s3-storage.ts';
import { FileTooLargeError } from './storage.ts';

// What s3rver cannot show: URL styles, retries, and multipart uploads that fail half-way. The SDK's
// requests are answered here instead of by the network.

const options: S3StorageOptions = {
  endpoint: 'http://minio:9000',
  bucket: 'tenders',
  region: 'eu-west-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
const MB = 1024 * 1024;

/** The part of the SDK's HttpRequest the fake reads. */
interface SdkRequest {
  method: string;
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query: Record<string, string | string[] | null>;
  headers: Record<string, string>;
  body?: Uint8Array | string;
}

interface Sent {
  method: string;
  url: string;
  /** The path and query without the SDK's `x-id`, e.g. `rfq/1/d?partNumber=1&uploadId=up-1`. */
  what: string;
  size: number;
  body: string;
  authorization: string;
}

interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

/** A transport answering each request with `answer` (default: 200 and no body), recording them. */
function fakeS3(answer: (req: Sent, index: number) => Answer = () => ({})) {
  const sent: Sent[] = [];
  const transport = {
    async handle(request: SdkRequest) {
      const bytes = Buffer.from(request.body ?? '');
      const query = Object.entries(request.query)
        .filter(([name]) => name !== 'x-id')
        .map(([name, value]) => (value === null || value === '' ? name : `${name}=${value}`))
        .join('&');
      const port = request.port ? `:${request.port}` : '';
      const req = {
        method: request.method,
        url: `${request.protocol}//${request.hostname}${port}${request.path}`,
        what: `${request.path.replace(/^\/tenders\/?/, '')}${query ? `?${query}` : ''}`,
        size: bytes.length,
        body: bytes.length < 10_000 ? bytes.toString() : '',
        authorization: request.headers.authorization ?? '',
      };
      sent.push(req);
      const { status = 200, headers = {}, body = '' } = answer(req, sent.length - 1);
      return { response: { statusCode: status, headers, body: Readable.from([Buffer.from(body)]) } };
    },
  };
  return {
    sent,
    storage: (opts: Partial<S3StorageOptions> = {}) => createS3Storage({ ...options, ...opts }, transport),
  };
}

/** Answers a multipart upload the way S3 does; `complete` and `abort` may be replaced to fail it. */
const multipartS3 =
  (
    complete = (): Answer => ({ body: '<CompleteMultipartUploadResult/>' }),
    abort = (): Answer => ({ status: 204 }),
  ) =>
  (req: Sent): Answer => {
    if (req.what.endsWith('?uploads')) return { body: '<Result><UploadId>up-1</UploadId></Result>' };
    if (req.what.includes('partNumber=')) return { headers: { etag: `"etag-${req.size}"` } };
    if (req.method === 'POST') return complete();
    if (req.method === 'DELETE') return abort();
    return {};
  };

function stream(bytes: number): Readable {
  const chunk = Buffer.alloc(MB, 7);
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < bytes; sent += chunk.length)
        yield chunk.subarray(0, Math.min(chunk.length, bytes - sent));
    })(),
  );
}

const summary = (sent: Sent[]) => sent.map((r) => `${r.method} ${r.what}`);

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error('succeeded'),
    (e: unknown) => e as Error,
  );

describe('createS3Storage', () => {
  it('addresses AWS buckets by host name, and a custom endpoint by path', async () => {
    const { sent, storage } = fakeS3();
    await storage({ endpoint: undefined, prefix: 'portal' }).exists('rfq/1/a');
    await storage({ endpoint: 'http://minio:9000/' }).exists('rfq/1/a');
    expect(sent.map((r) => r.url)).toEqual([
      'https://tenders.s3.eu-west-1.amazonaws.com/portal/rfq/1/a',
      'http://minio:9000/tenders/rfq/1/a',
    ]);
    expect(sent[0]?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request/,
    );
  });

  it('sends a small stream as one PUT and retries a busy bucket with the whole body', async () => {
    const { sent, storage } = fakeS3((_req, i) => ({ status: i === 0 ? 503 : 200 }));
    const put = await storage().put('rfq/1/b', Readable.from([Buffer.from('tender '), Buffer.from('bytes')]));
    expect(put).toEqual({ size: 12 });
    expect(sent.map((r) => [r.method, r.what, r.body])).toEqual([
      ['PUT', 'rfq/1/b', 'tender bytes'],
      ['PUT', 'rfq/1/b', 'tender bytes'],
    ]);
  });

  it('gives up after three tries with the status in the message, never the secret', async () => {
    const { sent, storage } = fakeS3(() => ({ status: 500, body: 'not xml' }));
    const error = await failure(storage().put('rfq/1/c', Buffer.from('x')));
    expect(error.message).toBe('S3 PUT tenders/rfq/1/c failed: 500 Internal Server Error');
    expect(error.message).not.toContain(options.secretAccessKey);
    expect(sent).toHaveLength(3);
  });

  it("names S3's error code and message from the reply", async () => {
    const { storage } = fakeS3(() => ({
      status: 403,
      body: '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
    }));
    expect((await failure(storage().get('rfq/1/c'))).message).toBe(
      'S3 GET tenders/rfq/1/c failed: 403 AccessDenied (Access Denied)',
    );
  });

  it('sends a large stream as a multipart upload of 8 MB parts', async () => {
    const { sent, storage } = fakeS3(multipartS3());
    expect(await storage().put('rfq/1/d', stream(20 * MB))).toEqual({ size: 20 * MB });
    expect(summary(sent)).toEqual([
      'POST rfq/1/d?uploads',
      'PUT rfq/1/d?uploadId=up-1&partNumber=1',
      'PUT rfq/1/d?uploadId=up-1&partNumber=2',
      'PUT rfq/1/d?uploadId=up-1&partNumber=3',
      'POST rfq/1/d?uploadId=up-1',
    ]);
    expect(sent.slice(1, 4).map((r) => r.size)).toEqual([8 * MB, 8 * MB, 4 * MB]);
    const parts = [...(sent[4]?.body ?? '').matchAll(/<Part>(.*?)<\/Part>/g)].map(([, part]) => part);
    expect(parts).toEqual(
      [8 * MB, 8 * MB, 4 * MB].map((n, i) => expect.stringMatching(`etag-${n}.*<PartNumber>${i + 1}<`)),
    );
  });

  it('aborts the multipart upload when the stream passes maxBytes part-way', async () => {
    const { sent, storage } = fakeS3(multipartS3());
    await expect(storage().put('rfq/1/e', stream(30 * MB), { maxBytes: 20 * MB })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(summary(sent)).toEqual([
      'POST rfq/1/e?uploads',
      'PUT rfq/1/e?uploadId=up-1&partNumber=1',
      'PUT rfq/1/e?uploadId=up-1&partNumber=2',
      'DELETE rfq/1/e?uploadId=up-1',
    ]);
  });

  it('still reports the byte limit when the abort fails too', async () => {
    const { sent, storage } = fakeS3(multipartS3(undefined, () => ({ status: 403 })));
    await expect(storage().put('rfq/1/e', stream(30 * MB), { maxBytes: 20 * MB })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(summary(sent).at(-1)).toBe('DELETE rfq/1/e?uploadId=up-1');
  });

  it('stops reading the upload when the bucket refuses a part, and aborts', async () => {
    const { sent, storage } = fakeS3((req) =>
      req.what.includes('partNumber=2') ? { status: 403 } : multipartS3()(req),
    );
    const source = stream(40 * MB);
    const error = await failure(storage().put('rfq/1/g', source));
    expect(error.message).toBe('S3 PUT tenders/rfq/1/g failed: 403 Forbidden');
    expect(summary(sent).at(-1)).toBe('DELETE rfq/1/g?uploadId=up-1');
    expect(source.destroyed).toBe(true);
  });

  it('treats an error inside a 200 Complete reply as a failure, and aborts', async () => {
    const failing = () => ({
      body: '<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>',
    });
    const { sent, storage } = fakeS3(multipartS3(failing));
    await expect(storage().put('rfq/1/f', stream(9 * MB))).rejects.toThrow(/S3 POST .* InternalError/);
    expect(summary(sent).at(-1)).toBe('DELETE rfq/1/f?uploadId=up-1');
  });

  it('lists every page of the prefix, as keys, skipping names that are not keys', async () => {
    const page = (keys: string[], next?: string): Answer => ({
      body: `<ListBucketResult><IsTruncated>${next ? 'true' : 'false'}</IsTruncated>${keys
        .map(
          (k) => `<Contents><Key>${k}</Key><LastModified>2026-11-20T10:00:00.000Z</LastModified></Contents>`,
        )
        .join('')}${next ? `<NextContinuationToken>${next}</NextContinuationToken>` : ''}</ListBucketResult>`,
    });
    const { sent, storage } = fakeS3((_req, i) =>
      i === 0 ? page(['portal/upload/a', 'portal/odd name.txt'], '1/x+y=') : page(['portal/rfq/1/b']),
    );
    const listed = [];
    for await (const file of storage({ prefix: 'portal' }).list()) listed.push(file);
    expect(listed).toEqual([
      { key: 'upload/a', lastModified: new Date('2026-11-20T10:00:00.000Z') },
      { key: 'rfq/1/b', lastModified: new Date('2026-11-20T10:00:00.000Z') },
    ]);
    expect(summary(sent)).toEqual([
      'GET ?list-type=2&prefix=portal/',
      'GET ?list-type=2&prefix=portal/&continuation-token=1/x+y=',
    ]);
  });

  it('refuses a bucket name that could not be a bucket', () => {
    expect(() => createS3Storage({ ...options, bucket: 'a/b' })).toThrow('invalid S3 bucket name "a/b"');
  });
});
