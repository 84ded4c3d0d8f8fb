import { randomUUID } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanFiles } from '../src/documents/orphan-sweeper.ts';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { createS3Storage } from '../src/storage/s3-storage.ts';
import type { FileStorage } from '../src/storage/storage.ts';
import { createTestDatabase, type TestDatabase, testDatabases } from './helpers/test-db.ts';
import { startTestS3, type TestS3 } from './helpers/test-s3.ts';

// The sweeper removes stored files no document references, and half-written temporary files, once they
// are older than the minimum age; it keeps referenced files, young files and whatever is not a
// document key. The kill -9 test (upload-kill.test.ts) shows it at work after a real crash.

const DAY = 24 * 3600 * 1000;
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.close());

describe.each(testDatabases)('orphan sweeper on %s', (kind) => {
  describe.each(['local', 's3'] as const)('with the %s driver', (driver) => {
    let test: TestDatabase;
    let storage: FileStorage;
    const referenced = `upload/${randomUUID()}`;
    const orphanUpload = `upload/${randomUUID()}`;
    const orphanImport = `rfq/7/${randomUUID()}`;
    const notADocument = 'rfq/1/contract-test';

    beforeAll(async () => {
      test = await createTestDatabase(kind);
      storage =
        driver === 'local'
          ? createLocalStorage(join(test.dataDir, 'files'))
          : createS3Storage(s3.options({ prefix: `sweep-${randomUUID()}` }));
      for (const key of [referenced, orphanUpload, orphanImport, notADocument])
        await storage.put(key, Buffer.from(key));
      await test.db
        .insertInto('document')
        .values({
          ownertable: 'SUPPLIER',
          ownerid: 1,
          supplier_id: null,
          filename: 'kept.pdf',
          size: referenced.length,
          storage_key: referenced,
          created_by: null,
          created_at: new Date(),
        })
        .execute();
      if (driver === 'local') {
        await mkdir(join(test.dataDir, 'files', '.tmp'), { recursive: true });
        await writeFile(join(test.dataDir, 'files', '.tmp', randomUUID()), 'half an upload');
      }
    });
    afterAll(() => test?.drop());

    const keys = async () => {
      const found: string[] = [];
      for await (const file of storage.list()) found.push(file.key);
      return found.sort();
    };
    const tmpFiles = () => readdir(join(test.dataDir, 'files', '.tmp')).catch(() => [] as string[]);

    it('lists every stored key, and no temporary file', async () => {
      expect(await keys()).toEqual([referenced, orphanUpload, orphanImport, notADocument].sort());
    });

    it('leaves files younger than the minimum age alone', async () => {
      expect(await sweepOrphanFiles(test.db, storage, { minAgeMs: DAY })).toEqual({
        unreferenced: 0,
        interrupted: 0,
      });
      expect(await keys()).toHaveLength(4);
      if (driver === 'local') expect(await tmpFiles()).toHaveLength(1);
    });

    it('removes old unreferenced document files and temporary files, keeping the rest', async () => {
      const now = new Date(Date.now() + 2 * DAY);
      expect(await sweepOrphanFiles(test.db, storage, { minAgeMs: DAY, now })).toEqual({
        unreferenced: 2,
        interrupted: driver === 'local' ? 1 : 0,
      });
      expect(await keys()).toEqual([referenced, notADocument].sort());
      expect(await tmpFiles()).toEqual([]);
      expect(await storage.exists(referenced)).toBe(true);
    });
  });
});
