import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createS3Storage, type S3StorageOptions } from './s3-storage.ts';
import { FileTooLargeError } from './storage.ts';

// The wire details s3rver cannot show: URL styles, retries, and multipart uploads that fail half-way.

const options: S3StorageOptions = {
  endpoint: 'http://minio:9000',
  bucket: 'tenders',
  region: 'eu-west-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
const MB = 1024 * 1024;

interface Sent {
  method: string;
  url: string;
  size: number;
  body: string;
  authorization: string;
}

/** Replaces fetch with `answer` (default: 200 for everything), recording each request. */
function fakeS3(answer: (req: Sent, index: number) => Response = () => new Response(null)) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const bytes = Buffer.from(await request.arrayBuffer());
    const req = {
      method: request.method,
      url: request.url,
      size: bytes.length,
      body: bytes.length < 10_000 ? bytes.toString() : '',
      authorization: request.headers.get('authorization') ?? '',
    };
    sent.push(req);
    return answer(req, sent.length - 1);
  });
  return sent;
}

/** Answers a multipart upload the way S3 does; `complete` may be replaced to fail it. */
const multipartS3 =
  (complete = () => new Response('<CompleteMultipartUploadResult/>')) =>
  (req: Sent) => {
    if (req.url.endsWith('?uploads')) return new Response('<Result><UploadId>up-1</UploadId></Result>');
    if (req.url.includes('partNumber='))
      return new Response(null, { headers: { etag: `"etag-${req.size}"` } });
    if (req.method === 'POST') return complete();
    return new Response(null, { status: 204 });
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

const summary = (sent: Sent[]) =>
  sent.map((r) => `${r.method} ${r.url.replace('http://minio:9000/tenders/', '')}`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createS3Storage', () => {
  it('addresses AWS buckets by host name, and a custom endpoint by path', async () => {
    const sent = fakeS3();
    await createS3Storage({ ...options, endpoint: undefined, prefix: 'portal' }).exists('rfq/1/a');
    await createS3Storage({ ...options, endpoint: 'http://minio:9000/' }).exists('rfq/1/a');
    expect(sent.map((r) => r.url)).toEqual([
      'https://tenders.s3.eu-west-1.amazonaws.com/portal/rfq/1/a',
      'http://minio:9000/tenders/rfq/1/a',
    ]);
    expect(sent[0]?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\//,
    );
  });

  it('sends a small stream as one PUT and retries a busy bucket with the whole body', async () => {
    const sent = fakeS3((_req, i) => new Response(null, { status: i === 0 ? 503 : 200 }));
    const storage = createS3Storage(options);
    const put = await storage.put('rfq/1/b', Readable.from([Buffer.from('tender '), Buffer.from('bytes')]));
    expect(put).toEqual({ size: 12 });
    expect(sent.map((r) => [r.method, r.body])).toEqual([
      ['PUT', 'tender bytes'],
      ['PUT', 'tender bytes'],
    ]);
  });

  it('gives up after three tries with the status in the message, never the secret', async () => {
    fakeS3(() => new Response('not xml', { status: 500 }));
    const error = await createS3Storage(options)
      .put('rfq/1/c', Buffer.from('x'))
      .then(
        () => new Error('stored'),
        (e: unknown) => e as Error,
      );
    expect(error.message).toBe('S3 PUT tenders/rfq/1/c failed: 500 Internal Server Error');
    expect(error.message).not.toContain(options.secretAccessKey);
  });

  it('sends a large stream as a multipart upload of 8 MB parts', async () => {
    const sent = fakeS3(multipartS3());
    expect(await createS3Storage(options).put('rfq/1/d', stream(20 * MB))).toEqual({ size: 20 * MB });
    expect(summary(sent)).toEqual([
      'POST rfq/1/d?uploads',
      'PUT rfq/1/d?partNumber=1&uploadId=up-1',
      'PUT rfq/1/d?partNumber=2&uploadId=up-1',
      'PUT rfq/1/d?partNumber=3&uploadId=up-1',
      'POST rfq/1/d?uploadId=up-1',
    ]);
    expect(sent.slice(1, 4).map((r) => r.size)).toEqual([8 * MB, 8 * MB, 4 * MB]);
    expect(sent[4]?.body).toBe(
      '<CompleteMultipartUpload>' +
        [8 * MB, 8 * MB, 4 * MB]
          .map((n, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>"etag-${n}"</ETag></Part>`)
          .join('') +
        '</CompleteMultipartUpload>',
    );
  });

  it('aborts the multipart upload when the stream passes maxBytes part-way', async () => {
    const sent = fakeS3(multipartS3());
    await expect(
      createS3Storage(options).put('rfq/1/e', stream(30 * MB), { maxBytes: 20 * MB }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(summary(sent)).toEqual([
      'POST rfq/1/e?uploads',
      'PUT rfq/1/e?partNumber=1&uploadId=up-1',
      'PUT rfq/1/e?partNumber=2&uploadId=up-1',
      'DELETE rfq/1/e?uploadId=up-1',
    ]);
  });

  it('treats an error inside a 200 Complete reply as a failure, and aborts', async () => {
    const failing = () =>
      new Response(
        '<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>',
      );
    const sent = fakeS3(multipartS3(failing));
    await expect(createS3Storage(options).put('rfq/1/f', stream(9 * MB))).rejects.toThrow(
      /200 InternalError/,
    );
    expect(summary(sent).at(-1)).toBe('DELETE rfq/1/f?uploadId=up-1');
  });

  it('lists every page of the prefix, as keys, skipping names that are not keys', async () => {
    const page = (keys: string[], next?: string) =>
      new Response(
        `<ListBucketResult><IsTruncated>${next ? 'true' : 'false'}</IsTruncated>${keys
          .map(
            (k) =>
              `<Contents><Key>${k}</Key><LastModified>2026-11-20T10:00:00.000Z</LastModified></Contents>`,
          )
          .join(
            '',
          )}${next ? `<NextContinuationToken>${next}</NextContinuationToken>` : ''}</ListBucketResult>`,
      );
    const sent = fakeS3((_req, i) =>
      i === 0 ? page(['portal/upload/a', 'portal/odd name.txt'], '1/x+y=') : page(['portal/rfq/1/b']),
    );
    const listed = [];
    for await (const file of createS3Storage({ ...options, prefix: 'portal' }).list()) listed.push(file);
    expect(listed).toEqual([
      { key: 'upload/a', lastModified: new Date('2026-11-20T10:00:00.000Z') },
      { key: 'rfq/1/b', lastModified: new Date('2026-11-20T10:00:00.000Z') },
    ]);
    expect(sent.map((req) => `${req.method} ${req.url}`)).toEqual([
      'GET http://minio:9000/tenders/?list-type=2&prefix=portal%2F',
      'GET http://minio:9000/tenders/?list-type=2&prefix=portal%2F&continuation-token=1%2Fx%2By%3D',
    ]);
  });

  it('refuses a bucket name that could not be a bucket', () => {
    expect(() => createS3Storage({ ...options, bucket: 'a/b' })).toThrow('invalid S3 bucket name "a/b"');
  });
});
