import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// The supplier home's dashboard (issue 18, spec 2.11): total tenders, bids and winning bids, the
// invitations by bid filter (All, Bid, No bid, Success, Failed), and the open NEW and DRAFT invitations
// waiting for an acknowledgement. Counted for the session's supplier only; staff are refused.

const PASSWORD = 'Home#2026dash';
type Row = Record<string, unknown>;
type Figures = { tenders: number; bids: number; nobids: number; wins: number; losses: number };
type ListItem = { udztbnum: string; status: string; suppliercode: string; enddate: string };

const lines = [{ seqno: 1, description: 'Item', autocal: 'Y', totalamountreq: true, quantity: '1' }];
const rfq = (key: string, closingdate: string): Row => ({
  rfqnum: `HD-R-${key}`,
  description: `Dashboard ${key}`,
  siteid: 'HK07',
  closingdate,
  lines,
});

// Supplier A: one invitation in every status (two AWARDED, a NEW one already closed) and eleven more
// waiting for a quotation, so the no-bid list has two pages. Supplier B shares some RFQs.
const own: Array<[string, string, string]> = [
  ['NEW-OPEN', 'NEW', 'today+5d'],
  ['DRAFT-OPEN', 'DRAFT', 'today+20d'],
  ['NEW-CLOSED', 'NEW', 'today-2d'],
  ['WAIT', 'WTQUOTE', 'today+9d'],
  ['NORESP', 'NORESPONSE', 'today-5d'],
  ['SUB', 'SUBMITED', 'today+3d'],
  ['WON1', 'AWARDED', 'today-30d'],
  ['WON2', 'AWARDED', 'today-40d'],
  ['LOST', 'LOST', 'today-50d'],
  ['DECL', 'DECLINED', 'today-1d'],
  ['CANC', 'CANCELD', 'today+1d'],
  ...Array.from({ length: 11 }, (_, i): [string, string, string] => [
    `P${String(i + 1).padStart(2, '0')}`,
    'WTQUOTE',
    `today+${60 + i}d`,
  ]),
];

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'HD-A', name: 'Dashboard Alpha Ltd' },
    { code: 'HD-B', name: 'Dashboard Beta Ltd' },
  ],
  users: [
    { loginid: 'hd-a', supplier: 'HD-A', username: 'Alpha' },
    { loginid: 'hd-b', supplier: 'HD-B', username: 'Beta' },
    { loginid: 'hd-staff', username: 'Staff' },
  ].map((u) => ({
    ...u,
    email: `${u.loginid}@example.com`,
    password: PASSWORD,
    siteid: 'HK07',
    emailverified: true,
  })),
  rfqs: own.map(([key, , closing]) => rfq(key, closing)),
  invitations: [
    ...own.map(([key, status]) => ({
      udztbnum: `HD-A-${key}`,
      rfqnum: `HD-R-${key}`,
      supplier: 'HD-A',
      status,
    })),
    // Supplier B: a win, a loss, a bid and an acknowledgement of its own, on A's RFQs.
    { udztbnum: 'HD-B-NEW', rfqnum: 'HD-R-NEW-OPEN', supplier: 'HD-B', status: 'NEW' },
    { udztbnum: 'HD-B-WON', rfqnum: 'HD-R-LOST', supplier: 'HD-B', status: 'AWARDED' },
    { udztbnum: 'HD-B-LOST', rfqnum: 'HD-R-WON1', supplier: 'HD-B', status: 'LOST' },
    { udztbnum: 'HD-B-SUB', rfqnum: 'HD-R-WAIT', supplier: 'HD-B', status: 'SUBMITED' },
  ],
};

const NO_BID = ['NEW', 'DRAFT', 'WTQUOTE', 'NORESPONSE', 'DECLINED', 'CANCELD'];

describe.each(testDatabases)('the supplier home dashboard on %s', (kind) => {
  let server: TestServer;
  let alpha: string;
  let beta: string;
  let staff: string;

  const list = <T = Row>(reqname: string, body: Row, token: string) =>
    server.post<T>('/util/list', { reqname, ...body }, token);
  const figures = async (token: string) =>
    (await list<{ gethomefigures: Figures[] }>('gethomefigures', {}, token)).gethomefigures[0];
  const bids = (token: string, body: Row) =>
    list<{ gethomebidlist: ListItem[]; totalcount: number }>('gethomebidlist', body, token);

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.importFixture(fixture);
    alpha = await server.login('hd-a', PASSWORD);
    beta = await server.login('hd-b', PASSWORD);
    staff = await server.login('hd-staff', PASSWORD);
  });
  afterAll(async () => server?.close());

  it('counts the totals of the caller’s invitations only', async () => {
    expect(await figures(alpha)).toEqual({ tenders: 22, bids: 4, nobids: 18, wins: 2, losses: 1 });
    expect(await figures(beta)).toEqual({ tenders: 4, bids: 3, nobids: 1, wins: 1, losses: 1 });
  });

  it('lists each filter’s invitations, latest closing date first, with its count', async () => {
    const all = await bids(alpha, { filter: 'all', pagesize: 100 });
    expect(all.code).toBe(0);
    expect(all.totalcount).toBe(22);
    expect(all.gethomebidlist).toHaveLength(22);
    expect(all.gethomebidlist.every((r) => r.suppliercode === 'HD-A')).toBe(true);
    const closings = all.gethomebidlist.map((r) => r.enddate);
    expect(closings).toEqual([...closings].sort().reverse());

    const bid = await bids(alpha, { filter: 'bid' });
    expect(bid.gethomebidlist.map((r) => r.udztbnum)).toEqual([
      'HD-A-SUB',
      'HD-A-WON1',
      'HD-A-WON2',
      'HD-A-LOST',
    ]);
    expect(bid.totalcount).toBe(4);
    expect((await bids(alpha, { filter: 'success' })).gethomebidlist.map((r) => r.udztbnum)).toEqual([
      'HD-A-WON1',
      'HD-A-WON2',
    ]);
    const failed = await bids(alpha, { filter: 'failed' });
    expect(failed.gethomebidlist.map((r) => r.udztbnum)).toEqual(['HD-A-LOST']);
    expect(failed.totalcount).toBe(1);

    // No bid: 18 invitations, 10 a page by default; the legacy string spellings of page and size work.
    const first = await bids(alpha, { filter: 'nobid' });
    expect(first.totalcount).toBe(18);
    expect(first.gethomebidlist).toHaveLength(10);
    const second = await bids(alpha, { filter: 'nobid', page: '2', pagesize: '10' });
    expect(second.gethomebidlist).toHaveLength(8);
    const nobid = [...first.gethomebidlist, ...second.gethomebidlist];
    expect(new Set(nobid.map((r) => r.udztbnum)).size).toBe(18);
    expect(nobid.every((r) => NO_BID.includes(r.status))).toBe(true);
    expect((await bids(alpha, { filter: 'nobid', page: 3 })).gethomebidlist).toEqual([]);

    // Without a filter: All.
    expect((await bids(alpha, {})).totalcount).toBe(22);
    // Supplier B sees its own, never A's.
    const theirs = await bids(beta, { filter: 'bid' });
    expect(theirs.gethomebidlist.map((r) => r.udztbnum).sort()).toEqual([
      'HD-B-LOST',
      'HD-B-SUB',
      'HD-B-WON',
    ]);
  });

  it('refuses a filter it does not know and staff, and ignores a supplier named in the body', async () => {
    for (const filter of ['ALL', 'won', "all' or 1=1", '']) {
      expect((await bids(alpha, { filter })).code, filter).toBe(1000002);
    }
    // A supplier named in the body is not the caller's: the session decides.
    const named = await bids(alpha, { filter: 'all', supplierid: 2, suppliername: 'HD-B' });
    expect(named.totalcount).toBe(22);
    for (const reqname of ['gethomefigures', 'gethomebidlist', 'gethomesummary']) {
      const refused = await list(reqname, {}, staff);
      expect(refused.code, reqname).toBe(1000004);
    }
  });

  it('lists the open NEW and DRAFT invitations waiting for an acknowledgement, soonest first', async () => {
    const r = await list<{ gethomesummary: Array<{ awaitingack: ListItem[] }> }>('gethomesummary', {}, alpha);
    expect(r.gethomesummary[0]?.awaitingack.map((i) => [i.udztbnum, i.status])).toEqual([
      ['HD-A-NEW-OPEN', 'NEW'],
      ['HD-A-DRAFT-OPEN', 'DRAFT'],
    ]);
    const b = await list<{ gethomesummary: Array<{ awaitingack: ListItem[] }> }>('gethomesummary', {}, beta);
    expect(b.gethomesummary[0]?.awaitingack.map((i) => i.udztbnum)).toEqual(['HD-B-NEW']);
  });

  it('follows a status change at once', async () => {
    await server.built.ctx.db
      .updateTable('udztb')
      .set({ status: 'AWARDED' })
      .where('udztbnum', '=', 'HD-A-SUB')
      .execute();
    expect(await figures(alpha)).toMatchObject({ bids: 4, wins: 3 });
    expect((await bids(alpha, { filter: 'success' })).totalcount).toBe(3);
  });
});
