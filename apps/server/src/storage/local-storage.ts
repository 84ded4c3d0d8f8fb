import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, FileNotFoundError, type FileStorage, FileTooLargeError } from './storage.ts';

// Counts bytes as they pass and fails the pipeline as soon as the limit is crossed, so an oversized
// upload never fills the disk before being refused.
function byteLimit(maxBytes: number, onSize: (n: number) => void): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      size += chunk.length;
      if (size > maxBytes) return done(new FileTooLargeError(maxBytes));
      onSize(size);
      done(null, chunk);
    },
  });
}

/** File storage on the local disk under rootDir (DATA_DIR/files); writes are atomic (temp file + rename). */
export function createLocalStorage(rootDir: string): FileStorage {
  const pathOf = (key: string): string => {
    assertStorageKey(key);
    return join(rootDir, key);
  };
  const tmpDir = join(rootDir, '.tmp');

  const exists = async (key: string): Promise<boolean> => {
    try {
      return (await stat(pathOf(key))).isFile();
    } catch {
      return false;
    }
  };

  return {
    exists,

    async put(key, data, opts = {}) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      await mkdir(tmpDir, { recursive: true });
      const temp = join(tmpDir, randomUUID());
      let size = 0;
      const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
      try {
        await pipeline(
          source,
          byteLimit(opts.maxBytes ?? Number.POSITIVE_INFINITY, (n) => {
            size = n;
          }),
          createWriteStream(temp),
        );
        await rename(temp, target);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
      return { size };
    },

    async get(key) {
      const path = pathOf(key);
      if (!(await exists(key))) throw new FileNotFoundError(key);
      return createReadStream(path);
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
