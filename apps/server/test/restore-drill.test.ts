import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup, type Manifest, restoreBackup, verifyBackup } from '../src/backup/index.ts';
import { loadConfig } from '../src/config/config.ts';
import { type Db, openDatabase } from '../src/db/connect.ts';
import { announceInvitations } from '../src/notifications/index.ts';
import { openStorage } from '../src/storage/open-storage.ts';
import type { FileStorage } from '../src/storage/storage.ts';
import { importProfileFixture, PROFILE_PASSWORD, upload } from './helpers/profile-fixture.ts';
import { createPostgresDatabase } from './helpers/test-db.ts';
import { startTestS3, type TestS3 } from './helpers/test-s3.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 34, item 3: the restore drill. A database filled through the importer and the API (tenders,
// quotations, files, mails, sessions, audit) is backed up, restored into a fresh database and storage, and
// compared table by table and file by file; a server started on the restored data then signs in.

// The same key before and after: the restored database's RSA key is sealed under it (docs/deployment.md).
const SECRET_KEY = 'restore-drill-secret-key-0123456789abcdef';
const REPO = join(import.meta.dirname, '../../..');

const drillFixture = {
  format: 'tender-portal-import/1',
  rfqs: [
    {
      rfqnum: 'R-DRILL',
      description: 'Restore drill tender',
      siteid: 'HKHQ',
      closingdate: 'today+10d',
      lines: [
        { seqno: 1, description: 'Cleaning', autocal: 'Y', totalamountreq: true, quantity: '2', unit: 'day' },
        { seqno: 2, description: 'Polishing', autocal: 'Y', totalamountreq: true, quantity: '3', unit: 'm2' },
      ],
    },
  ],
  invitations: [{ udztbnum: 'U-DRILL', rfqnum: 'R-DRILL', supplier: 'SPROF1', status: 'WTQUOTE' }],
};

/**
 * Each table's rows as one digest (order-independent), each view's too (mail_log, the outbox's sent
 * mails, must come back as a view that reads them), and each sequence's position.
 */
async function contentsOf(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type in ('BASE TABLE', 'VIEW') order by 1`.execute(db);
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: number; digest: string | null }>`
      select count(*)::int as n, md5(string_agg(to_jsonb(t)::text, '|' order by to_jsonb(t)::text)) as digest
      from ${sql.table(name)} as t`.execute(db);
    out[name] = `${rows[0]?.n} rows ${rows[0]?.digest ?? ''}`;
  }
  const sequences = await sql<{ name: string; value: string | null }>`
    select sequencename as name, last_value::text as value from pg_sequences
    where schemaname = current_schema() order by 1`.execute(db);
  for (const { name, value } of sequences.rows) out[`sequence ${name}`] = String(value);
  return out;
}

/** sha256 of every stored file, by key: of a DATA_DIR's local folder, or of a storage. */
async function filesOf(where: string | FileStorage): Promise<Record<string, string>> {
  const storage =
    typeof where === 'string' ? openStorage({ driver: 'local', dir: join(where, 'files') }) : where;
  const out: Record<string, string> = {};
  for await (const { key } of storage.list()) {
    const hash = createHash('sha256');
    for await (const chunk of await storage.get(key)) hash.update(chunk as Buffer);
    out[key] = hash.digest('hex');
  }
  return out;
}

/** A fresh, empty target: a new DATA_DIR, and on PostgreSQL a new database. */
async function freshTarget(kind: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(join(tmpdir(), 'tp-restored-'));
  const pgDb = kind === 'postgres' ? await createPostgresDatabase({ empty: true }) : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
  return {
    dataDir,
    env,
    config: loadConfig(env),
    async drop() {
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// On both databases: the embedded one is backed up and restored with its server stopped, which only
// PGlite shows (the README's "Test suites").
describe.each(bothDatabases)('restore drill on %s', (kind) => {
  let source: TestServer;
  let sourceStopped = false;
  let backupsDir: string;
  let backup: { dir: string; manifest: Manifest };
  let sourceContents: Record<string, string>;
  let sourceFiles: Record<string, string>;
  /** The upload's signed link, made before the backup. */
  let docurl: string;
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    source = await startTestServer(kind, { SECRET_KEY });
    backupsDir = await mkdtemp(join(tmpdir(), 'tp-backups-'));
    // Through the importer: suppliers, users, tenders with attachments, certificates, work orders.
    await importProfileFixture(source);
    await source.importFixture(drillFixture);
    // As `npm run import` does: each new invitation queued in the mail outbox (and sent by its worker).
    expect((await announceInvitations(source.built.ctx)).mails).toBeGreaterThan(0);
    // Through the API: a sign-in (code mailed, session), an upload, a quotation priced and submitted
    // (receipt mailed), a question.
    const pat = await source.login('pat', PROFILE_PASSWORD);
    const db = source.built.ctx.db;
    const supplier = await db
      .selectFrom('supplier')
      .select('id')
      .where('code', '=', 'SPROF1')
      .executeTakeFirstOrThrow();
    const doc = {
      user: 'pat',
      ownerid: supplier.id,
      ownertable: 'SUPPLIER',
      atttype: '',
      description: 'Prices',
    };
    const uploaded = await upload(source, pat, { name: 'price list.pdf', bytes: '%PDF-1.4 drill' }, doc);
    expect(uploaded.code).toBe(0);
    docurl = String(uploaded.data?.docurl);
    const saved = await source.post(
      '/util/update',
      {
        reqname: 'updateudztb',
        user: 'pat',
        udztb: ['U-DRILL'],
        docinfo: [],
        isAttachment: '0',
        updateudztbline: [
          { seqno: 1, udztbnum: 'U-DRILL', quantity: '2', unitprice: '120.50' },
          { seqno: 2, udztbnum: 'U-DRILL', quantity: '3', unitprice: '33.33', linenotes: 'incl. materials' },
        ],
      },
      pat,
    );
    expect(saved.code).toBe(0);
    const tender = await db
      .selectFrom('udztb')
      .select('id')
      .where('udztbnum', '=', 'U-DRILL')
      .executeTakeFirstOrThrow();
    const submitted = await source.post(
      '/workflow/submitworkflow',
      { assigncode: '', ownertable: 'udztb', ownerid: tender.id, actionid: 4 },
      pat,
    );
    expect(submitted.code).toBe(0);
    await source.built.ctx.tasks.idle();

    if (kind === 'pglite') {
      // The embedded database is backed up with its server stopped.
      await source.built.close();
      sourceStopped = true;
    }
    // PostgreSQL: while the server runs.
    backup = await createBackup({ config: source.built.ctx.config, to: backupsDir });
    const reader = kind === 'pglite' ? await openDatabase({ dataDir: source.dataDir }) : undefined;
    try {
      sourceContents = await contentsOf(reader?.db ?? db);
    } finally {
      await reader?.close();
    }
    sourceFiles = await filesOf(source.dataDir);
  });

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    if (sourceStopped) await rm(source?.dataDir ?? '', { recursive: true, force: true });
    else await source?.close();
    await rm(backupsDir ?? '', { recursive: true, force: true });
  });

  it('backs up, verifies, restores into an empty database and storage, and every table and file matches', async () => {
    // The fill reached every kind of record the drill is about.
    const { tables } = backup.manifest.database;
    for (const table of ['rfq', 'udztb', 'udztb_line', 'document', 'mail_outbox', 'session', 'audit_log'])
      expect(tables[table], table).toBeGreaterThan(0);
    // mail_log is a view of the outbox's sent mails: not in the manifest's counts, but restored.
    expect(tables.mail_log).toBeUndefined();
    expect(sourceContents.mail_log).toMatch(/^[1-9]\d* rows /);
    expect(backup.manifest.files.count).toBe(Object.keys(sourceFiles).length);
    expect(backup.manifest.files.count).toBeGreaterThanOrEqual(6);
    expect(backup.manifest.files.missing).toEqual([]);
    expect(backup.dir).toMatch(/tender-portal-\d{8}T\d{6}Z$/);

    const verified = await verifyBackup({
      config: loadConfig({ DATABASE_URL: process.env.TEST_DATABASE_URL }),
      dir: backup.dir,
    });
    expect(verified.problems).toEqual([]);

    const target = await freshTarget(kind);
    cleanups.push(target.drop);
    await restoreBackup({ config: target.config, from: backup.dir });
    const restored = await openDatabase({ databaseUrl: target.config.databaseUrl, dataDir: target.dataDir });
    try {
      expect(await contentsOf(restored.db)).toEqual(sourceContents);
    } finally {
      await restored.close();
    }
    expect(await filesOf(target.dataDir)).toEqual(sourceFiles);

    // Nothing is restored over data: the same target again is refused, and so is a damaged backup.
    await expect(restoreBackup({ config: target.config, from: backup.dir })).rejects.toThrow(/not empty/);
    const damaged = join(backupsDir, 'damaged');
    await cp(backup.dir, damaged, { recursive: true });
    const victim = join(damaged, 'files', backup.manifest.files.entries[0]?.key ?? '');
    await writeFile(victim, `${await readFile(victim, 'utf8')}tampered`);
    const report = await verifyBackup({
      config: loadConfig({ DATABASE_URL: process.env.TEST_DATABASE_URL }),
      dir: damaged,
    });
    expect(report.problems).toEqual([expect.stringMatching(/^file .*: \d+ bytes, the manifest has \d+$/)]);
    const fresh = await freshTarget(kind);
    cleanups.push(fresh.drop);
    await expect(restoreBackup({ config: fresh.config, from: damaged })).rejects.toThrow(
      /damaged, nothing was restored/,
    );
  });

  it('starts a server on the restored data, which signs in and shows the submitted quotation and a file', async () => {
    const target = await freshTarget(kind);
    await restoreBackup({ config: target.config, from: backup.dir });
    // The test server removes the restored folder (and the PostgreSQL database is dropped) afterwards.
    const restored = await startTestServer(kind, { ...target.env, SECRET_KEY });
    cleanups.push(async () => {
      await restored.close();
      await target.drop();
    });
    const pat = await restored.login('pat', PROFILE_PASSWORD);
    const { getudztb } = await restored.post<{ getudztb: Record<string, unknown>[] }>(
      '/util/list',
      { reqname: 'getudztb', udztbnum: 'U-DRILL' },
      pat,
    );
    expect(getudztb[0]).toMatchObject({ udztbnum: 'U-DRILL', status: 'SUBMITED' });
    // A download link signed before the backup still opens its file: same SECRET_KEY, same session.
    const res = await fetch(`${restored.url}${docurl}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('%PDF-1.4 drill');
  });

  it.runIf(kind === 'pglite')('refuses to back up the embedded database while its server runs', async () => {
    const running = await startTestServer('pglite');
    cleanups.push(() => running.close());
    const run = promisify(execFile);
    const failure = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'backup', '--to', backupsDir],
      { cwd: REPO, env: { ...process.env, DATA_DIR: running.dataDir, DATABASE_URL: '' } },
    ).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(
      /^error: the embedded database in .* is in use by process \d+; stop it first/,
    );
  });
});

describe('restore drill with the files in an S3 bucket', () => {
  let s3: TestS3;
  let backupsDir: string;
  const dirs: string[] = [];

  beforeAll(async () => {
    s3 = await startTestS3();
    backupsDir = await mkdtemp(join(tmpdir(), 'tp-backups-'));
  });
  afterAll(async () => {
    await s3?.close();
    for (const dir of [...dirs, backupsDir]) await rm(dir, { recursive: true, force: true });
  });

  it("lists and copies the bucket's objects, and restores them into an empty prefix only", async () => {
    const source = await startTestServer('pglite', { ...s3.env, S3_PREFIX: 'live' });
    dirs.push(source.dataDir);
    await importProfileFixture(source);
    await source.built.close();
    const sourceFiles = await filesOf(openStorage(source.built.ctx.config.storage));
    expect(Object.keys(sourceFiles).length).toBeGreaterThanOrEqual(5);

    const { dir, manifest } = await createBackup({ config: source.built.ctx.config, to: backupsDir });
    expect(manifest.files).toMatchObject({
      driver: 's3',
      count: Object.keys(sourceFiles).length,
      missing: [],
    });

    const target = await freshTarget('pglite');
    dirs.push(target.dataDir);
    const config = loadConfig({ ...target.env, ...s3.env, S3_PREFIX: 'restored' });
    await restoreBackup({ config, from: dir });
    expect(await filesOf(openStorage(config.storage))).toEqual(sourceFiles);
    // The same bucket and prefix again: not empty, refused before the database is touched.
    const again = await freshTarget('pglite');
    dirs.push(again.dataDir);
    await expect(
      restoreBackup({ config: loadConfig({ ...again.env, ...s3.env, S3_PREFIX: 'restored' }), from: dir }),
    ).rejects.toThrow(/file storage \(the bucket\) is not empty/);
  });
});
