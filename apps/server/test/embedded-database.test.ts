import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { copyPgliteTemplate, createTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// The embedded database (PGlite) belongs to one process at a time, whichever database the rest of the
// suite runs on: two processes on one data folder would corrupt it, so the second opener is refused with the
// first one's process id (db/connect.ts), as the README says of `npm run admin` and `npm run import` next
// to a running server. A pid file left behind by a process that has ended holds nothing.

const REPO = join(import.meta.dirname, '../../..');
const run = promisify(execFile);

describe('the embedded database’s data folder', () => {
  let t: TestDatabase | undefined;
  afterAll(() => t?.drop());

  it('is refused to a second process while this one holds it, with this one’s process id', async () => {
    t = await createTestDatabase('pglite');
    const pidFile = join(t.dataDir, 'pglite.pid');
    expect(readFileSync(pidFile, 'utf8')).toBe(String(process.pid));
    // Another process opening it as `npm run admin` and `npm run import` do (db/connect.ts).
    const open = `import('./apps/server/src/db/connect.ts').then((m) => m.openDatabase({ dataDir: process.argv[1] }))`;
    const other = run(process.execPath, ['--import', 'tsx', '-e', open, t.dataDir], { cwd: REPO });
    await expect(other).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `the embedded database in ${t.dataDir} is in use by process ${process.pid}`,
      ),
    });
    // Refused before touching it: this process's database still answers, and still holds the folder.
    expect(await t.db.selectFrom('app_user').select('id').execute()).toEqual([]);
    expect(readFileSync(pidFile, 'utf8')).toBe(String(process.pid));
  });

  it('is opened over the pid file of a process that has ended, and freed on close', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tp-lock-'));
    try {
      await copyPgliteTemplate(dataDir);
      const pidFile = join(dataDir, 'pglite.pid');
      const ended = spawn(process.execPath, ['-e', '']);
      await new Promise((resolve) => ended.once('exit', resolve));
      writeFileSync(pidFile, String(ended.pid));

      const handle = await openDatabase({ dataDir });
      try {
        expect(readFileSync(pidFile, 'utf8')).toBe(String(process.pid));
        expect(await handle.db.selectFrom('app_user').select('id').execute()).toEqual([]);
      } finally {
        await handle.close();
      }
      expect(existsSync(pidFile)).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
