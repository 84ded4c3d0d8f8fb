import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 18, item 15: the tender list sorted by closing date either way; the header counts the RFQ's site
// inspections (the Site Inspection button shows only then) and keeps a decline's reason.

const PASSWORD = 'Order#2026ok';
type Row = Record<string, unknown>;

const lines = [{ seqno: 1, description: 'Cleaning', autocal: 'Y', totalamountreq: true, required: true }];

function rfq(rfqnum: string, closingdate: string, extra: Row = {}): Row {
  return { rfqnum, description: `Works ${rfqnum}`, siteid: 'HK01', closingdate, lines, ...extra };
}

const inspection = (buildingcode: string) => ({
  buildingcode,
  buildingname: `Block ${buildingcode}`,
  contact: 'Ann Lee',
  replydate: '2030-01-01T02:00:00Z',
});

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [{ code: 'ORD-A', name: 'Order Alpha Ltd' }],
  users: [
    {
      loginid: 'ord-a',
      username: 'Order Alpha',
      email: 'ord-a@example.com',
      password: PASSWORD,
      supplier: 'ORD-A',
      siteid: 'HK01',
      emailverified: true,
    },
  ],
  rfqs: [
    rfq('ORD-RFQ-1', '2030-01-03T10:00:00Z', { siteinspections: [inspection('B1'), inspection('B2')] }),
    // The imported flag alone says nothing of the list: the count is the server's.
    rfq('ORD-RFQ-2', '2030-01-01T10:00:00Z', { hassiteinspection: true }),
    rfq('ORD-RFQ-3', '2030-01-02T10:00:00Z'),
    // The same closing date as ORD-RFQ-3: ties go by the invitation number, reversed with the order.
    rfq('ORD-RFQ-4', '2030-01-02T10:00:00Z'),
  ],
  invitations: [
    { udztbnum: 'ORD-A-1', rfqnum: 'ORD-RFQ-1', supplier: 'ORD-A', status: 'WTQUOTE' },
    { udztbnum: 'ORD-A-2', rfqnum: 'ORD-RFQ-2', supplier: 'ORD-A', status: 'NEW' },
    { udztbnum: 'ORD-A-3', rfqnum: 'ORD-RFQ-3', supplier: 'ORD-A', status: 'WTQUOTE' },
    { udztbnum: 'ORD-A-4', rfqnum: 'ORD-RFQ-4', supplier: 'ORD-A', status: 'WTQUOTE' },
  ],
};

describe.each(testDatabases)('tender list order and header extras on %s', (kind) => {
  let server: TestServer;
  let token: string;

  const list = (body: Row) =>
    server.post<{ getudztb?: Row[] }>('/util/list', { reqname: 'getudztb', ...body }, token);
  const numbers = async (body: Row) => ((await list(body)).getudztb ?? []).map((row) => row.udztbnum);
  const header = async (udztbnum: string) => (await list({ udztbnum })).getudztb?.[0] ?? {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.importFixture(fixture);
    token = await server.login('ord-a', PASSWORD);
  });
  afterAll(async () => server?.close());

  it('sorts by closing date, latest first by default and earliest first on request, paging either way', async () => {
    const latestFirst = ['ORD-A-1', 'ORD-A-3', 'ORD-A-4', 'ORD-A-2'];
    expect(await numbers({ pagesize: '10', page: 1 })).toEqual(latestFirst);
    expect(await numbers({ pagesize: '10', page: 1, order: 'closing-desc' })).toEqual(latestFirst);
    expect(await numbers({ pagesize: '10', page: 1, order: 'closing-asc' })).toEqual(
      [...latestFirst].reverse(),
    );
    // Pages of two in either order cover every tender once.
    expect([
      ...(await numbers({ pagesize: '2', page: 1, order: 'closing-asc' })),
      ...(await numbers({ pagesize: '2', page: 2, order: 'closing-asc' })),
    ]).toEqual(['ORD-A-2', 'ORD-A-4', 'ORD-A-3', 'ORD-A-1']);
    // With a search and a status filter too.
    expect(await numbers({ str: 'works', status: "in ('WTQUOTE')", order: 'closing-asc' })).toEqual([
      'ORD-A-4',
      'ORD-A-3',
      'ORD-A-1',
    ]);
  });

  it('refuses an order it does not know', async () => {
    const reply = await list({ order: 'closingdate; drop table udztb' });
    expect(reply.code).not.toBe(0);
    expect(await numbers({})).toHaveLength(4);
  });

  it('counts the site inspections of the RFQ in the header', async () => {
    expect(await header('ORD-A-1')).toMatchObject({ siteinspections: 2, hassiteinspection: '0' });
    expect(await header('ORD-A-2')).toMatchObject({ siteinspections: 0, hassiteinspection: '1' });
    expect(await header('ORD-A-3')).toMatchObject({ siteinspections: 0 });
  });

  it('keeps the reason of a decline and answers it in the header', async () => {
    const { version, udztbid } = await header('ORD-A-2');
    const reply = await server.post(
      '/workflow/submitworkflow',
      {
        ownertable: 'udztb',
        ownerid: udztbid,
        actionid: 8,
        version,
        commentstojll: '  No crew free in May  ',
      },
      token,
    );
    expect(reply.code).toBe(0);
    expect(await header('ORD-A-2')).toMatchObject({
      status: 'DECLINED',
      commentstojll: 'No crew free in May',
    });
  });
});
