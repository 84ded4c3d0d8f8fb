import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Staff (non-supplier) accounts: they see only their site's tenders, type in the prices of a hard-copy
// tender's paper quote once (same calculation and checks as a supplier save), record a paper decline,
// and are refused every supplier call (as suppliers are refused the staff calls).

const PASSWORD = 'Staff#2026ok';
type Row = Record<string, unknown>;

const lines = [
  { seqno: 1, description: 'Section A', header: true },
  { seqno: 2, description: 'Cleaning', autocal: 'Y', totalamountreq: true, required: true, quantity: '2' },
  { seqno: 3, description: 'Polishing', autocal: 'Y', totalamountreq: true, required: true, quantity: '3' },
  { seqno: 4, description: 'Subtotal', autocal: '2+3', totalamountreq: true },
  { seqno: 5, description: 'Lump sum' },
];

function rfq(key: string, extra: Row = {}): Row {
  return {
    rfqnum: `ST-R-${key}`,
    description: `Staff ${key}`,
    siteid: 'HK05',
    closingdate: 'today+30d',
    lines,
    ...extra,
  };
}
const HARD = { bidmethod: 'HardCopy' };

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [{ code: 'ST-A', name: 'Staff Alpha Ltd' }],
  users: [
    {
      loginid: 'st-a',
      username: 'Alpha',
      email: 'st-a@example.com',
      password: PASSWORD,
      supplier: 'ST-A',
      siteid: 'HK05',
      emailverified: true,
    },
    {
      loginid: 'st-staff',
      username: 'Staff HK',
      email: 'st-staff@example.com',
      password: PASSWORD,
      siteid: 'HK05',
      emailverified: true,
    },
    {
      loginid: 'st-staff-sg',
      username: 'Staff SG',
      email: 'st-staff-sg@example.com',
      password: PASSWORD,
      siteid: 'SG05',
      emailverified: true,
    },
  ],
  rfqs: [
    // Closed yesterday: the paper quote came in time and is typed in afterwards.
    rfq('HC1', { ...HARD, closingdate: 'today-1d' }),
    rfq('HC2', { tendercollectvia: 'hardcopy' }),
    rfq('HC3', HARD),
    rfq('HC4', { bidmethod: 'HARDCOPY' }),
    rfq('HC-NEG', { ...HARD, pricenegotiation: true }),
    rfq('HC-LOST', HARD),
    rfq('HC-NEW', HARD),
    rfq('HC5', HARD),
    rfq('HC-RACE', HARD),
    rfq('ON', {}),
  ],
  invitations: [
    { udztbnum: 'ST-HC1', rfqnum: 'ST-R-HC1', supplier: 'ST-A', status: 'WTQUOTE' },
    { udztbnum: 'ST-HC2', rfqnum: 'ST-R-HC2', supplier: 'ST-A', status: 'NORESPONSE' },
    { udztbnum: 'ST-HC3', rfqnum: 'ST-R-HC3', supplier: 'ST-A', status: 'NEW' },
    { udztbnum: 'ST-HC4', rfqnum: 'ST-R-HC4', supplier: 'ST-A', status: 'WTQUOTE' },
    {
      udztbnum: 'ST-HC-NEG',
      rfqnum: 'ST-R-HC-NEG',
      supplier: 'ST-A',
      status: 'WTQUOTE',
      prices: [
        { seqno: 2, unitprice: '10' },
        { seqno: 3, unitprice: '20' },
      ],
    },
    { udztbnum: 'ST-HC-LOST', rfqnum: 'ST-R-HC-LOST', supplier: 'ST-A', status: 'LOST' },
    { udztbnum: 'ST-HC-NEW', rfqnum: 'ST-R-HC-NEW', supplier: 'ST-A', status: 'NEW' },
    { udztbnum: 'ST-HC5', rfqnum: 'ST-R-HC5', supplier: 'ST-A', status: 'WTQUOTE' },
    { udztbnum: 'ST-HC-RACE', rfqnum: 'ST-R-HC-RACE', supplier: 'ST-A', status: 'WTQUOTE' },
    { udztbnum: 'ST-ON', rfqnum: 'ST-R-ON', supplier: 'ST-A', status: 'WTQUOTE' },
  ],
};

const PAPER_LINES = [
  { seqno: 2, udztbnum: 'ST-HC1', quantity: '2', unitprice: '1,234.5', totallineamount: '999', disc: '' },
  { seqno: 3, unitprice: 20, linenotes: 'incl. materials' },
  { seqno: 4, totallineamount: '1' },
  { seqno: 5, totallineamount: '100' },
];

describe.each(testDatabases)('staff accounts on %s', (kind) => {
  let server: TestServer;
  let supplier: string;
  let staff: string;
  let staffSg: string;

  const list = (reqname: string, body: Row, token: string) =>
    server.post<Record<string, Row[]>>('/util/list', { reqname, ...body }, token);
  const input = (udztbnum: string, updateudztbline: Row[], token: string, extra: Row = {}) =>
    server.post<{ updateudztbline?: Row[]; inputed?: string; version?: number }>(
      '/util/update',
      { reqname: 'updateudztb_supp', user: 'st-staff', udztb: [udztbnum], updateudztbline, ...extra },
      token,
    );
  const tender = (udztbnum: string) =>
    server.built.ctx.db
      .selectFrom('udztb')
      .select(['id', 'status', 'inputed', 'commentstojll', 'version'])
      .where('udztbnum', '=', udztbnum)
      .executeTakeFirstOrThrow();
  const decline = async (udztbnum: string, actionid: number | string, token: string, extra: Row = {}) =>
    server.post(
      '/workflow/submitworkflow',
      { assigncode: '', ownertable: 'udztb', ownerid: (await tender(udztbnum)).id, actionid, ...extra },
      token,
    );
  const audits = async (udztbnum: string) =>
    server.built.ctx.db
      .selectFrom('audit_log')
      .innerJoin('app_user', 'app_user.id', 'audit_log.user_id')
      .select([
        'audit_log.action',
        'audit_log.from_status',
        'audit_log.to_status',
        'audit_log.comment',
        'app_user.loginid',
      ])
      .where('audit_log.entity', '=', 'udztb')
      .where('audit_log.entity_id', '=', String((await tender(udztbnum)).id))
      .orderBy('audit_log.id')
      .execute();

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.importFixture(fixture);
    supplier = await server.login('st-a', PASSWORD);
    staff = await server.login('st-staff', PASSWORD);
    staffSg = await server.login('st-staff-sg', PASSWORD);
  });
  afterAll(async () => server?.close());

  it('looks tenders up by supplier code and tender number within the staff user’s site only', async () => {
    const found = await list('getjlludztb', { suppliername: 'st-a', rfqnum: 'st-r-hc1' }, staff);
    expect(found.code).toBe(0);
    expect(found.getjlludztb?.map((r) => r.udztbnum)).toEqual(['ST-HC1']);
    expect(
      (await list('getjlludztb', { suppliername: 'ST-A', rfqnum: 'ST-R-NOPE' }, staff)).getjlludztb,
    ).toEqual([]);
    expect(
      (await list('getjlludztb', { suppliername: 'ST-A', rfqnum: 'ST-R-HC1' }, staffSg)).getjlludztb,
    ).toEqual([]);
    expect((await list('getudztb', { udztbnum: 'ST-HC1' }, staff)).getudztb?.[0]).toMatchObject({
      bidmethod: 'HardCopy',
      inputed: '0',
    });
    for (const reqname of ['getudztb', 'getudztbline']) {
      const other = await list(reqname, { udztbnum: 'ST-HC1' }, staffSg);
      expect(other.code, reqname).toBe(4000001);
      expect(other.message).toBe('Have no such tender');
    }
    expect(
      (await list('getudztb', { page: 1, pagesize: '10', status: "not in ('')" }, staffSg)).getudztb,
    ).toEqual([]);
    // A paper quote of another site is not found either.
    expect((await input('ST-HC1', PAPER_LINES, staffSg)).code).toBe(4000001);
  });

  it('refuses each role the other’s calls', async () => {
    expect((await list('getjlludztb', { suppliername: 'ST-A', rfqnum: 'ST-R-HC1' }, supplier)).code).toBe(
      1000004,
    );
    expect((await input('ST-HC1', PAPER_LINES, supplier)).code).toBe(1000004);
    const save = await server.post(
      '/util/update',
      { reqname: 'updateudztb', udztb: ['ST-ON'], updateudztbline: [{ seqno: 2, unitprice: '1' }] },
      staff,
    );
    expect(save.code).toBe(1000004);
    for (const actionid of [4, 7, '4']) {
      expect((await decline('ST-HC3', actionid, staff, { commentstojll: 'x' })).code).toBe(1000004);
    }
    const wo = await server.post(
      '/workflow/submitworkflow',
      { ownertable: 'WO', ownerid: 1, actionid: 1 },
      staff,
    );
    expect(wo.code).toBe(1000004);
    expect((await server.post('/workorder/list', { worktype: 'CM' }, staff)).code).toBe(1000004);
    expect((await tender('ST-HC3')).status).toBe('NEW');
    expect((await tender('ST-HC1')).inputed).toBe(false);
  });

  it('inputs a paper quote once, through the supplier save’s calculation, and audits it', async () => {
    const reply = await input('ST-HC1', PAPER_LINES, staff, {
      version: (await tender('ST-HC1')).version,
    });
    expect(reply.code).toBe(0);
    expect(reply).toMatchObject({ success: true, status: 'SUBMITED', inputed: '1' });
    expect(reply.message).toBe('The hard-copy quotation has been input successfully!');
    const amounts = reply.updateudztbline?.map((l) => [
      l.seqno,
      l.quantity,
      l.unitprice,
      l.totallineamount,
      l.disclineamt,
    ]);
    expect(amounts).toEqual([
      [1, null, null, null, null],
      // The client's total of a quantity x price line is ignored; the price is normalised.
      [2, '2.00', '1234.50', '2469.00', '2469.00'],
      [3, '3.00', '20.00', '60.00', '60.00'],
      // A sum line keeps nothing typed on it.
      [4, null, null, '2529.00', '2529.00'],
      [5, '1.00', null, '100.00', '100.00'],
    ]);
    expect(reply.updateudztbline?.[2]?.linenotes).toBe('incl. materials');

    const stored = await list('getudztbline', { udztbnum: 'ST-HC1' }, staff);
    expect(stored.getudztbline?.map((l) => l.totallineamount)).toEqual([
      null,
      '2469.00',
      '60.00',
      '2529.00',
      '100.00',
    ]);
    expect(await tender('ST-HC1')).toMatchObject({ status: 'SUBMITED', inputed: true });
    expect((await list('getudztb', { udztbnum: 'ST-HC1' }, supplier)).getudztb?.[0]).toMatchObject({
      inputed: '1',
      status: 'SUBMITED',
    });
    expect(await audits('ST-HC1')).toEqual([
      {
        action: 'staff.hardcopy.input',
        from_status: 'WTQUOTE',
        to_status: 'SUBMITED',
        comment: '',
        loginid: 'st-staff',
      },
    ]);

    const again = await input('ST-HC1', [{ seqno: 2, unitprice: '1' }], staff);
    expect(again.code).toBe(4000004);
    expect(again.message).toBe('Quotation already quoted and cannot be quoted again');
    expect((await list('getudztbline', { udztbnum: 'ST-HC1' }, staff)).getudztbline?.[1]?.unitprice).toBe(
      '1234.50',
    );
  });

  it('inputs a paper quote exactly once when two staff submit it at the same time', async () => {
    const prices = (price: string) => [
      { seqno: 2, unitprice: price },
      { seqno: 3, unitprice: price },
    ];
    const replies = await Promise.all(['1', '2', '3'].map((p) => input('ST-HC-RACE', prices(p), staff)));
    const codes = replies.map((r) => r.code).sort();
    expect(codes).toEqual([0, 4000004, 4000004]);
    const winner = replies.find((r) => r.code === 0);
    const stored = await list('getudztbline', { udztbnum: 'ST-HC-RACE' }, staff);
    expect(stored.getudztbline?.[1]?.unitprice).toBe(winner?.updateudztbline?.[1]?.unitprice);
    expect((await audits('ST-HC-RACE')).map((a) => a.action)).toEqual(['staff.hardcopy.input']);
  });

  it('refuses a paper quote that fails the line checks, and leaves the tender as it was', async () => {
    const missing = await input('ST-HC2', [{ seqno: 2, unitprice: '5' }], staff);
    expect(missing.code).toBe(4000007);
    expect(missing.data).toEqual({ seqnos: [3] });
    expect((await input('ST-HC2', [{ seqno: 2, unitprice: 'abc' }], staff)).code).toBe(4000007);
    expect((await input('ST-HC2', [{ seqno: 1, unitprice: '5' }], staff)).code).toBe(1000002);
    expect((await input('ST-HC2', [{ seqno: 99, unitprice: '5' }], staff)).code).toBe(1000002);
    expect((await input('ST-HC2', [{ seqno: 2, udztbnum: 'ST-HC1', unitprice: '5' }], staff)).code).toBe(
      1000002,
    );
    expect((await input('ST-HC2', [], staff, { version: 999 })).code).toBe(4000006);
    // No site inspections on this tender, so its box cannot be ticked.
    expect((await input('ST-HC2', [], staff, { attendedall: '1' })).code).toBe(1000002);
    expect(await tender('ST-HC2')).toMatchObject({ status: 'NORESPONSE', inputed: false });
    expect(await audits('ST-HC2')).toEqual([]);

    const ok = await input(
      'ST-HC2',
      [
        { seqno: 2, unitprice: '5' },
        { seqno: 3, unitprice: '6' },
      ],
      staff,
    );
    expect(ok.code).toBe(0);
    expect(ok.status).toBe('SUBMITED');
  });

  it('applies the tender’s entry rules: under price negotiation only the discount is typed in', async () => {
    expect((await input('ST-HC-NEG', [{ seqno: 2, unitprice: '11' }], staff)).code).toBe(1000002);
    const ok = await input('ST-HC-NEG', [{ seqno: 2, disc: '90' }], staff);
    expect(ok.code).toBe(0);
    expect(ok.updateudztbline?.[1]).toMatchObject({
      totallineamount: '20.00',
      disc: '90.00',
      disclineamt: '18.00',
    });
  });

  it('refuses a paper quote for an online tender or a closed one, and marks a NEW one submitted', async () => {
    const online = await input(
      'ST-ON',
      [
        { seqno: 2, unitprice: '5' },
        { seqno: 3, unitprice: '6' },
      ],
      staff,
    );
    expect(online.code).toBe(4000009);
    expect(online.message).toBe('Only the prices of a hard-copy tender are input by staff.');
    expect((await tender('ST-ON')).inputed).toBe(false);
    const lost = await input(
      'ST-HC-LOST',
      [
        { seqno: 2, unitprice: '5' },
        { seqno: 3, unitprice: '6' },
      ],
      staff,
    );
    expect(lost.code).toBe(4000002);
    const fresh = await input(
      'ST-HC-NEW',
      [
        { seqno: 2, unitprice: '5' },
        { seqno: 3, unitprice: '6' },
      ],
      staff,
    );
    expect(fresh.code).toBe(0);
    expect(await tender('ST-HC-NEW')).toMatchObject({ status: 'SUBMITED', inputed: true });
  });

  it('records the paper decline of a hard-copy tender with its reason; other tenders are not staff’s to decline', async () => {
    const noReason = await decline('ST-HC3', 8, staff, { commentstojll: '  ' });
    expect(noReason.code).toBe(1000002);
    expect((await decline('ST-HC3', 8, staffSg, { commentstojll: 'by letter' })).code).toBe(4000001);
    const done = await decline('ST-HC3', 8, staff, { commentstojll: ' Declined by letter of 3 May ' });
    expect(done).toMatchObject({
      code: 0,
      success: true,
      status: 'DECLINED',
      message: 'Tender declined successfully!',
    });
    expect(await tender('ST-HC3')).toMatchObject({
      status: 'DECLINED',
      commentstojll: 'Declined by letter of 3 May',
    });
    expect(await audits('ST-HC3')).toEqual([
      {
        action: 'staff.hardcopy.decline',
        from_status: 'NEW',
        to_status: 'DECLINED',
        comment: 'Declined by letter of 3 May',
        loginid: 'st-staff',
      },
    ]);
    // Declined: no further decline and no paper quote.
    expect((await decline('ST-HC3', 8, staff, { commentstojll: 'again' })).code).toBe(4000002);
    expect((await input('ST-HC3', [{ seqno: 2, unitprice: '5' }], staff)).code).toBe(4000002);

    const after = await decline('ST-HC4', '9', staff, { commentstojll: 'Phone call' });
    expect(after.status).toBe('DECLINED');
    // An inputted (submitted) paper quote cannot be declined afterwards.
    expect((await decline('ST-HC1', 9, staff, { commentstojll: 'late' })).code).toBe(4000004);

    const online = await decline('ST-ON', 9, staff, { commentstojll: 'no' });
    expect(online.code).toBe(1000004);
    expect((await tender('ST-ON')).status).toBe('WTQUOTE');
    // The supplier still cannot decline a hard-copy tender online.
    expect((await decline('ST-HC5', 9, supplier, { commentstojll: 'no' })).code).toBe(4000005);
    expect((await tender('ST-HC5')).status).toBe('WTQUOTE');
  });
});
