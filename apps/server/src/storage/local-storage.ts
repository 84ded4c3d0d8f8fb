import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { byteLimit } from './byte-limit.ts';
import {
  assertStorageKey,
  FileNotFoundError,
  type FileStorage,
  isStorageKey,
  type StoredFile,
} from './storage.ts';

/** File storage on the local disk under rootDir (DATA_DIR/files); writes are atomic (temp file + rename). */
export function createLocalStorage(rootDir: string): FileStorage {
  const pathOf = (key: string): string => {
    assertStorageKey(key);
    return join(rootDir, key);
  };
  const tmpDir = join(rootDir, '.tmp');

  const exists = async (key: string): Promise<boolean> => {
    // Outside the try: a key that is not server-made is a bug to surface, not a missing file.
    const path = pathOf(key);
    try {
      return (await stat(path)).isFile();
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
          byteLimit(opts.maxBytes ?? Number.POSITIVE_INFINITY, (_chunk, n) => {
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

    async *list(): AsyncIterable<StoredFile> {
      // recursive readdir (Node 20) lists the whole tree; '.tmp' and anything else not a key is skipped.
      const entries = await readdir(rootDir, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        const key = relative(rootDir, path).split(sep).join('/');
        if (!isStorageKey(key)) continue;
        const info = await stat(path).catch(() => null);
        if (info) yield { key, lastModified: info.mtime };
      }
    },

    async removeInterruptedWrites(before) {
      const names = await readdir(tmpDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const path = join(tmpDir, name);
        const info = await stat(path).catch(() => null);
        // A temporary file still being written is newer than `before` and stays.
        if (!info || info.mtime >= before) continue;
        await rm(path, { force: true, recursive: true });
        removed += 1;
      }
      return removed;
    },
  };
}
