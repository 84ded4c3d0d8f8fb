import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Who sees which tender: suppliers only their own tenders whatever ids they forge, staff only their
// site's; status filters are a whitelist and search text is matched literally.

const PASSWORD = 'Access#2026ok';
type Row = Record<string, unknown>;

const lines = [
  { seqno: 1, description: 'Section A', header: true },
  { seqno: 2, description: 'Cleaning', autocal: 'Y', totalamountreq: true, required: true, quantity: '2' },
  { seqno: 3, description: 'Lump sum' },
];

function rfq(rfqnum: string, description: string, closingdate: string, extra: Row = {}): Row {
  return {
    rfqnum,
    description,
    siteid: 'HK01',
    closingdate,
    contact1: 'Ann Lee',
    email1: 'ann@example.com',
    lines,
    ...extra,
  };
}

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'ACC-A', name: 'Alpha Access Ltd' },
    { code: 'ACC-B', name: 'Beta Access Ltd' },
  ],
  users: [
    {
      loginid: 'acc-a',
      username: 'Alpha',
      email: 'acc-a@example.com',
      password: PASSWORD,
      supplier: 'ACC-A',
      siteid: 'HK01',
      emailverified: true,
    },
    {
      loginid: 'acc-b',
      username: 'Beta',
      email: 'acc-b@example.com',
      password: PASSWORD,
      supplier: 'ACC-B',
      siteid: 'HK01',
      emailverified: true,
    },
    {
      loginid: 'acc-staff',
      username: 'Staff HK',
      email: 'acc-staff@example.com',
      password: PASSWORD,
      siteid: 'HK01',
      emailverified: true,
    },
    {
      loginid: 'acc-staff-sg',
      username: 'Staff SG',
      email: 'acc-staff-sg@example.com',
      password: PASSWORD,
      siteid: 'SG01',
      emailverified: true,
    },
  ],
  rfqs: [
    rfq('ACC-RFQ-1', 'Carpet 100% wool', '2030-01-03T10:00:00Z', {
      documents: [{ path: 'acc-spec.txt', description: 'Spec' }],
    }),
    rfq('ACC-RFQ-2', 'Lobby under_score works', '2030-01-02T10:00:00Z', {
      pricenegotiation: true,
      hassiteinspection: true,
    }),
    rfq('ACC-RFQ-3', "O'Brien fountain", '2030-01-01T10:00:00Z'),
    rfq('ACC-RFQ-4', 'Beta only roof', '2030-01-04T10:00:00Z'),
  ],
  invitations: [
    {
      udztbnum: 'ACC-A-1',
      rfqnum: 'ACC-RFQ-1',
      supplier: 'ACC-A',
      status: 'WTQUOTE',
      prices: [{ seqno: 2, unitprice: '10.50' }],
    },
    { udztbnum: 'ACC-A-2', rfqnum: 'ACC-RFQ-2', supplier: 'ACC-A', status: 'SUBMITED', attendedall: true },
    { udztbnum: 'ACC-A-3', rfqnum: 'ACC-RFQ-3', supplier: 'ACC-A', status: 'NEW' },
    { udztbnum: 'ACC-B-1', rfqnum: 'ACC-RFQ-4', supplier: 'ACC-B', status: 'WTQUOTE' },
    { udztbnum: 'ACC-B-2', rfqnum: 'ACC-RFQ-1', supplier: 'ACC-B', status: 'NEW' },
  ],
};

describe.each(testDatabases)('tender access on %s', (kind) => {
  let server: TestServer;
  let tokenA: string;
  let tokenB: string;
  let staff: string;
  let staffSg: string;

  const list = <T = Row[]>(reqname: string, body: Row, token: string) =>
    server.post<Record<string, T>>('/util/list', { reqname, ...body }, token);
  const page = (token: string, extra: Row = {}) =>
    list('getudztb', { hrid: '1', pagesize: '10', page: 1, str: '', status: "not in ('')", ...extra }, token);
  const udztbid = async (udztbnum: string) =>
    (
      await server.built.ctx.db
        .selectFrom('udztb')
        .select('id')
        .where('udztbnum', '=', udztbnum)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await writeFile(join(server.dataDir, 'acc-spec.txt'), 'tender specification');
    await server.importFixture(fixture);
    [tokenA, tokenB, staff, staffSg] = [
      await server.login('acc-a', PASSWORD),
      await server.login('acc-b', PASSWORD),
      await server.login('acc-staff', PASSWORD),
      await server.login('acc-staff-sg', PASSWORD),
    ];
  });
  afterAll(async () => server?.close());

  it('lists only the caller’s own tenders, latest closing date first, whatever hrid says', async () => {
    const beta = await server.built.ctx.db
      .selectFrom('app_user')
      .select(['hrid', 'id'])
      .where('loginid', '=', 'acc-b')
      .executeTakeFirstOrThrow();
    const reply = await page(tokenA, { hrid: beta.hrid, userid: String(beta.id) });
    expect(reply.code).toBe(0);
    expect(reply.getudztb?.map((r) => r.udztbnum)).toEqual(['ACC-A-1', 'ACC-A-2', 'ACC-A-3']);
    expect(reply.getudztb?.[0]).toEqual({
      udztbid: await udztbid('ACC-A-1'),
      udztbnum: 'ACC-A-1',
      rfqnum: 'ACC-RFQ-1',
      suppliercode: 'ACC-A',
      suppliername: 'Alpha Access Ltd',
      siteid: 'HK01',
      tenderdesc: 'Carpet 100% wool',
      status: 'WTQUOTE',
      statusdesc: 'Waiting for Quotation',
      enddate: '2030-01-03T10:00:00.000Z',
    });
    const count = await list<{ totalcount: number }[]>(
      'udztbcount',
      { hrid: beta.hrid, str: '', status: "not in ('')" },
      tokenA,
    );
    expect(count.udztbcount).toEqual([{ totalcount: 3 }]);
    const b = await page(tokenB);
    expect(b.getudztb?.map((r) => r.udztbnum)).toEqual(['ACC-B-1', 'ACC-B-2']);
  });

  it('pages with pagesize sent as a string or a number and refuses sizes outside 1..100', async () => {
    expect((await page(tokenA, { pagesize: '2', page: '2' })).getudztb?.map((r) => r.udztbnum)).toEqual([
      'ACC-A-3',
    ]);
    expect((await page(tokenA, { pagesize: 1, page: 1 })).getudztb?.map((r) => r.udztbnum)).toEqual([
      'ACC-A-1',
    ]);
    for (const pagesize of ['0', '101', 'ten', -1, 1000]) {
      expect((await page(tokenA, { pagesize })).code).toBe(1000002);
    }
  });

  it('filters by the whitelisted status strings and refuses anything else', async () => {
    const submitted = await page(tokenA, { status: "in ('SUBMITED')" });
    expect(submitted.getudztb?.map((r) => r.udztbnum)).toEqual(['ACC-A-2']);
    expect(submitted.getudztb?.[0]?.statusdesc).toBe('Submitted');
    for (const status of [
      "in ('WTQUOTE') or 1=1",
      "'; drop table udztb;--",
      "in ('WTQUOTE','SUBMITED')",
      'WTQUOTE',
    ]) {
      const listed = await page(tokenA, { status });
      expect(listed.code, status).toBe(1000002);
      expect(listed.getudztb).toBeUndefined();
      expect((await list('udztbcount', { str: '', status }, tokenA)).code).toBe(1000002);
    }
    expect((await page(tokenA)).getudztb).toHaveLength(3);
  });

  it('searches number and description case-insensitively with %, _ and quotes taken literally', async () => {
    const found = async (str: string) => (await page(tokenA, { str })).getudztb?.map((r) => r.udztbnum);
    expect(await found('%')).toEqual(['ACC-A-1']);
    expect(await found('_')).toEqual(['ACC-A-2']);
    expect(await found("'")).toEqual(['ACC-A-3']);
    expect(await found("o'brien")).toEqual(['ACC-A-3']);
    expect(await found('  WOOL  ')).toEqual(['ACC-A-1']);
    expect(await found('acc-rfq-2')).toEqual(['ACC-A-2']);
    expect(await found('ACC-A-3')).toEqual(['ACC-A-3']);
    expect(await found('roof')).toEqual([]);
    expect(await found('\\')).toEqual([]);
    expect(await found("' or '1'='1")).toEqual([]);
    const count = await list<{ totalcount: number }[]>(
      'udztbcount',
      { str: '%', status: "not in ('')" },
      tokenA,
    );
    expect(count.udztbcount?.[0]?.totalcount).toBe(1);
  });

  it('answers one header with the detail fields, and isdownload follows the RFQ documents', async () => {
    const reply = await list('getudztb', { udztbnum: 'ACC-A-1' }, tokenA);
    expect(reply.code).toBe(0);
    expect(reply.getudztb?.[0]).toMatchObject({
      udztbnum: 'ACC-A-1',
      title: 'ACC-RFQ-1',
      rfqnum: 'ACC-RFQ-1',
      content: 'Carpet 100% wool',
      suppliername: 'Alpha Access Ltd',
      suppliercode: 'ACC-A',
      closingdate: '2030-01-03T10:00:00.000Z',
      contact1: 'Ann Lee',
      email1: 'ann@example.com',
      status: 'WTQUOTE',
      inputed: '0',
      pricenegotiation: '0',
      hassiteinspection: '0',
      attendedall: '0',
      isdownload: '0',
      reminder: '0',
    });
    const other = await list('getudztb', { udztbnum: 'ACC-A-2' }, tokenA);
    expect(other.getudztb?.[0]).toMatchObject({
      pricenegotiation: '1',
      hassiteinspection: '1',
      attendedall: '1',
      isdownload: '1',
    });

    const db = server.built.ctx.db;
    const doc = await db
      .selectFrom('document')
      .select('id')
      .where('ownertable', '=', 'RFQ')
      .executeTakeFirstOrThrow();
    const supplier = await db
      .selectFrom('supplier')
      .select('id')
      .where('code', '=', 'ACC-A')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('document_download')
      .values({ document_id: doc.id, supplier_id: supplier.id })
      .execute();
    expect((await list('getudztb', { udztbnum: 'ACC-A-1' }, tokenA)).getudztb?.[0]?.isdownload).toBe('1');
    // Beta's download state of the same RFQ is its own.
    expect((await list('getudztb', { udztbnum: 'ACC-B-2' }, tokenB)).getudztb?.[0]?.isdownload).toBe('0');
  });

  it('answers the lines with flags as strings and exact decimals', async () => {
    const reply = await list('getudztbline', { siteid: 'XX', udztbnum: 'ACC-A-1' }, tokenA);
    expect(reply.code).toBe(0);
    expect(reply.getudztbline).toEqual([
      expect.objectContaining({ seqno: 1, header: '1', totallineamount: null, unitprice: null }),
      expect.objectContaining({
        seqno: 2,
        header: '0',
        autocal: 'Y',
        required: '1',
        totalamountreq: '1',
        bold: '0',
        quantity: '2.00',
        unitprice: '10.50',
        totallineamount: '21.00',
        disc: '100.00',
        disclineamt: '21.00',
        linenotes: '',
      }),
      expect.objectContaining({ seqno: 3, description: 'Lump sum' }),
    ]);
  });

  it('never reveals another supplier’s tender: guessed udztbnum, udztbid or a save all answer no such tender', async () => {
    const missing = await list('getudztb', { udztbnum: 'ACC-NOPE' }, tokenA);
    const foreign = await list('getudztb', { udztbnum: 'ACC-B-1' }, tokenA);
    expect(foreign.code).toBe(4000001);
    expect(foreign).toEqual(missing);
    expect(foreign.message).toBe('Have no such tender');
    expect((await list('getudztbline', { udztbnum: 'ACC-B-1' }, tokenA)).code).toBe(4000001);

    const saved = await server.post(
      '/util/update',
      { reqname: 'updateudztb', udztb: ['ACC-B-1'], updateudztbline: [{ seqno: 2, unitprice: '1' }] },
      tokenA,
    );
    expect(saved.code).toBe(4000001);
    for (const actionid of [4, 7, 8, 9]) {
      const flow = await server.post(
        '/workflow/submitworkflow',
        { ownertable: 'udztb', ownerid: await udztbid('ACC-B-1'), actionid, commentstojll: 'no' },
        tokenA,
      );
      expect(flow.code).toBe(4000001);
    }
    expect(
      (
        await server.post(
          '/workflow/submitworkflow',
          { ownertable: 'udztb', ownerid: '99999999999', actionid: 7 },
          tokenA,
        )
      ).code,
    ).toBe(4000001);
    const untouched = await list('getudztb', { udztbnum: 'ACC-B-1' }, tokenB);
    expect(untouched.getudztb?.[0]).toMatchObject({ status: 'WTQUOTE' });
    const lineB = await list('getudztbline', { udztbnum: 'ACC-B-1' }, tokenB);
    expect(lineB.getudztbline?.[1]?.unitprice).toBeNull();
  });

  it('lets staff read and search only the tenders of their site, and only staff search', async () => {
    const search = await list('getjlludztb', { suppliername: 'acc-b', rfqnum: 'acc-rfq-4' }, staff);
    expect(search.code).toBe(0);
    expect(search.getjlludztb?.map((r) => r.udztbnum)).toEqual(['ACC-B-1']);
    expect(
      (await list('getjlludztb', { suppliername: 'ACC-B', rfqnum: 'ACC-RFQ-4' }, staffSg)).getjlludztb,
    ).toEqual([]);
    expect((await list('getjlludztb', { suppliername: ' ', rfqnum: 'ACC-RFQ-4' }, staff)).code).toBe(1000002);
    expect((await list('getjlludztb', { suppliername: 'ACC-B', rfqnum: 'ACC-RFQ-4' }, tokenA)).code).toBe(
      1000004,
    );

    expect((await list('getudztb', { udztbnum: 'ACC-B-1' }, staff)).getudztb?.[0]).toMatchObject({
      udztbnum: 'ACC-B-1',
    });
    expect((await list('getudztbline', { udztbnum: 'ACC-B-1' }, staff)).getudztbline).toHaveLength(3);
    expect((await list('getudztb', { udztbnum: 'ACC-B-1' }, staffSg)).code).toBe(4000001);
    expect((await list('getudztbline', { udztbnum: 'ACC-B-1' }, staffSg)).code).toBe(4000001);
    expect((await page(staffSg)).getudztb).toEqual([]);
  });

  it('refuses quoting calls from staff and every call without a session', async () => {
    const save = await server.post(
      '/util/update',
      { reqname: 'updateudztb', udztb: ['ACC-B-1'], updateudztbline: [] },
      staff,
    );
    expect(save.code).toBe(1000004);
    const flow = await server.post(
      '/workflow/submitworkflow',
      { ownertable: 'udztb', ownerid: await udztbid('ACC-B-1'), actionid: 7 },
      staff,
    );
    expect(flow.code).toBe(1000004);
    expect((await server.post('/util/list', { reqname: 'getudztb', udztbnum: 'ACC-A-1' })).code).toBe(
      2000003,
    );
    expect(
      (await server.post('/workflow/submitworkflow', { ownertable: 'udztb', ownerid: 1, actionid: 7 })).code,
    ).toBe(2000003);
    expect((await server.post('/workflow/submitworkflow', { ownertable: 'udztb' }, staff)).code).toBe(
      1000004,
    );
  });

  // The list sorts and searches on copies of the RFQ's closing date and text kept by triggers
  // (migration 0002): an RFQ changed by a later import must show at once, in order and in search.
  it('follows an RFQ re-imported with a new closing date and description', async () => {
    const found = async (str: string) => (await page(tokenA, { str })).getudztb?.map((r) => r.udztbnum);
    const changed = {
      format: 'tender-portal-import/1',
      rfqs: [rfq('ACC-RFQ-3', 'Marble polishing', '2030-01-05T10:00:00Z')],
    };
    await server.importFixture(changed);
    expect((await page(tokenA)).getudztb?.map((r) => r.udztbnum)).toEqual(['ACC-A-3', 'ACC-A-1', 'ACC-A-2']);
    expect((await page(tokenA)).getudztb?.[0]?.enddate).toBe('2030-01-05T10:00:00.000Z');
    expect(await found('marble')).toEqual(['ACC-A-3']);
    expect(await found('fountain')).toEqual([]);
    // A search never spans two fields: the tender number and the RFQ number are not one text.
    expect(await found('ACC-A-3 ACC-RFQ')).toEqual([]);
    await server.importFixture({
      format: 'tender-portal-import/1',
      rfqs: [rfq('ACC-RFQ-3', "O'Brien fountain", '2030-01-01T10:00:00Z')],
    });
    expect((await page(tokenA)).getudztb?.map((r) => r.udztbnum)).toEqual(['ACC-A-1', 'ACC-A-2', 'ACC-A-3']);
  });
});
