import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOQ, PASSWORD, staffUser, supplierUser } from './helpers/outcome-fixture.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 33, item 5: the supplier record a buyer or an approver reads (/buyer/supplier/record). The
// site's tenders of the last 24 months only (one of 23 months in, one of 25 out, another site's out);
// counts and totals exact to the cent, per currency; a quotation still sealed (before closing, or
// awaiting its opening quorum) counted without its amount, until two people unseal; the average response
// time; work orders completed; certificates expired and expiring marked; suppliers and staff refused.

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

type Row = Record<string, unknown>;
type Reply<T = Row> = { code: number; message?: string; data: T };
type Tender = { rfqnum: string; sealed: boolean; amount: string | null; wonamount: string | null };
type Record_ = Row & {
  invited: number;
  submitted: number;
  won: number;
  sealed: number;
  totals: Array<{ currency: string; submitted: string; won: string }>;
  responses: number;
  responseseconds: number | null;
  workorderscompleted: number;
  tenders: Tender[];
  svcscopelist: Array<{ certificates: Array<{ cert: string; state: string | null }> }>;
  licensecertlist: Array<{ certkey: string; state: string | null }>;
};

const rfq = (rfqnum: string, closingdate: string, extra: Row = {}) => ({
  rfqnum,
  description: `Record ${rfqnum}`,
  siteid: 'HKHQ',
  closingdate,
  lines: BOQ,
  ...extra,
});

/** A submitted quotation of SR-A: line 2 (quantity 2) and line 3 (quantity 3) at these unit prices. */
const quoted = (rfqnum: string, line2: string, line3: string, extra: Row = {}) => ({
  udztbnum: `${rfqnum}-A`,
  rfqnum,
  supplier: 'SR-A',
  status: 'SUBMITED',
  prices: [
    { seqno: 2, unitprice: line2 },
    { seqno: 3, unitprice: line3 },
  ],
  ...extra,
});

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    {
      code: 'SR-A',
      name: 'Alpha Record Services Ltd',
      addressline1: '1 Harbour Road',
      city: 'Hong Kong',
      phone: '2345 6789',
      contacts: [{ email: 'sr-a-office@example.com', contact: 'Alice Alpha' }],
      scopes: [
        {
          svcscope: 'SR-CLEAN',
          description: 'Cleaning',
          certificates: [
            { slot: 1, cert: 'ISO 9001', certexpdate: 'today+10d' },
            { slot: 2, cert: 'Green Mark', certexpdate: 'today-1d' },
            { slot: 3, cert: 'OHSAS', certexpdate: 'today+400d' },
          ],
        },
      ],
      licenses: [{ certkey: 'BR', description: 'Business registration', expirydate: 'today+20d' }],
    },
    { code: 'SR-B', name: 'Beta Record Ltd' },
  ],
  users: [
    supplierUser('sr-a', 'Ann Alpha', 'SR-A'),
    { ...staffUser('sr-buyer', 'Vera Buyer'), roles: ['buyer'] },
    { ...staffUser('sr-approver', 'Amy Approver'), roles: ['approver'] },
    { ...staffUser('sr-far', 'Mo Faraway', 'MOHQ'), roles: ['buyer'] },
    staffUser('sr-staff', 'Sam Staff'),
  ],
  rfqs: [
    rfq('SR-OPEN', 'today-30d'),
    rfq('SR-USD', 'today-60d', { currency: 'USD' }),
    rfq('SR-WIN', 'today-700d', { status: 'AWARDED' }),
    rfq('SR-OLD', 'today-770d'),
    rfq('SR-SEALED', 'today+5d'),
    rfq('SR-QUORUM', 'today-2d', { openingquorum: 2 }),
    rfq('SR-NEW', 'today+10d'),
    rfq('SR-FAR', 'today-10d', { siteid: 'MOHQ' }),
  ],
  invitations: [
    // 2 x 83417.29 + 3 x 1.25 + a lump sum 0.10 = 166838.43; the subtotal line (2+3) is not added again.
    {
      ...quoted('SR-OPEN', '83417.29', '1.25'),
      prices: [
        { seqno: 2, unitprice: '83417.29' },
        { seqno: 3, unitprice: '1.25' },
        { seqno: 5, totallineamount: '0.10' },
      ],
      invitedat: 'today-40d',
      submittedat: 'today-38d',
      submissionref: 'Q-SR-OPEN-7K3M9QPX',
    },
    { ...quoted('SR-OPEN', '90000.00', '1.00'), udztbnum: 'SR-OPEN-B', supplier: 'SR-B' },
    // 2 x 0.10 + 3 x 0.10 = 0.50 USD, never added to HKD.
    {
      ...quoted('SR-USD', '0.10', '0.10'),
      invitedat: 'today-70d',
      submittedat: 'today-69d',
      submissionref: 'Q-SR-USD-7K3M9QPX',
    },
    // 2 x 100.01 + 3 x 0.01 = 200.05, won whole (an award history without lines).
    { ...quoted('SR-WIN', '100.01', '0.01'), status: 'AWARDED' },
    quoted('SR-OLD', '7.77', '7.77'),
    quoted('SR-SEALED', '999.99', '0.00'),
    quoted('SR-QUORUM', '555.55', '0.00'),
    { udztbnum: 'SR-NEW-A', rfqnum: 'SR-NEW', supplier: 'SR-A', status: 'NEW' },
    quoted('SR-FAR', '3.33', '0.00'),
  ],
  workorders: [
    { wonum: 'SR-WO1', supplier: 'SR-A', status: 'COMP', createdate: ago(120), actfinish: ago(100) },
    { wonum: 'SR-WO2', supplier: 'SR-A', status: 'CLOSE', createdate: ago(820), actfinish: ago(800) },
    { wonum: 'SR-WO3', supplier: 'SR-A', status: 'INPRG', createdate: ago(10) },
    { wonum: 'SR-WO4', supplier: 'SR-B', status: 'COMP', createdate: ago(20), actfinish: ago(5) },
  ],
};

describe.each(bothDatabases)('the supplier record on %s (issue 33, item 5)', (kind) => {
  let server: TestServer;
  const t: Record<string, string> = {};
  const record = (who: string, suppliercode = 'SR-A') =>
    server.post<Reply<Record_>>('/buyer/supplier/record', { suppliercode }, t[who]) as Promise<
      Reply<Record_>
    >;

  beforeAll(async () => {
    server = await startTestServer(kind, { REMINDER_HOURS: '0', CURRENCY: 'HKD' });
    await server.importFixture(fixture);
    for (const id of ['sr-a', 'sr-buyer', 'sr-approver', 'sr-far', 'sr-staff']) {
      t[id] = await server.login(id, PASSWORD);
    }
  });
  afterAll(() => server?.close());

  it("counts the site's tenders of 24 months, exact per currency, a sealed one without its amount", async () => {
    const reply = await record('sr-buyer');
    expect(reply.code).toBe(0);
    const data = reply.data;
    expect(data.tenders.map((tender) => tender.rfqnum)).toEqual([
      'SR-NEW',
      'SR-SEALED',
      'SR-QUORUM',
      'SR-OPEN',
      'SR-USD',
      'SR-WIN',
    ]);
    expect(data).toMatchObject({ invited: 6, submitted: 5, won: 1, sealed: 2, workorderscompleted: 1 });
    expect(data.totals).toEqual([
      { currency: 'HKD', submitted: '167038.48', won: '200.05' },
      { currency: 'USD', submitted: '0.50', won: '0.00' },
    ]);
    const byRfq = Object.fromEntries(data.tenders.map((tender) => [tender.rfqnum, tender]));
    expect(byRfq['SR-OPEN']).toMatchObject({ sealed: false, amount: '166838.43', wonamount: null });
    expect(byRfq['SR-WIN']).toMatchObject({ sealed: false, amount: '200.05', wonamount: '200.05' });
    expect(byRfq['SR-NEW']).toMatchObject({ submitted: false, sealed: false, amount: null });
    for (const sealed of ['SR-SEALED', 'SR-QUORUM']) {
      expect(byRfq[sealed]).toMatchObject({ submitted: true, sealed: true, amount: null, wonamount: null });
    }
    // No trace of a sealed price, another supplier's, an old or another site's tender.
    const text = JSON.stringify(data);
    for (const hidden of ['1999.98', '1111.10', '180003.00', '15.54', '6.66']) {
      expect(text).not.toContain(hidden);
    }
    // 2 days (SR-OPEN) and 1 day (SR-USD): 1.5 days.
    expect(data).toMatchObject({ responses: 2, responseseconds: 129_600 });
  });

  it('shows the profile with certificates expired and expiring within 30 days marked', async () => {
    const data = (await record('sr-approver')).data;
    expect(data).toMatchObject({
      suppliercode: 'SR-A',
      name: 'Alpha Record Services Ltd',
      addressline1: '1 Harbour Road',
      address2: 'Hong Kong',
      phone: '2345 6789',
    });
    expect(data.svcscopelist[0]?.certificates.map((c) => [c.cert, c.state])).toEqual([
      ['ISO 9001', 'expiring'],
      ['Green Mark', 'expired'],
      ['OHSAS', 'valid'],
    ]);
    expect(data.licensecertlist.map((l) => [l.certkey, l.state])).toEqual([['BR', 'expiring']]);
  });

  it('counts an opening-quorum tender once two people have unsealed it', async () => {
    await server.built.ctx.db
      .updateTable('rfq')
      .set({ closingdate: new Date(Date.now() - 60_000) })
      .where('rfqnum', '=', 'SR-QUORUM')
      .execute();
    for (const who of ['sr-buyer', 'sr-approver']) {
      expect((await server.post<Reply>('/buyer/rfq/unseal', { rfqnum: 'SR-QUORUM' }, t[who])).code).toBe(0);
    }
    const data = (await record('sr-buyer')).data;
    expect(data.sealed).toBe(1);
    expect(data.tenders.find((tender) => tender.rfqnum === 'SR-QUORUM')).toMatchObject({
      sealed: false,
      amount: '1111.10',
    });
    expect(data.totals[0]).toEqual({ currency: 'HKD', submitted: '168149.58', won: '200.05' });
  });

  it('counts what a final award gives it, by the lines won', async () => {
    const award = await server.post<Reply>(
      '/buyer/rfq/award',
      { rfqnum: 'SR-USD', suppliers: ['SR-A'], justification: 'Lowest compliant quotation.' },
      t['sr-buyer'],
    );
    expect(award.code).toBe(0);
    const data = (await record('sr-buyer')).data;
    expect(data.won).toBe(2);
    expect(data.tenders.find((tender) => tender.rfqnum === 'SR-USD')).toMatchObject({
      amount: '0.50',
      wonamount: '0.50',
    });
    expect(data.totals[1]).toEqual({ currency: 'USD', submitted: '0.50', won: '0.50' });
  });

  it("reads another site's buyer only that site's tenders", async () => {
    const data = (await record('sr-far')).data;
    expect(data.tenders.map((tender) => tender.rfqnum)).toEqual(['SR-FAR']);
    expect(data.totals).toEqual([{ currency: 'HKD', submitted: '6.66', won: '0.00' }]);
  });

  it('refuses suppliers, staff and no session, and answers an unknown supplier with a code', async () => {
    for (const [who, code] of [
      ['sr-a', 1000004],
      ['sr-staff', 1000004],
    ] as const) {
      const reply = await record(who);
      expect(reply.code, who).toBe(code);
      expect(JSON.stringify(reply)).not.toContain('166838.43');
    }
    expect((await server.post<Reply>('/buyer/supplier/record', { suppliercode: 'SR-A' })).code).toBe(2000003);
    expect((await record('sr-buyer', 'NOBODY')).code).toBe(5600011);
    expect((await record('sr-buyer', "SR-A' or 1=1 --")).code).toBe(5600011);
    expect((await server.post<Reply>('/buyer/supplier/record', {}, t['sr-buyer'])).code).not.toBe(0);
  });

  it('lets an approver find the supplier by the supplier search', async () => {
    const reply = await server.post<Reply<{ suppliers: Array<{ code: string }> }>>(
      '/buyer/supplier/search',
      { str: 'alpha record' },
      t['sr-approver'],
    );
    expect(reply.code).toBe(0);
    expect(reply.data.suppliers.map((s) => s.code)).toEqual(['SR-A']);
  });
});
