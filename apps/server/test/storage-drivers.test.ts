import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { createS3Storage } from '../src/storage/s3-storage.ts';
import {
  FileNotFoundError,
  type FileStorage,
  FileTooLargeError,
  InvalidStorageKeyError,
} from '../src/storage/storage.ts';
import { startTestS3, type TestS3 } from './helpers/test-s3.ts';

// One contract, every driver: whatever STORAGE_DRIVER a deployment picks, uploads, downloads, limits
// and key checks behave the same.

let s3: TestS3;
const folders: string[] = [];
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

const drivers: { name: string; open(): Promise<FileStorage> }[] = [
  {
    name: 'local folder',
    async open() {
      const dir = await mkdtemp(join(tmpdir(), 'tp-storage-'));
      folders.push(dir);
      return createLocalStorage(dir);
    },
  },
  { name: 'S3 bucket (s3rver)', open: async () => createS3Storage(s3.options({ prefix: 'contract' })) },
];

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** size bytes of a repeatable pattern, in 64 KB chunks, as an upload arrives. */
function patternStream(size: number): Readable {
  const chunk = Buffer.alloc(64 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 31) % 251;
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < size; sent += chunk.length)
        yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    })(),
  );
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(drivers)('$name storage', ({ open }) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await open();
  });

  it('stores a Buffer and gives the same bytes back', async () => {
    const bytes = Buffer.from('public liability cover, HKD 10,000,000');
    expect(await storage.put('rfq/1/buffer', bytes)).toEqual({ size: bytes.length });
    expect(await bytesOf(await storage.get('rfq/1/buffer'))).toEqual(bytes);
  });

  it('stores a stream and reports its size', async () => {
    const parts = ['first part, ', 'second part, ', 'last part'];
    const { size } = await storage.put('rfq/1/stream', Readable.from(parts.map((p) => Buffer.from(p))));
    expect(size).toBe(parts.join('').length);
    expect((await bytesOf(await storage.get('rfq/1/stream'))).toString()).toBe(parts.join(''));
  });

  it('stores an empty file', async () => {
    expect(await storage.put('rfq/1/empty', Readable.from([]))).toEqual({ size: 0 });
    expect(await bytesOf(await storage.get('rfq/1/empty'))).toHaveLength(0);
  });

  it('replaces the bytes on a second put under the same key', async () => {
    await storage.put('rfq/1/again', Buffer.from('old'));
    await storage.put('rfq/1/again', Buffer.from('new'));
    expect((await bytesOf(await storage.get('rfq/1/again'))).toString()).toBe('new');
  });

  it('tells whether a key exists', async () => {
    await storage.put('rfq/2/here', Buffer.from('x'));
    expect(await storage.exists('rfq/2/here')).toBe(true);
    expect(await storage.exists('rfq/2/missing')).toBe(false);
  });

  it('removes a file, and removing a missing one is not an error', async () => {
    await storage.put('rfq/3/gone', Buffer.from('x'));
    await storage.remove('rfq/3/gone');
    expect(await storage.exists('rfq/3/gone')).toBe(false);
    await expect(storage.remove('rfq/3/gone')).resolves.toBeUndefined();
    await expect(storage.remove('rfq/3/never-there')).resolves.toBeUndefined();
  });

  it('rejects get of a missing key with FileNotFoundError', async () => {
    await expect(storage.get('rfq/4/missing')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses a stream over maxBytes with FileTooLargeError and stores nothing', async () => {
    await expect(
      storage.put('rfq/5/big', patternStream(300_000), { maxBytes: 200_000 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await storage.exists('rfq/5/big')).toBe(false);
  });

  it('refuses a stream that passes maxBytes only after several MB, storing nothing', async () => {
    // Past the first 8 MB part, so on S3 the refusal comes in the middle of a multipart upload.
    await expect(
      storage.put('rfq/5/late', patternStream(20 * 1024 * 1024), { maxBytes: 12 * 1024 * 1024 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await storage.exists('rfq/5/late')).toBe(false);
  });

  it('refuses a Buffer over maxBytes and accepts one exactly at it', async () => {
    await expect(storage.put('rfq/5/buf', Buffer.alloc(11), { maxBytes: 10 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(await storage.exists('rfq/5/buf')).toBe(false);
    expect(await storage.put('rfq/5/buf', Buffer.alloc(10), { maxBytes: 10 })).toEqual({ size: 10 });
  });

  it('rejects keys that are not server-made', async () => {
    for (const key of ['../escape', '/absolute', 'a//b', 'trailing/', 'with space', 'a/../b', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });

  it('takes a 20 MB streamed upload and gives back the same bytes', async () => {
    const size = 20 * 1024 * 1024;
    const expected = sha256(await bytesOf(patternStream(size)));
    expect(await storage.put('rfq/6/large', patternStream(size), { maxBytes: 100 * 1024 * 1024 })).toEqual({
      size,
    });
    expect(sha256(await bytesOf(await storage.get('rfq/6/large')))).toBe(expected);
  });
});

describe('S3 storage faults', () => {
  it('a wrong secret key fails with the status and S3 code, without the secret', async () => {
    const secretAccessKey = 'not-the-right-secret';
    const wrong = createS3Storage(s3.options({ secretAccessKey }));
    const error = await wrong.put('rfq/7/denied', Buffer.from('x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /^S3 PUT tender-portal-test\/rfq\/7\/denied failed: 403 SignatureDoesNotMatch/,
    );
    expect((error as Error).message).not.toContain(secretAccessKey);
    await expect(wrong.get('rfq/7/denied')).rejects.toThrow(/403 SignatureDoesNotMatch/);
  });

  it('an unknown access key fails with InvalidAccessKeyId', async () => {
    const wrong = createS3Storage(s3.options({ accessKeyId: 'NOBODY' }));
    await expect(wrong.get('rfq/7/any')).rejects.toThrow(/403 InvalidAccessKeyId/);
    await expect(wrong.exists('rfq/7/any')).rejects.toThrow(/S3 HEAD .* failed: 403/);
  });

  it('a missing bucket is a configuration error, not a missing file', async () => {
    const wrong = createS3Storage(s3.options({ bucket: 'no-such-bucket' }));
    await expect(wrong.get('rfq/7/any')).rejects.toThrow(/404 NoSuchBucket/);
  });

  it('an unreachable endpoint names the host it could not reach', async () => {
    const wrong = createS3Storage(s3.options({ endpoint: 'http://127.0.0.1:9' }));
    await expect(wrong.exists('rfq/7/any')).rejects.toThrow(/cannot reach 127\.0\.0\.1:9/);
  });

  it('aborts the multipart upload of a stream refused part-way', async () => {
    const storage = createS3Storage(s3.options({ prefix: 'abort' }));
    const seen: string[] = [];
    const stop = s3.beforeReply(({ method, url }) => {
      if (url.includes('/abort/rfq/7/late'))
        seen.push(`${method} ${url.replace(/\?.*uploadId=.*/, '?uploadId')}`);
    });
    try {
      await expect(
        storage.put('rfq/7/late', patternStream(20 * 1024 * 1024), { maxBytes: 12 * 1024 * 1024 }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
    } finally {
      stop();
    }
    expect(seen[0]).toMatch(/^POST .*\?uploads/);
    expect(seen.at(-1)).toBe('DELETE /tender-portal-test/abort/rfq/7/late?uploadId');
  });

  it('keeps prefixes apart, so two portals can share a bucket', async () => {
    const one = createS3Storage(s3.options({ prefix: 'portal-one' }));
    const two = createS3Storage(s3.options({ prefix: 'portal-two/' }));
    await one.put('rfq/8/mine', Buffer.from('one'));
    expect(await two.exists('rfq/8/mine')).toBe(false);
    expect(await one.exists('rfq/8/mine')).toBe(true);
  });
});
