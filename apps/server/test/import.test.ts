import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ImportFile, ImportInvitation } from '@tender/api-contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password-hash.ts';
import type { Db } from '../src/db/connect.ts';
import type { Database } from '../src/db/tables.ts';
import { ImportValidationError } from '../src/import/import-errors.ts';
import { importData } from '../src/import/import-service.ts';
import { DEMO_FILE } from '../src/import/seed-demo.ts';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import type { FileStorage } from '../src/storage/storage.ts';
import { bothDatabases, createTestDatabase, type TestDatabase } from './helpers/test-db.ts';

const TABLES: Array<keyof Database> = [
  'supplier',
  'app_user',
  'contact',
  'svc_scope',
  'svc_scope_cert',
  'license_cert',
  'rfq',
  'rfq_line',
  'rfq_invitee',
  'site_inspection',
  'udztb',
  'udztb_line',
  'document',
  'question',
  'work_order',
  'message_template',
];

// Every row of every imported table, in a stable order, to prove "nothing changed" byte for byte.
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    out[table] = rows[0]?.n ?? -1;
  }
  return out;
}

async function storedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

const demo = async (): Promise<unknown> => JSON.parse(await readFile(DEMO_FILE, 'utf8'));

/** A small valid file of its own, with one attachment beside it in a temporary folder. */
function smallFile(): ImportFile {
  return {
    format: 'tender-portal-import/1',
    suppliers: [
      {
        code: 'TST',
        name: 'Test Supplies Ltd',
        scopes: [
          { svcscope: 'CLEANING', certificates: [{ slot: 1, cert: 'ISO 9001', certexpdate: '2030-01-31' }] },
        ],
      },
    ],
    users: [
      {
        loginid: 'test.user',
        username: 'Test User',
        email: 'test.user@example.com',
        password: 'Secret#2026',
        supplier: 'TST',
      },
    ],
    rfqs: [
      {
        rfqnum: 'RFQ-T-1',
        closingdate: '2030-01-01T10:00:00Z',
        lines: [
          { seqno: 1, description: 'Heading', header: true },
          { seqno: 2, description: 'Item A', quantity: 10, autocal: 'Y', totalamountreq: true },
          { seqno: 3, description: 'Item B', quantity: '5', autocal: 'Y', totalamountreq: true },
          { seqno: 4, description: 'Total', autocal: '2+3', totalamountreq: true },
        ],
        documents: [{ path: 'spec.txt', description: 'Specification' }],
      },
    ],
    invitations: [
      {
        udztbnum: 'TB-T-1',
        rfqnum: 'RFQ-T-1',
        supplier: 'TST',
        status: 'WTQUOTE',
        prices: [{ seqno: 2, unitprice: '1.25' }],
      },
    ],
    workorders: [{ wonum: 'WO-T-1', supplier: 'TST' }],
  };
}

describe.each(bothDatabases)('importer on %s', (name) => {
  let t: TestDatabase;
  let storage: FileStorage;
  let filesDir: string;
  let workDir: string;

  beforeAll(async () => {
    t = await createTestDatabase(name);
    filesDir = join(t.dataDir, 'files');
    storage = createLocalStorage(filesDir);
    workDir = await mkdtemp(join(tmpdir(), 'tp-import-'));
    await writeFile(join(workDir, 'spec.txt'), 'Specification, version 1\n');
  });
  afterAll(async () => {
    await t?.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('imports the demo file', async () => {
    const summary = await importData(t.db, await demo(), { baseDir: dirname(DEMO_FILE), storage });
    expect(summary.totals.updated).toBe(0);
    expect(summary.sections.lines.inserted).toBeGreaterThan(4000);

    const users = await t.db
      .selectFrom('app_user')
      .leftJoin('supplier', 'supplier.id', 'app_user.supplier_id')
      .select(['loginid', 'email', 'email_verified', 'code', 'password_hash', 'hrid'])
      .orderBy('loginid')
      .execute();
    expect(users.map((u) => [u.loginid, u.email, u.email_verified, u.code])).toEqual([
      ['demo.approver', 'demo.approver@example.com', true, null],
      ['demo.buyer', 'demo.buyer@example.com', true, null],
      ['demo.newsupplier', 'demo.newsupplier@example.com', false, 'LGL'],
      ['demo.staff', 'demo.staff@example.com', true, null],
      ['demo.supplier', 'demo.supplier@example.com', true, 'PRFS'],
      ['demo.supplier2', 'demo.supplier2@example.com', true, 'KLL'],
    ]);
    expect(users[4]?.hrid).toBe('HRDEMO.SUPPLIER');
    expect(await verifyPassword('Demo#2026pass', users[4]?.password_hash ?? '')).toBe(true);
    // Issue 29: the approver shares the demo password.
    expect(await verifyPassword('Demo#2026pass', users[0]?.password_hash ?? '')).toBe(true);

    for (const code of ['PRFS', 'KLL']) {
      const statuses = await t.db
        .selectFrom('udztb')
        .innerJoin('supplier', 'supplier.id', 'udztb.supplier_id')
        .select('status')
        .distinct()
        .where('code', '=', code)
        .execute();
      expect(statuses.map((s) => s.status).sort()).toEqual(
        [
          'AWARDED',
          'CANCELD',
          'DECLINED',
          'DRAFT',
          'LOST',
          'NEW',
          'NORESPONSE',
          'SUBMITED',
          'WTQUOTE',
        ].sort(),
      );
    }
    const big = await t.db
      .selectFrom('udztb_line')
      .innerJoin('udztb', 'udztb.id', 'udztb_line.udztb_id')
      .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
      .select((eb) => ['udztbnum', eb.fn.countAll<number>().as('n')])
      .where('rfqnum', '=', 'RFQ-2026-0107')
      .groupBy('udztbnum')
      .execute();
    expect(big.map((b) => Number(b.n))).toEqual([2000, 2000]);

    const { rows: certs } = await sql<{ expired: number; soon: number }>`
      select count(*) filter (where certexpdate < current_date)::int as expired,
             count(*) filter (where certexpdate between current_date and current_date + 30)::int as soon
      from svc_scope_cert`.execute(t.db);
    expect(certs[0]?.expired).toBeGreaterThan(0);
    expect(certs[0]?.soon).toBeGreaterThan(0);

    // Issue 35, item 16: the demo's history agrees with its state. Every supplier was invited before its
    // tender closed; every submitted quotation has its receipt, acknowledged before submitted before closing.
    const { rows: history } = await sql<{
      udztbnum: string;
      status: string;
      closing: Date;
      invited: Date;
      acknowledged: Date | null;
      submitted: Date | null;
      submission_ref: string | null;
      round: Date | null;
    }>`
      select u.udztbnum, u.status, r.closingdate as closing, i.invited_at as invited,
             (select min(a.at) from audit_log a where a.entity = 'udztb' and a.entity_id = u.id::text
               and a.to_status = 'WTQUOTE') as acknowledged,
             u.submitted_at as submitted, u.submission_ref, u.negotiation_closingdate as round
      from udztb u join rfq r on r.id = u.rfq_id
      join rfq_invitee i on i.rfq_id = u.rfq_id and i.supplier_id = u.supplier_id`.execute(t.db);
    expect(history.length).toBeGreaterThan(20);
    for (const h of history) {
      const at = (d: Date | null) => (d === null ? null : new Date(d).getTime());
      expect(at(h.invited), h.udztbnum).toBeLessThan(at(h.closing) ?? 0);
      if (['SUBMITED', 'AWARDED', 'LOST'].includes(h.status)) {
        expect(h.submission_ref, h.udztbnum).toMatch(/^Q-/);
        expect(at(h.acknowledged), h.udztbnum).toBeLessThan(at(h.submitted) ?? 0);
        expect(at(h.submitted), h.udztbnum).toBeLessThan(at(h.round ?? h.closing) ?? 0);
      }
      if (h.acknowledged !== null) expect(at(h.invited), h.udztbnum).toBeLessThan(at(h.acknowledged) ?? 0);
    }

    const templates = await t.db.selectFrom('message_template').select(['templateid', 'language']).execute();
    expect(templates).toHaveLength(18);
    const docs = await t.db.selectFrom('document').select(['storage_key', 'size', 'filename']).execute();
    expect(docs.length).toBeGreaterThan(10);
    for (const d of docs) {
      expect(await storage.exists(d.storage_key)).toBe(true);
      expect(d.storage_key).not.toContain(d.filename.replace(/\..*$/, ''));
    }
  });

  it('importing the same file again changes nothing', async () => {
    const before = await snapshot(t.db);
    const files = await storedFiles(filesDir);
    const summary = await importData(t.db, await demo(), { baseDir: dirname(DEMO_FILE), storage });
    expect(summary.totals.inserted).toBe(0);
    expect(summary.totals.updated).toBe(0);
    expect(summary.totals.removed).toBe(0);
    expect(summary.totals.unchanged).toBeGreaterThan(4000);
    expect(await snapshot(t.db)).toEqual(before);
    expect(await storedFiles(filesDir)).toEqual(files);
  });

  it('refuses a malformed file, names every problem by its JSON path and writes nothing', async () => {
    const bad = structuredClone(smallFile()) as unknown as {
      suppliers: Array<
        Record<string, unknown> & { scopes: Array<{ certificates: Array<Record<string, unknown>> }> }
      >;
      users: Array<Record<string, unknown>>;
      rfqs: Array<
        Record<string, unknown> & {
          lines: Array<Record<string, unknown>>;
          documents: Array<{ path: string }>;
        }
      >;
      invitations: Array<Record<string, unknown>>;
      workorders: Array<Record<string, unknown>>;
    };
    bad.suppliers[0]!.phone = 12345678;
    bad.suppliers[0]!.scopes[0]!.certificates[0]!.certexpdate = 'next week';
    delete bad.users[0]!.email;
    bad.rfqs[0]!.colour = 'blue';
    bad.rfqs[0]!.lines[3]!.quantity = 'twelve';
    bad.rfqs[0]!.documents[0]!.path = 'missing.pdf';
    bad.invitations[0]!.status = 'OPEN';
    bad.workorders[0]!.supplier = 'NOPE';

    const counts = await rowCounts(t.db);
    const files = await storedFiles(filesDir);
    const err = await importData(t.db, bad, { baseDir: workDir, storage }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportValidationError);
    const issues = (err as ImportValidationError).issues;
    expect(issues.map((i) => i.path).sort()).toEqual(
      [
        '/suppliers/0/phone',
        '/suppliers/0/scopes/0/certificates/0/certexpdate',
        '/users/0/email',
        '/rfqs/0/colour',
        '/rfqs/0/lines/3/quantity',
        '/rfqs/0/documents/0/path',
        '/invitations/0/status',
        '/workorders/0/supplier',
      ].sort(),
    );
    expect(issues.find((i) => i.path === '/workorders/0/supplier')?.reason).toMatch(/unknown supplier/);
    expect(issues.find((i) => i.path === '/rfqs/0/documents/0/path')?.reason).toMatch(/file not found/);
    expect(issues.every((i) => i.reason.length > 0)).toBe(true);
    expect(await rowCounts(t.db)).toEqual(counts);
    expect(await storedFiles(filesDir)).toEqual(files);
  });

  it('refuses a file whose keys, dates or sum lines are inconsistent', async () => {
    const bad = smallFile();
    bad.suppliers?.push({ code: 'TST', name: 'Duplicate' });
    bad.rfqs![0]!.closingdate = '2030-02-30';
    bad.rfqs![0]!.lines![3]!.autocal = '2+9';
    bad.invitations![0]!.prices = [{ seqno: 7, unitprice: '1' }];
    bad.questions = [{ key: 'q', rfqnum: 'RFQ-NONE', supplier: 'TST', question: 'Why?' }];
    const counts = await rowCounts(t.db);
    const err = await importData(t.db, bad, { baseDir: workDir, storage }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportValidationError);
    expect((err as ImportValidationError).issues.map((i) => i.path).sort()).toEqual(
      [
        '/suppliers/1/code',
        '/rfqs/0/closingdate',
        '/rfqs/0/lines/3/autocal',
        '/invitations/0/prices/0/seqno',
        '/questions/0/rfqnum',
      ].sort(),
    );
    expect(await rowCounts(t.db)).toEqual(counts);
  });

  it('a changed re-import updates in place: prices, password, and file bytes without duplicates', async () => {
    const first = await importData(t.db, smallFile(), { baseDir: workDir, storage });
    expect(first.sections.lines.inserted).toBe(4);
    const user = () =>
      t.db
        .selectFrom('app_user')
        .select(['password_hash', 'hrid'])
        .where('loginid', '=', 'test.user')
        .executeTakeFirstOrThrow();
    const line = (seqno: number) =>
      t.db
        .selectFrom('udztb_line')
        .innerJoin('udztb', 'udztb.id', 'udztb_line.udztb_id')
        .select(['totallineamount', 'disclineamt', 'unitprice'])
        .where('udztbnum', '=', 'TB-T-1')
        .where('seqno', '=', seqno)
        .executeTakeFirstOrThrow();
    expect(await line(4)).toMatchObject({ totallineamount: '12.50', unitprice: null });
    const before = await user();
    expect(before.hrid).toBe('HRTEST.USER');

    const changed = smallFile();
    changed.users![0]!.password = 'Changed#2026';
    changed.invitations![0]!.prices = [{ seqno: 3, unitprice: '2' }];
    await writeFile(join(workDir, 'spec.txt'), 'Specification, version 2\n');
    const second = await importData(t.db, changed, { baseDir: workDir, storage });
    expect(second.sections.users.updated).toBe(1);
    expect(second.sections.documents.updated).toBe(1);
    expect(second.sections.lines.updated).toBe(2);
    // Earlier prices stay when the file gives new ones for other lines only.
    expect(await line(2)).toMatchObject({ unitprice: '1.25', totallineamount: '12.50' });
    expect(await line(4)).toMatchObject({ totallineamount: '22.50', disclineamt: '22.50' });
    const after = await user();
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(await verifyPassword('Changed#2026', after.password_hash)).toBe(true);

    const docs = await t.db
      .selectFrom('document')
      .innerJoin('rfq', 'rfq.id', 'document.ownerid')
      .select(['storage_key', 'size'])
      .where('ownertable', '=', 'RFQ')
      .where('rfqnum', '=', 'RFQ-T-1')
      .execute();
    expect(docs).toHaveLength(1);
    const chunks: Buffer[] = [];
    for await (const c of await storage.get(docs[0]!.storage_key)) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('Specification, version 2\n');
  });

  // Issue 17: the RFQ's own lines, its invitees, its status and the users' roles.
  function buyerFile(lines: Array<{ seqno: number; description: string; autocal?: string }>): ImportFile {
    return {
      format: 'tender-portal-import/1',
      suppliers: [{ code: 'BUY-S', name: 'Buyer Test Supplies' }],
      rfqs: [{ rfqnum: 'RFQ-B-1', closingdate: '2030-01-01T10:00:00Z', lines }],
      invitations: [{ udztbnum: 'TB-B-1', rfqnum: 'RFQ-B-1', supplier: 'BUY-S', status: 'NEW' }],
    };
  }
  const rfqOf = (rfqnum: string) =>
    t.db
      .selectFrom('rfq')
      .select(['id', 'status', 'version'])
      .where('rfqnum', '=', rfqnum)
      .executeTakeFirstOrThrow();
  const rfqLinesOf = async (rfqnum: string) =>
    (
      await t.db
        .selectFrom('rfq_line')
        .innerJoin('rfq', 'rfq.id', 'rfq_line.rfq_id')
        .select(['seqno', 'rfq_line.description', 'autocal', 'quantity'])
        .where('rfqnum', '=', rfqnum)
        .orderBy('seqno')
        .execute()
    ).map((l) => [l.seqno, l.description, l.autocal, l.quantity]);
  const refused = async (file: unknown): Promise<string[]> => {
    const counts = await rowCounts(t.db);
    const err = await importData(t.db, file, { baseDir: workDir, storage }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportValidationError);
    expect(await rowCounts(t.db)).toEqual(counts);
    return (err as ImportValidationError).issues.map((i) => i.path).sort();
  };

  it("makes the RFQ's own lines exactly the file's, and each invited supplier an invitee", async () => {
    const first = await importData(
      t.db,
      buyerFile([
        { seqno: 1, description: 'A' },
        { seqno: 2, description: 'B' },
        { seqno: 3, description: 'Sum', autocal: '1+2' },
      ]),
      { baseDir: workDir, storage },
    );
    expect(first.sections.rfqLines).toEqual({ inserted: 3, updated: 0, unchanged: 0, removed: 0 });
    expect(await rfqLinesOf('RFQ-B-1')).toEqual([
      [1, 'A', '', null],
      [2, 'B', '', null],
      [3, 'Sum', '1+2', null],
    ]);
    const rfq = await rfqOf('RFQ-B-1');
    expect(rfq.status).toBe('PUBLISHED');
    const invitees = await t.db
      .selectFrom('rfq_invitee')
      .innerJoin('supplier', 'supplier.id', 'rfq_invitee.supplier_id')
      .select('code')
      .where('rfq_id', '=', rfq.id)
      .execute();
    expect(invitees).toEqual([{ code: 'BUY-S' }]);

    // A line removed, one changed, one added: rfq_line follows, and the RFQ counts as saved.
    const second = await importData(
      t.db,
      buyerFile([
        { seqno: 1, description: 'A, revised' },
        { seqno: 2, description: 'B' },
        { seqno: 4, description: 'D' },
      ]),
      { baseDir: workDir, storage },
    );
    expect(second.sections.rfqLines).toEqual({ inserted: 1, updated: 1, unchanged: 1, removed: 1 });
    expect(await rfqLinesOf('RFQ-B-1')).toEqual([
      [1, 'A, revised', '', null],
      [2, 'B', '', null],
      [4, 'D', '', null],
    ]);
    const saved = await rfqOf('RFQ-B-1');
    expect(saved.version).toBe(rfq.version + 1);

    // The same file again: nothing changes, not even the version.
    const before = await snapshot(t.db);
    const third = await importData(
      t.db,
      buyerFile([
        { seqno: 1, description: 'A, revised' },
        { seqno: 2, description: 'B' },
        { seqno: 4, description: 'D' },
      ]),
      { baseDir: workDir, storage },
    );
    expect(third.totals).toMatchObject({ inserted: 0, updated: 0, removed: 0 });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('keeps a draft without invitations, and refuses an invitation of a draft', async () => {
    const draft: ImportFile = {
      format: 'tender-portal-import/1',
      rfqs: [
        {
          rfqnum: 'RFQ-B-DRAFT',
          status: 'DRAFT',
          closingdate: '2030-01-01T10:00:00Z',
          lines: [{ seqno: 1, description: 'Draft line' }],
          invitees: ['BUY-S', 'TST'],
        },
      ],
    };
    await importData(t.db, draft, { baseDir: workDir, storage });
    const stored = await rfqOf('RFQ-B-DRAFT');
    expect(stored.status).toBe('DRAFT');
    // Its invitees are on the buyer's list, with no invitation.
    const invitees = await t.db
      .selectFrom('rfq_invitee')
      .innerJoin('supplier', 'supplier.id', 'rfq_invitee.supplier_id')
      .select('code')
      .where('rfq_id', '=', stored.id)
      .orderBy('code')
      .execute();
    expect(invitees.map((i) => i.code)).toEqual(['BUY-S', 'TST']);
    expect(await t.db.selectFrom('udztb').select('id').where('rfq_id', '=', stored.id).execute()).toEqual([]);
    expect(await refused({ ...draft, rfqs: [{ ...draft.rfqs![0]!, invitees: ['NOPE'] }] })).toEqual([
      '/rfqs/0/invitees/0',
    ]);
    // Re-imported without a status, it stays a draft.
    const { status: _status, ...noStatus } = draft.rfqs![0]!;
    await importData(t.db, { ...draft, rfqs: [noStatus] }, { baseDir: workDir, storage });
    expect((await rfqOf('RFQ-B-DRAFT')).status).toBe('DRAFT');

    const invitation = {
      udztbnum: 'TB-B-DRAFT',
      rfqnum: 'RFQ-B-DRAFT',
      supplier: 'BUY-S',
      status: 'NEW' as const,
    };
    // The draft in the file, or as stored: either way no invitation.
    expect(await refused({ ...draft, invitations: [invitation] })).toEqual(['/invitations/0/rfqnum']);
    expect(await refused({ format: 'tender-portal-import/1', invitations: [invitation] })).toEqual([
      '/invitations/0/rfqnum',
    ]);
    // An RFQ with invitations cannot become a draft.
    const published = buyerFile([{ seqno: 1, description: 'A' }]);
    published.rfqs![0]!.status = 'DRAFT';
    const { invitations: _invitations, ...withoutInvitations } = published;
    expect(await refused(withoutInvitations)).toEqual(['/rfqs/0/status']);
    expect(await refused({ ...draft, rfqs: [{ ...draft.rfqs![0]!, status: 'OPEN' }] })).toEqual([
      '/rfqs/0/status',
    ]);

    // Published by the file, the draft takes invitations.
    await importData(
      t.db,
      { ...draft, rfqs: [{ ...draft.rfqs![0]!, status: 'PUBLISHED' }], invitations: [invitation] },
      { baseDir: workDir, storage },
    );
    expect((await rfqOf('RFQ-B-DRAFT')).status).toBe('PUBLISHED');
  });

  it('puts an invitation in a negotiation round after the RFQ closes, and refuses a round that does not', async () => {
    const now = new Date('2029-12-20T00:00:00Z');
    const file: ImportFile = {
      format: 'tender-portal-import/1',
      suppliers: [{ code: 'BUY-S', name: 'Buyer Test Supplies' }],
      rfqs: [{ rfqnum: 'RFQ-B-ROUND', closingdate: 'today-2d', lines: [{ seqno: 1, description: 'A' }] }],
      invitations: [
        {
          udztbnum: 'TB-B-ROUND',
          rfqnum: 'RFQ-B-ROUND',
          supplier: 'BUY-S',
          status: 'WTQUOTE',
          negotiationclosingdate: 'today+5dT09:30Z',
        },
      ],
    };
    const invitation = () =>
      t.db
        .selectFrom('udztb')
        .select(['negotiation', 'negotiation_closingdate', 'closingdate'])
        .where('udztbnum', '=', 'TB-B-ROUND')
        .executeTakeFirstOrThrow();
    await importData(t.db, file, { baseDir: workDir, storage, now });
    const round = new Date('2029-12-25T09:30:00Z');
    // As /buyer/rfq/negotiate leaves it: the invitation's own closing date follows the round's.
    expect(await invitation()).toEqual({
      negotiation: true,
      negotiation_closingdate: round,
      closingdate: round,
    });
    // Imported again without the field, the round is kept.
    const { negotiationclosingdate: _round, ...plain } = file.invitations![0]!;
    const again = await importData(
      t.db,
      { ...file, invitations: [plain] },
      { baseDir: workDir, storage, now },
    );
    expect(again.sections.invitations).toMatchObject({ updated: 0 });
    expect(await invitation()).toEqual({
      negotiation: true,
      negotiation_closingdate: round,
      closingdate: round,
    });

    // A round closes after the RFQ: the file's closing date, or the stored one.
    const early = { ...file.invitations![0]!, negotiationclosingdate: 'today-3d' };
    expect(await refused({ ...file, invitations: [early] })).toEqual([
      '/invitations/0/negotiationclosingdate',
    ]);
    expect(await refused({ format: 'tender-portal-import/1', invitations: [early] })).toEqual([
      '/invitations/0/negotiationclosingdate',
    ]);
    const notADate = { ...file.invitations![0]!, negotiationclosingdate: '2030-02-30T10:00:00Z' };
    expect(await refused({ ...file, invitations: [notADate] })).toEqual([
      '/invitations/0/negotiationclosingdate',
    ]);
  });

  it("carries a submitted quotation's history and receipt, and refuses one that contradicts it", async () => {
    // Issue 35, item 16: invited, acknowledged and submitted before closing, with the receipt's reference.
    const now = new Date('2029-12-20T00:00:00Z');
    const quoted = {
      udztbnum: 'TB-B-HIST',
      rfqnum: 'RFQ-B-HIST',
      supplier: 'BUY-S',
      status: 'SUBMITED' as const,
      invitedat: 'today-10dT02:00Z',
      acknowledgedat: 'today-9dT03:00Z',
      submittedat: '2029-12-17T14:30:00+08:00',
      submissionref: 'Q-RFQ-B-HIST-7K3M9QPX',
    };
    const file = (invitation: Record<string, unknown>): ImportFile => ({
      format: 'tender-portal-import/1',
      suppliers: [{ code: 'BUY-S', name: 'Buyer Test Supplies' }],
      rfqs: [
        { rfqnum: 'RFQ-B-HIST', closingdate: 'today-2dT04:00Z', lines: [{ seqno: 1, description: 'A' }] },
      ],
      invitations: [invitation as ImportInvitation],
    });
    const history = async () => {
      const row = await t.db
        .selectFrom('udztb')
        .innerJoin('rfq_invitee', (join) =>
          join
            .onRef('rfq_invitee.rfq_id', '=', 'udztb.rfq_id')
            .onRef('rfq_invitee.supplier_id', '=', 'udztb.supplier_id'),
        )
        .select(['udztb.id', 'submitted_at', 'submission_ref', 'invited_at'])
        .where('udztbnum', '=', 'TB-B-HIST')
        .executeTakeFirstOrThrow();
      const steps = await t.db
        .selectFrom('audit_log')
        .select(['action', 'from_status', 'to_status', 'at'])
        .where('entity', '=', 'udztb')
        .where('entity_id', '=', String(row.id))
        .orderBy('at')
        .execute();
      return { ...row, steps };
    };
    await importData(t.db, file(quoted), { baseDir: workDir, storage, now });
    const stored = await history();
    expect(stored).toMatchObject({
      submitted_at: new Date('2029-12-17T06:30:00Z'),
      submission_ref: 'Q-RFQ-B-HIST-7K3M9QPX',
      invited_at: new Date('2029-12-10T02:00:00Z'),
    });
    // As the supplier's own workflow records them: the buyer's Suppliers tab reads both times from these.
    expect(stored.steps).toEqual([
      { action: 'workflow', from_status: 'NEW', to_status: 'WTQUOTE', at: new Date('2029-12-11T03:00:00Z') },
      {
        action: 'workflow',
        from_status: 'WTQUOTE',
        to_status: 'SUBMITED',
        at: new Date('2029-12-17T06:30:00Z'),
      },
    ]);
    // Again: nothing changes, and no step is recorded twice.
    const again = await importData(t.db, file(quoted), { baseDir: workDir, storage, now });
    expect(again.sections.invitations).toMatchObject({ updated: 0, unchanged: 1 });
    expect((await history()).steps).toHaveLength(2);
    // On a later day the relative times move, and so do the steps, still one each.
    const later = new Date('2029-12-21T00:00:00Z');
    await importData(t.db, file({ ...quoted, submittedat: 'today-5dT06:30Z' }), {
      baseDir: workDir,
      storage,
      now: later,
    });
    const moved = await history();
    expect(moved.steps.map((s) => [s.to_status, s.at])).toEqual([
      ['WTQUOTE', new Date('2029-12-12T03:00:00Z')],
      ['SUBMITED', new Date('2029-12-16T06:30:00Z')],
    ]);

    // Each contradiction is refused with its code, naming the field; nothing is written.
    const reasonsOf = async (data: ImportFile, at = now) => {
      const counts = await rowCounts(t.db);
      const err = await importData(t.db, data, { baseDir: workDir, storage, now: at }).catch(
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ImportValidationError);
      expect(await rowCounts(t.db)).toEqual(counts);
      return (err as ImportValidationError).issues.map((i) => `${i.path} ${i.reason.split(':')[0]}`);
    };
    const reasons = (invitation: Record<string, unknown>, at = now) => reasonsOf(file(invitation), at);
    expect(await reasons({ ...quoted, submittedat: 'today-1dT04:00Z' })).toEqual([
      '/invitations/0/submittedat history-after-closing',
    ]);
    expect(await reasons({ ...quoted, acknowledgedat: 'today-1d' })).toEqual([
      '/invitations/0/acknowledgedat history-after-closing',
      '/invitations/0/submittedat history-order',
    ]);
    expect(await reasons({ ...quoted, invitedat: 'today-8d' })).toEqual([
      '/invitations/0/acknowledgedat history-order',
    ]);
    expect(
      await reasons({ ...quoted, submittedat: '2029-12-30T10:00:00Z' }, new Date('2029-12-25T00:00:00Z')),
    ).toContain('/invitations/0/submittedat history-after-closing');
    expect(await reasons({ ...quoted, invitedat: '2029-02-30T10:00:00Z' })).toEqual([
      '/invitations/0/invitedat history-date',
    ]);
    expect(await reasons({ ...quoted, submissionref: 'Q-RFQ-OTHER-7K3M9QPX' })).toEqual([
      '/invitations/0/submissionref receipt-reference',
    ]);
    expect(await reasons({ ...quoted, submissionref: 'Q-RFQ-B-HIST-7K3M9QPI' })).toEqual([
      '/invitations/0/submissionref receipt-reference',
    ]);
    const { submissionref: _ref, ...noRef } = quoted;
    expect(await reasons(noRef)).toEqual(['/invitations/0/submissionref receipt-incomplete']);
    const { submittedat: _at, submissionref: _ref2, ...waiting } = quoted;
    expect(await reasons({ ...waiting, status: 'NEW' })).toEqual([
      '/invitations/0/acknowledgedat history-status',
    ]);
    expect(await reasons({ ...quoted, status: 'WTQUOTE' })).toEqual([
      '/invitations/0/submittedat receipt-status',
    ]);
    // A reference is one quotation's: not twice in a file, not another tender's in the database.
    const twice: ImportFile = {
      ...file(quoted),
      suppliers: [
        { code: 'BUY-S', name: 'Buyer Test Supplies' },
        { code: 'BUY-T', name: 'Buyer Test Two' },
      ],
      invitations: [quoted, { ...quoted, udztbnum: 'TB-B-HIST2', supplier: 'BUY-T' }],
    };
    expect(await reasonsOf(twice)).toEqual(['/invitations/1/submissionref receipt-duplicate']);
    const other = { ...quoted, udztbnum: 'TB-B-HIST3', supplier: 'BUY-T' };
    expect(await reasonsOf({ ...twice, invitations: [other] })).toEqual([
      '/invitations/0/submissionref receipt-duplicate',
    ]);
    expect(await history()).toMatchObject({ submission_ref: 'Q-RFQ-B-HIST-7K3M9QPX' });
  });

  it("stores a staff user's buyer role, and refuses it on a supplier user", async () => {
    const staff = {
      loginid: 'buyer.test',
      username: 'Buyer Test',
      email: 'buyer.test@example.com',
      password: 'Buyer#2026test',
      siteid: 'HK01',
    };
    const roles = async () =>
      (
        await t.db
          .selectFrom('app_user')
          .select('roles')
          .where('loginid', '=', 'buyer.test')
          .executeTakeFirstOrThrow()
      ).roles;
    const file = (user: Record<string, unknown>) => ({ format: 'tender-portal-import/1', users: [user] });
    await importData(t.db, file({ ...staff, roles: ['buyer'] }), { baseDir: workDir, storage });
    expect(await roles()).toEqual(['buyer']);
    const again = await importData(t.db, file({ ...staff, roles: ['buyer'] }), { baseDir: workDir, storage });
    expect(again.sections.users).toMatchObject({ updated: 0, unchanged: 1 });
    // Absent keeps the roles; [] removes them.
    await importData(t.db, file(staff), { baseDir: workDir, storage });
    expect(await roles()).toEqual(['buyer']);
    await importData(t.db, file({ ...staff, roles: [] }), { baseDir: workDir, storage });
    expect(await roles()).toEqual([]);

    expect(await refused(file({ ...staff, roles: ['buyer'], supplier: 'BUY-S' }))).toEqual([
      '/users/0/roles',
    ]);
    expect(await refused(file({ ...staff, roles: ['admin'] }))).toEqual(['/users/0/roles/0']);
  });

  it('keeps the data across a restart', async () => {
    const counts = await rowCounts(t.db);
    expect(counts.udztb_line).toBeGreaterThan(4000);
    await t.reopen();
    expect(await rowCounts(t.db)).toEqual(counts);
  });
});
