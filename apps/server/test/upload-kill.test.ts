import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { importData } from '../src/import/import-service.ts';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { createS3Storage } from '../src/storage/s3-storage.ts';
import type { FileStorage } from '../src/storage/storage.ts';
import { authFixture, PASSWORD } from './helpers/auth-fixture.ts';
import { killChildServers, postTo, startChildServer, waitFor } from './helpers/child-server.ts';
import { bothDatabases, createPostgresDatabase } from './helpers/test-db.ts';
import { startTestS3, type TestS3 } from './helpers/test-s3.ts';
import { codeFromMail } from './helpers/test-server.ts';

// kill -9 during uploads, for real: an app server runs as a child process (as in production) and is
// killed with SIGKILL while one upload is half-sent and another one's file is complete in the storage but
// its document row not yet written (its body is held open, so that moment lasts). The storage then holds
// files without a record; the next server's start-up sweep removes them and keeps every referenced file.

const PART = 8 * 1024 * 1024; // the S3 driver's part size: more than this starts a multipart upload

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterEach(killChildServers);
afterAll(() => s3?.close());

async function login(url: string, dataDir: string): Promise<string> {
  const connected = await postTo(url, '/connect', { deviceid: '123456', token: 'tender-portal-web' });
  const password = publicEncrypt(
    { key: String(connected.data?.publickey), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(PASSWORD),
  ).toString('base64');
  expect(
    (await postTo(url, '/common/gencode', { suppliername: 'alice', password, isforget: false })).code,
  ).toBe(0);
  const code = await waitFor('the code mail', async () => {
    const outbox = join(dataDir, 'outbox');
    for (const file of await readdir(outbox)) {
      const mail = await readFile(join(outbox, file), 'utf8');
      if (/^To: .*alice@example\.com/im.test(mail)) return codeFromMail(mail);
    }
    return undefined;
  });
  const reply = await postTo(url, '/common/userlogin', {
    loginid: 'alice',
    password,
    logintype: 'WEB',
    code,
    deviceid: '123456',
    devicedesc: 'kill test',
  });
  return String(reply.data?.token);
}

function uploadForm(ownerid: number, name: string, bytes: string): FormData {
  const form = new FormData();
  form.set('filename', name);
  form.set('data', JSON.stringify({ ownerid, ownertable: 'SUPPLIER', description: name }));
  form.set('file', new Blob([bytes]), name);
  return form;
}

/**
 * Starts an upload that never finishes: the fields, `bytes` bytes of the file, then `after` (nothing, or
 * the start of a next part, which ends the file but leaves the body open), and keeps the connection.
 */
async function unfinishedUpload(
  url: string,
  token: string,
  ownerid: number,
  name: string,
  bytes: number,
  after = '',
): Promise<Socket> {
  const boundary = 'tp-unfinished';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="filename"\r\n\r\n${name}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n` +
    `${JSON.stringify({ ownerid, ownertable: 'SUPPLIER', description: name })}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`;
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {}); // the server is about to be killed under it
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    [
      'POST /samex/rest/common/upload HTTP/1.1',
      `Host: ${hostname}:${port}`,
      `Authorization: ${token}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${Buffer.byteLength(head) + 50 * 1024 * 1024}`,
      '',
      head,
    ].join('\r\n'),
  );
  const chunk = Buffer.alloc(256 * 1024, 0x25);
  for (let done = 0; done < bytes; done += chunk.length) {
    const part = chunk.subarray(0, Math.min(chunk.length, bytes - done));
    if (!socket.write(part)) await new Promise((resolve) => socket.once('drain', resolve));
  }
  socket.write(after.replaceAll('BOUNDARY', boundary));
  return socket;
}

interface Setup {
  env: Record<string, string>;
  storage: FileStorage;
  supplierId: number;
  /** The document rows' storage keys, read while no server holds the database. */
  referencedKeys(): Promise<Set<string>>;
  tmpFiles(): Promise<string[]>;
  cleanUp(): Promise<void>;
}

/** A data folder, a database with alice imported, and the storage, before any server runs. */
async function setUp(kind: 'pglite' | 'postgres', driver: 'local' | 's3'): Promise<Setup> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tp-kill-'));
  const pg = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const prefix = `kill-${randomUUID()}`;
  const storage =
    driver === 'local' ? createLocalStorage(join(dataDir, 'files')) : createS3Storage(s3.options({ prefix }));
  const open = () => openDatabase({ databaseUrl: pg?.url, dataDir });
  const handle = await open();
  await migrateToLatest(handle.db as never);
  await importData(handle.db, authFixture, { baseDir: dataDir, storage });
  const { id: supplierId } = await handle.db
    .selectFrom('supplier')
    .select('id')
    .where('code', '=', 'SAUTH1')
    .executeTakeFirstOrThrow();
  await handle.close();
  return {
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: pg?.url ?? '',
      SEED_DEMO: '0',
      CODE_RESEND_SECONDS: '0',
      CODES_PER_HOUR: '1000',
      WEB_DIST: join(dataDir, 'no-web'),
      ...(driver === 's3' ? { ...s3.env, S3_PREFIX: prefix } : { STORAGE_DRIVER: 'local' }),
    },
    storage,
    supplierId,
    async referencedKeys() {
      const db = await open();
      try {
        const rows = await db.db.selectFrom('document').select('storage_key').execute();
        return new Set(rows.map((row) => row.storage_key));
      } finally {
        await db.close();
      }
    },
    tmpFiles: () => readdir(join(dataDir, 'files', '.tmp')).catch(() => [] as string[]),
    async cleanUp() {
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function storedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys;
}

describe.each(bothDatabases)('kill -9 during uploads on %s', (kind) => {
  it.each(['local', 's3'] as const)(
    'leaves no file without a record on the %s driver once the next server has started',
    async (driver) => {
      const setup = await setUp(kind, driver);
      try {
        const first = await startChildServer(setup.env);
        const token = await login(first.url, setup.env.DATA_DIR ?? '');
        const kept = await fetch(`${first.url}/samex/rest/common/upload`, {
          method: 'POST',
          headers: { authorization: token },
          body: uploadForm(setup.supplierId, 'kept.pdf', '%PDF-1.4 kept'),
        });
        const keptId = Number(((await kept.json()) as { data: { docinfoid: number } }).data.docinfoid);
        const keysBefore = new Set(await storedKeys(setup.storage));
        expect(keysBefore.size).toBe(1);

        // One upload half-sent: its bytes sit in files/.tmp, or in S3 as the parts of a multipart upload.
        const partsSeen: string[] = [];
        const stopWatchingParts = s3.beforeReply(({ method, url }) => {
          if (method === 'PUT' && url.includes(setup.env.S3_PREFIX ?? '-') && url.includes('partNumber='))
            partsSeen.push(url);
        });
        const half = await unfinishedUpload(
          first.url,
          token,
          setup.supplierId,
          'half.pdf',
          PART + 1024 * 1024,
        );
        await waitFor('half an upload in the storage', async () =>
          driver === 'local'
            ? (await setup.tmpFiles()).length > 0 &&
              (await stat(join(setup.env.DATA_DIR ?? '', 'files', '.tmp', (await setup.tmpFiles())[0] ?? '')))
                .size > 0
            : partsSeen.length > 0,
        );
        stopWatchingParts();

        // Another upload: its file ends (a next part begins) so it is stored whole, but its body does not,
        // so the server is still reading it, its row not yet written, when it is killed.
        const doomed = await unfinishedUpload(
          first.url,
          token,
          setup.supplierId,
          'doomed.pdf',
          64 * 1024,
          '\r\n--BOUNDARY\r\nContent-Disposition: form-data; name="more"',
        );
        const doomedKey = await waitFor('the complete file in the storage', async () =>
          (await storedKeys(setup.storage)).find((key) => !keysBefore.has(key)),
        );
        first.process.kill('SIGKILL');
        expect(await first.exited).toBe('SIGKILL');
        half.destroy();
        doomed.destroy();

        // What the crash left: a complete file no row references (and, locally, a half-written one).
        const referenced = await setup.referencedKeys();
        const orphans = (await storedKeys(setup.storage)).filter((key) => !referenced.has(key));
        expect(orphans).toEqual([doomedKey]);
        if (driver === 'local') expect((await setup.tmpFiles()).length).toBeGreaterThan(0);

        // The next server sweeps at start (no minimum age here, so the test need not wait a day).
        const second = await startChildServer({ ...setup.env, FILE_SWEEP_MIN_AGE_SECONDS: '0' });
        await waitFor(
          'the start-up sweep',
          async () =>
            !(await storedKeys(setup.storage)).some((key) => !referenced.has(key)) &&
            (await setup.tmpFiles()).length === 0,
          20_000,
        );
        expect(new Set(await storedKeys(setup.storage))).toEqual(keysBefore);
        const download = await fetch(`${second.url}/samex/rest/file/${keptId}`, {
          headers: { authorization: token },
        });
        expect(await download.text()).toBe('%PDF-1.4 kept');
        second.process.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      } finally {
        await setup.cleanUp();
      }
    },
    180_000,
  );
});
