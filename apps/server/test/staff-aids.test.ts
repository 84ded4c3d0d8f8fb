import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Staff aids on /tenders (issue 18): the hard-copy tenders of the staff user's site still waiting for
// their paper quote's prices, and a supplier's code found by part of its name among the suppliers
// invited to the site's tenders. Staff only; % _ and \ match themselves; Chinese names are found.

const PASSWORD = 'Staff#2026aids';
type Row = Record<string, unknown>;
type Item = { udztbnum: string; suppliercode: string; siteid: string; status: string };
type Match = { suppliercode: string; suppliername: string };

const lines = [
  { seqno: 1, description: 'Item', autocal: 'Y', totalamountreq: true, required: true, quantity: '1' },
];
const HARD = { bidmethod: 'HardCopy' };
const rfq = (key: string, closingdate: string, extra: Row = {}, siteid = 'HK08'): Row => ({
  rfqnum: `SA-R-${key}`,
  description: `Staff aids ${key}`,
  siteid,
  closingdate,
  lines,
  ...extra,
});
const inv = (key: string, supplier: string, status: string, extra: Row = {}): Row => ({
  udztbnum: `SA-${key}`,
  rfqnum: `SA-R-${key}`,
  supplier,
  status,
  ...extra,
});
const many = Array.from({ length: 10 }, (_, i) => String(i + 1).padStart(2, '0'));

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'SA-PCT', name: 'Alpha 100% Cleaning_Co' },
    { code: 'SA-ONE', name: 'Alpha1000 Cleaning Co' },
    { code: 'SA-CN', name: '珠江设施服务有限公司' },
    { code: 'SA-BS', name: 'Back\\slash Trading' },
    { code: 'SA-BETA', name: 'Beta Alpha Services' },
    { code: 'SA-SG', name: 'Alpha Singapore Pte' },
    { code: 'SA-IDLE', name: 'Alpha Idle Ltd' },
    { code: 'SA-RND', name: 'Round Trading' },
    ...many.map((n) => ({ code: `SA-M${n}`, name: `Many Supplier ${n}` })),
  ],
  users: [
    { loginid: 'sa-staff', username: 'Staff HK', siteid: 'HK08' },
    { loginid: 'sa-staff-sg', username: 'Staff SG', siteid: 'SG08' },
    { loginid: 'sa-staff-mo', username: 'Staff MO', siteid: 'MO08' },
    { loginid: 'sa-supplier', username: 'Supplier', siteid: 'HK08', supplier: 'SA-PCT' },
  ].map((u) => ({ ...u, email: `${u.loginid}@example.com`, password: PASSWORD, emailverified: true })),
  rfqs: [
    rfq('H1', 'today-3d', HARD),
    rfq('H2', 'today+10d', { tendercollectvia: 'hardcopy' }),
    rfq('H3', 'today+1d', HARD),
    rfq('H4', 'today+5d', { bidmethod: 'HARDCOPY' }),
    rfq('H5', 'today-9d', HARD),
    rfq('H6', 'today+2d', { tendercollectvia: 'HardCopy' }),
    rfq('ON', 'today+4d', { tendercollectvia: 'Portal', bidmethod: 'Online' }),
    rfq('ONB', 'today+4d', { tendercollectvia: 'Portal', bidmethod: 'Online' }),
    rfq('SG', 'today-20d', HARD, 'SG08'),
    // Macau: one RFQ closed with a negotiation round still open (its invitation's closing date is the
    // round's), one still open without.
    rfq('NR', 'today-2d', HARD, 'MO08'),
    rfq('NB', 'today+1d', HARD, 'MO08'),
    ...many.map((n) => rfq(`P${n}`, 'today+30d', HARD)),
  ],
  invitations: [
    inv('H1', 'SA-PCT', 'WTQUOTE'),
    inv('H2', 'SA-ONE', 'NEW'),
    inv('H3', 'SA-CN', 'SUBMITED', { inputed: true }),
    inv('H4', 'SA-PCT', 'SUBMITED'),
    inv('H5', 'SA-PCT', 'LOST'),
    inv('H6', 'SA-BS', 'DECLINED'),
    inv('ON', 'SA-BETA', 'WTQUOTE'),
    inv('ONB', 'SA-CN', 'NEW'),
    inv('SG', 'SA-SG', 'WTQUOTE'),
    inv('NR', 'SA-RND', 'WTQUOTE', { negotiationclosingdate: 'today+5d' }),
    inv('NB', 'SA-RND', 'NEW'),
    ...many.map((n) => inv(`P${n}`, `SA-M${n}`, 'NEW')),
  ],
};

describe.each(testDatabases)('staff aids on %s', (kind) => {
  let server: TestServer;
  let staff: string;
  let staffSg: string;
  let staffMo: string;
  let supplier: string;

  const list = <T = Row>(reqname: string, body: Row, token: string) =>
    server.post<T>('/util/list', { reqname, ...body }, token);
  const waiting = (token: string, body: Row = {}) =>
    list<{ gethardcopywaiting: Item[]; totalcount: number }>('gethardcopywaiting', body, token);
  const find = async (str: string, token = staff) => {
    const r = await list<{ findsupplier: Match[] }>('findsupplier', { str }, token);
    expect(r.code, str).toBe(0);
    return r.findsupplier;
  };
  const codes = async (str: string, token = staff) => (await find(str, token)).map((m) => m.suppliercode);

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.importFixture(fixture);
    staff = await server.login('sa-staff', PASSWORD);
    staffSg = await server.login('sa-staff-sg', PASSWORD);
    staffMo = await server.login('sa-staff-mo', PASSWORD);
    supplier = await server.login('sa-supplier', PASSWORD);
  });
  afterAll(async () => server?.close());

  it('lists the site’s hard-copy tenders still waiting for price input, earliest closing first', async () => {
    const first = await waiting(staff);
    expect(first.code).toBe(0);
    // H1 (closed, paper in), H4 (SUBMITED without its prices), H2 (collect via hardcopy), then the ten
    // P tenders; not H3 (inputted), H5 (LOST), H6 (DECLINED), the online ones, nor Singapore's.
    expect(first.totalcount).toBe(13);
    expect(first.gethardcopywaiting.map((r) => r.udztbnum)).toEqual([
      'SA-H1',
      'SA-H4',
      'SA-H2',
      ...many.slice(0, 7).map((n) => `SA-P${n}`),
    ]);
    expect(first.gethardcopywaiting.every((r) => r.siteid === 'HK08')).toBe(true);
    const second = await waiting(staff, { page: '2' });
    expect(second.gethardcopywaiting.map((r) => r.udztbnum)).toEqual(['SA-P08', 'SA-P09', 'SA-P10']);
    expect((await waiting(staff, { page: 3 })).gethardcopywaiting).toEqual([]);

    const sg = await waiting(staffSg);
    expect(sg.gethardcopywaiting.map((r) => [r.udztbnum, r.suppliercode])).toEqual([['SA-SG', 'SA-SG']]);
    expect(sg.totalcount).toBe(1);
  });

  it('dates and orders a tender in a negotiation round by the round’s closing date, as the tender list does', async () => {
    const round = await list<{ gethardcopywaiting: (Item & { enddate: string })[] }>(
      'gethardcopywaiting',
      {},
      staffMo,
    );
    // The RFQ of SA-NR closed two days ago, but its round closes in five: after SA-NB's tomorrow.
    expect(round.gethardcopywaiting.map((r) => r.udztbnum)).toEqual(['SA-NB', 'SA-NR']);
    const inRound = round.gethardcopywaiting[1];
    expect(new Date(inRound?.enddate ?? 0).getTime()).toBeGreaterThan(Date.now() + 4 * 86_400_000);
  });

  it('drops a tender from the list once its paper quote is input', async () => {
    const input = await server.post(
      '/util/update',
      { reqname: 'updateudztb_supp', udztb: ['SA-H1'], updateudztbline: [{ seqno: 1, unitprice: '120' }] },
      staff,
    );
    expect(input.code).toBe(0);
    const after = await waiting(staff);
    expect(after.totalcount).toBe(12);
    expect(after.gethardcopywaiting[0]?.udztbnum).toBe('SA-H4');
  });

  it('finds a supplier code by part of its name, names starting with it first', async () => {
    expect(await find('cleaning')).toEqual([
      { suppliercode: 'SA-PCT', suppliername: 'Alpha 100% Cleaning_Co' },
      { suppliercode: 'SA-ONE', suppliername: 'Alpha1000 Cleaning Co' },
    ]);
    expect(await codes('  ALPHA ')).toEqual(['SA-PCT', 'SA-ONE', 'SA-BETA']);
    expect(await codes('sa-cn')).toEqual(['SA-CN']);
    // Chinese, in part.
    expect(await find('设施')).toEqual([{ suppliercode: 'SA-CN', suppliername: '珠江设施服务有限公司' }]);
    expect(await codes('珠江设施服务有限公司')).toEqual(['SA-CN']);
    // At most 8.
    expect(await codes('many')).toEqual(many.slice(0, 8).map((n) => `SA-M${n}`));
    expect(await find('   ')).toEqual([]);
    expect(await find('no such supplier')).toEqual([]);
  });

  it('matches %, _ and \\ literally', async () => {
    // As wildcards, '100%' would also find Alpha1000 and 'g_C' would find 'Cleaning Co'.
    expect(await codes('100%')).toEqual(['SA-PCT']);
    expect(await codes('g_C')).toEqual(['SA-PCT']);
    expect(await codes('%')).toEqual(['SA-PCT']);
    expect(await codes('_')).toEqual(['SA-PCT']);
    expect(await codes('\\')).toEqual(['SA-BS']);
    expect(await codes('k\\s')).toEqual(['SA-BS']);
    expect(await codes("' or 1=1 --")).toEqual([]);
  });

  it('finds only suppliers invited to tenders of the staff user’s site', async () => {
    // Alpha Singapore is invited in SG08 only; Alpha Idle to no tender at all.
    expect(await codes('alpha')).not.toContain('SA-SG');
    expect(await codes('idle')).toEqual([]);
    expect(await codes('alpha', staffSg)).toEqual(['SA-SG']);
    expect(await codes('cleaning', staffSg)).toEqual([]);
  });

  it('refuses suppliers and text longer than the field', async () => {
    expect((await waiting(supplier)).code).toBe(1000004);
    expect((await list('findsupplier', { str: 'alpha' }, supplier)).code).toBe(1000004);
    expect((await list('findsupplier', { str: 'x'.repeat(101) }, staff)).code).toBe(1000002);
    expect((await list('findsupplier', {}, staff)).code).toBe(1000002);
    expect((await waiting(staff, { page: 0 })).code).toBe(1000002);
  });
});
