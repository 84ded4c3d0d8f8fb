import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBuyer } from '../src/buyer/demo-award.ts';
import { getTabulation } from '../src/buyer/tabulation-service.ts';
import {
  BOQ,
  grantBuyer,
  login,
  minutesFromNow,
  rfqAudit,
  setClosing,
  staffUser,
  supplierUser,
} from './helpers/outcome-fixture.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 33, item 3: scoring beyond price. Criteria saved with a draft (weights total 100, price always
// one, coded refusals), fixed once published; shown on the supplier's tender detail; scored after opening
// only (sealed before closing and before the opening quorum), by a buyer or approver of the site only;
// the ranking with a non-price criterion changing who is first, the mean of two scorers; the scores in the
// history and in the audit export.

type Row = Record<string, unknown>;

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'SC-A', name: 'Alpha Cheap Ltd' },
    { code: 'SC-B', name: 'Beta Better Ltd' },
    { code: 'SC-C', name: 'Gamma Late Ltd' },
  ],
  users: [
    supplierUser('sc-a', 'Ann Alpha', 'SC-A'),
    staffUser('sc-buyer', 'Vivian Buyer'),
    { ...staffUser('sc-approver', 'Ada Approver'), roles: ['approver'] },
    staffUser('sc-buyer-sg', 'Sally Singapore', 'SGHQ'),
  ],
  rfqs: [
    {
      rfqnum: 'SC-R-MAIN',
      description: 'Scored tender',
      siteid: 'HKHQ',
      closingdate: 'today+5d',
      lines: BOQ,
    },
    { rfqnum: 'SC-R-PLAIN', description: 'Price only', siteid: 'HKHQ', closingdate: 'today+5d', lines: BOQ },
    {
      rfqnum: 'SC-R-QUORUM',
      description: 'Two to open',
      siteid: 'HKHQ',
      closingdate: 'today+5d',
      openingquorum: 2,
      lines: BOQ,
    },
  ],
  invitations: [
    ...['MAIN', 'PLAIN', 'QUORUM'].flatMap((key) => [
      {
        udztbnum: `SC-${key}-A`,
        rfqnum: `SC-R-${key}`,
        supplier: 'SC-A',
        status: 'SUBMITED',
        prices: [
          { seqno: 2, unitprice: '40.00' },
          { seqno: 3, unitprice: '10.00' },
          { seqno: 5, totallineamount: '30.00' },
        ],
      },
      {
        udztbnum: `SC-${key}-B`,
        rfqnum: `SC-R-${key}`,
        supplier: 'SC-B',
        status: 'SUBMITED',
        prices: [
          { seqno: 2, unitprice: '50.00' },
          { seqno: 3, unitprice: '10.00' },
          { seqno: 5, totallineamount: '30.00' },
        ],
      },
    ]),
    { udztbnum: 'SC-MAIN-C', rfqnum: 'SC-R-MAIN', supplier: 'SC-C', status: 'WTQUOTE' },
  ],
};

const CRITERIA = [
  { criterion: 'price', name: '', weight: 60 },
  { criterion: 'c1', name: 'Service quality', weight: 40 },
];

describe.each(bothDatabases)('scoring beyond price on %s', (kind) => {
  let server: TestServer;
  let sink: SmtpSink;
  let buyer: string;
  let approver: string;
  let buyerSg: string;
  let supplierA: string;

  const db = () => server.built.ctx.db;
  const call = <T = Row>(path: string, body: Row, token = buyer) =>
    server.post<{ data: T }>(`/buyer${path}`, body, token);
  const detail = (rfqnum: string) =>
    call<Row & { criteria: Row[]; version: number }>('/rfq/detail', { rfqnum });
  const tabulation = (rfqnum: string, token = buyer) =>
    call<{ suppliers: Array<Row & { scoring: Row | null }>; criteria: Row[]; scorable: boolean }>(
      '/rfq/tabulation',
      { rfqnum },
      token,
    );
  const score = (rfqnum: string, suppliercode: string, scores: Row[], token = buyer) =>
    call<{ scored: number }>('/rfq/score', { rfqnum, suppliercode, scores }, token);
  const draft = (criteria: Row[] | undefined, extra: Row = {}) => ({
    rfq: {
      description: 'Scored draft',
      closingdate: minutesFromNow(60 * 24 * 5).toISOString(),
      lines: BOQ,
      ...(criteria ? { criteria } : {}),
      ...extra,
    },
  });
  /** Sets an imported RFQ's criteria as its draft had them before publishing. */
  const publishedWith = async (rfqnum: string, criteria: typeof CRITERIA) => {
    const { id } = await db()
      .selectFrom('rfq')
      .select('id')
      .where('rfqnum', '=', rfqnum)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('rfq_criterion')
      .values(criteria.map((c, position) => ({ rfq_id: id, ...c, position })))
      .execute();
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url, REMINDER_HOURS: '0' });
    await server.importFixture(fixture);
    await grantBuyer(server, ['sc-buyer', 'sc-buyer-sg']);
    buyer = await login(server, sink, 'sc-buyer');
    approver = await login(server, sink, 'sc-approver');
    buyerSg = await login(server, sink, 'sc-buyer-sg');
    supplierA = await login(server, sink, 'sc-a');
    await publishedWith('SC-R-MAIN', CRITERIA);
    await publishedWith('SC-R-QUORUM', CRITERIA);
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('saves criteria with a draft, price first, and refuses invalid ones with coded errors', async () => {
    const created = await call<{ rfqnum: string; version: number }>(
      '/rfq/save',
      draft([
        { criterion: 'c1', name: ' Service quality ', weight: 30 },
        { criterion: 'price', name: 'ignored', weight: 50 },
        { criterion: 'c2', name: 'Delivery', weight: 20 },
      ]),
    );
    expect(created.code).toBe(0);
    const rfqnum = created.data.rfqnum;
    expect((await detail(rfqnum)).data.criteria).toEqual([
      { criterion: 'price', name: '', weight: 50 },
      { criterion: 'c1', name: 'Service quality', weight: 30 },
      { criterion: 'c2', name: 'Delivery', weight: 20 },
    ]);

    const refusals: Array<[Row[], number, Row]> = [
      [
        [
          { criterion: 'price', name: '', weight: 60 },
          { criterion: 'c1', name: 'Q', weight: 30 },
        ],
        5600040,
        { total: 90 },
      ],
      [[{ criterion: 'c1', name: 'Quality', weight: 100 }], 5600041, { problem: 'price-missing' }],
      [
        [
          { criterion: 'price', name: '', weight: 50 },
          { criterion: 'c1', name: ' ', weight: 50 },
        ],
        5600041,
        { problem: 'name-missing' },
      ],
      [
        [
          { criterion: 'price', name: '', weight: 50 },
          { criterion: 'c1', name: 'Q', weight: 0 },
          { criterion: 'c2', name: 'R', weight: 50 },
        ],
        5600041,
        { problem: 'weight-invalid' },
      ],
      [
        [
          { criterion: 'price', name: '', weight: 50 },
          { criterion: 'c1', name: 'Q', weight: 25 },
          { criterion: 'c2', name: 'q', weight: 25 },
        ],
        5600041,
        { problem: 'name-duplicate' },
      ],
    ];
    const { version } = (await detail(rfqnum)).data;
    for (const [criteria, code, data] of refusals) {
      const refused = await call('/rfq/save', { ...draft(criteria, { rfqnum }), version });
      expect(refused.code).toBe(code);
      expect(refused.data).toEqual(data);
      // A refused new draft is not created either.
      expect((await call('/rfq/save', draft(criteria))).code).toBe(code);
    }
    // Nothing half-written: the criteria are as saved, the version unchanged.
    expect((await detail(rfqnum)).data).toMatchObject({
      version,
      criteria: [{ weight: 50 }, { weight: 30 }, { weight: 20 }],
    });
    // A save without criteria keeps them; an empty list removes them (price alone, as before).
    expect((await call('/rfq/save', { ...draft(undefined, { rfqnum }), version })).code).toBe(0);
    expect((await detail(rfqnum)).data.criteria).toHaveLength(3);
    expect((await call('/rfq/save', { ...draft([], { rfqnum }), version: version + 1 })).code).toBe(0);
    expect((await detail(rfqnum)).data.criteria).toEqual([]);
    // Translated, in the caller's language.
    const zh = await server.post(
      '/buyer/rfq/save',
      draft([{ criterion: 'price', name: '', weight: 99 }]),
      buyer,
      'ZH',
    );
    expect(zh.message).toBe('评审标准的权重合计必须为 100%。');
  });

  it('keeps a published RFQ’s criteria: an amendment sending others is refused', async () => {
    // (An amendment sends submitted quotations back to be confirmed: done on a tender scored nowhere else.)
    const { version } = (await detail('SC-R-QUORUM')).data;
    const amend = (criteria: Row[] | undefined) =>
      call('/rfq/save', {
        rfq: {
          rfqnum: 'SC-R-QUORUM',
          description: 'Two to open, amended',
          closingdate: minutesFromNow(60 * 24 * 6).toISOString(),
          lines: BOQ,
          reason: 'More time',
          openingquorum: 2,
          ...(criteria ? { criteria } : {}),
        },
        version,
      });
    const refused = await amend([
      { criterion: 'price', name: '', weight: 50 },
      { criterion: 'c1', name: 'Service quality', weight: 50 },
    ]);
    expect(refused.code).toBe(5600042);
    expect((await detail('SC-R-QUORUM')).data.version).toBe(version);
    // The same criteria (as the console sends them back) amend the rest.
    expect((await amend(CRITERIA)).code).toBe(0);
    expect((await detail('SC-R-QUORUM')).data.criteria).toEqual(CRITERIA);
  });

  it('carries the criteria into a copy (next year’s tender is weighed alike)', async () => {
    const copy = await call<{ rfqnum: string }>('/rfq/copy', { rfqnum: 'SC-R-MAIN' });
    expect(copy.code).toBe(0);
    expect((await detail(copy.data.rfqnum)).data.criteria).toEqual(CRITERIA);
  });

  it('shows the supplier how quotations are evaluated on the tender detail', async () => {
    const header = async (udztbnum: string) =>
      (await server.post<{ getudztb: Row[] }>('/util/list', { reqname: 'getudztb', udztbnum }, supplierA))
        .getudztb[0] as Row;
    expect((await header('SC-MAIN-A')).criteria).toEqual(CRITERIA);
    expect((await header('SC-PLAIN-A')).criteria).toEqual([]);
  });

  it('refuses every score while the quotations are sealed, and from anyone but the site’s buyers and approvers', async () => {
    // Before closing: sealed.
    const early = await score('SC-R-MAIN', 'SC-A', [{ criterion: 'c1', score: '5' }]);
    expect(early.code).toBe(5600007);
    expect(early.data).toBeUndefined();
    await setClosing(server, 'SC-R-MAIN', minutesFromNow(-5));
    await setClosing(server, 'SC-R-PLAIN', minutesFromNow(-5));
    await setClosing(server, 'SC-R-QUORUM', minutesFromNow(-5));
    // Closed, but the opening quorum of two not met: still sealed.
    expect((await score('SC-R-QUORUM', 'SC-A', [{ criterion: 'c1', score: '5' }])).code).toBe(5600022);
    // A supplier, a buyer of another site.
    expect((await score('SC-R-MAIN', 'SC-A', [{ criterion: 'c1', score: '10' }], supplierA)).code).toBe(
      1000004,
    );
    expect((await score('SC-R-MAIN', 'SC-A', [{ criterion: 'c1', score: '10' }], buyerSg)).code).toBe(
      4000001,
    );
    // A supplier without a compared quotation, a score out of range, too precise, on price, unknown.
    expect((await score('SC-R-MAIN', 'SC-C', [{ criterion: 'c1', score: '5' }])).code).toBe(5600005);
    for (const bad of [
      { criterion: 'c1', score: '11' },
      { criterion: 'c1', score: '7.25' },
      { criterion: 'c1', score: '-1' },
      { criterion: 'price', score: '10' },
      { criterion: 'c9', score: '5' },
    ]) {
      const refused = await score('SC-R-MAIN', 'SC-A', [bad]);
      expect(refused.code).toBe(5600043);
      expect(refused.message).toContain(bad.criterion);
    }
    // An RFQ without criteria is ranked on price alone.
    expect((await score('SC-R-PLAIN', 'SC-A', [{ criterion: 'c1', score: '5' }])).code).toBe(5600044);
    const plain = await tabulation('SC-R-PLAIN');
    expect(plain.data.criteria).toEqual([]);
    expect(plain.data.scorable).toBe(false);
    expect(plain.data.suppliers.map((s) => s.scoring)).toEqual([null, null]);
    const rows = await db().selectFrom('rfq_score').select('score').execute();
    expect(rows).toEqual([]);
  });

  it('ranks on the weighted total: a better service score puts the dearer quotation first', async () => {
    // Before any score: the price scores, nobody ranked yet.
    const before = await tabulation('SC-R-MAIN');
    expect(before.data.scorable).toBe(true);
    expect(
      before.data.suppliers.map((s) => [s.suppliercode, s.comparabletotal, s.lowest, s.scoring]),
    ).toEqual([
      [
        'SC-A',
        '140.00',
        true,
        expect.objectContaining({ pricescore: '10.00', weightedtotal: null, rank: null }),
      ],
      [
        'SC-B',
        '160.00',
        false,
        expect.objectContaining({ pricescore: '8.75', weightedtotal: null, rank: null }),
      ],
    ]);

    expect(
      (await score('SC-R-MAIN', 'SC-A', [{ criterion: 'c1', score: '4', note: 'Late twice last year' }]))
        .data,
    ).toEqual({ scored: 1 });
    expect(
      (await score('SC-R-MAIN', 'SC-B', [{ criterion: 'c1', score: '9.5', note: 'Excellent references' }]))
        .code,
    ).toBe(0);
    const ranked = await tabulation('SC-R-MAIN');
    // A: 60 x 10 + 40 x 4 = 760 / 10 = 76.00; B: 60 x 8.75 + 40 x 9.5 = 905 / 10 = 90.50.
    expect(
      ranked.data.suppliers.map((s) => [s.suppliercode, s.scoring?.weightedtotal, s.scoring?.rank]),
    ).toEqual([
      ['SC-A', '76.00', 2],
      ['SC-B', '90.50', 1],
    ]);
    const b = ranked.data.suppliers[1]?.scoring as { scores: Array<Row & { given: Row[] }> };
    expect(b.scores[1]).toMatchObject({
      criterion: 'c1',
      score: '9.50',
      given: [{ scorer: 'Vivian Buyer', mine: true, score: '9.5', note: 'Excellent references' }],
    });

    // The approver scores too: the mean of the two; the buyer's second score replaces their first.
    expect((await score('SC-R-MAIN', 'SC-B', [{ criterion: 'c1', score: '6.5' }], approver)).code).toBe(0);
    expect((await score('SC-R-MAIN', 'SC-A', [{ criterion: 'c1', score: '5' }])).code).toBe(0);
    const mean = await tabulation('SC-R-MAIN', approver);
    const [a2, b2] = mean.data.suppliers.map(
      (s) => s.scoring as Row & { scores: Array<Row & { given: Row[] }> },
    );
    expect(b2?.scores[1]?.score).toBe('8.00');
    expect(b2?.scores[1]?.given.map((g) => [g.scorer, g.mine, g.score])).toEqual([
      ['Vivian Buyer', false, '9.5'],
      ['Ada Approver', true, '6.5'],
    ]);
    expect(a2?.scores[1]?.given.map((g) => g.score)).toEqual(['5.0']);
    // A: 600 + 200 = 80.00; B: 525 + 320 = 84.50: still B first.
    expect([a2?.weightedtotal, a2?.rank, b2?.weightedtotal, b2?.rank]).toEqual(['80.00', 2, '84.50', 1]);

    // Each score is in the history, as the tender page shows it.
    expect((await rfqAudit(server, 'SC-R-MAIN')).filter((a) => a.startsWith('rfq.score'))).toHaveLength(4);
    const audit = (await detail('SC-R-MAIN')).data.audit as Row[];
    expect(audit.filter((a) => a.action === 'rfq.score').map((a) => [a.username, a.comment])).toContainEqual([
      'Vivian Buyer',
      'SC-B: Service quality 9.5/10 (Excellent references)',
    ]);
  });

  it('puts the scores in the audit export: the events and the comparison’s ranking', async () => {
    const res = await fetch(`${server.url}/samex/rest/buyer/rfq/audit-export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: buyer },
      body: JSON.stringify({ rfqnum: 'SC-R-MAIN' }),
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const text = (name: string) => {
      const rows: string[] = [];
      workbook.getWorksheet(name)?.eachRow((row) => {
        rows.push(
          (row.values as unknown[])
            .slice(1)
            .map((v) => (v == null ? '' : String(v)))
            .join('|'),
        );
      });
      return rows;
    };
    const events = text('Events').filter((row) => row.includes('Quotation scored'));
    expect(events).toHaveLength(4);
    expect(events.some((row) => row.includes('Excellent references') && row.includes('SC-B'))).toBe(true);
    const comparison = text('Comparison as awarded');
    expect(comparison).toContain('|Service quality (40%)|||5|8');
    expect(comparison).toContain('|Price (60%)|||10|8.75');
    expect(comparison).toContain('|Weighted total (0 to 100)|||80|84.5');
    expect(comparison).toContain('|Rank|||2|1');
  });

  it('shows the scores on the supplier record, for opened tenders only', async () => {
    const record = await call<{ evaluations: Row[] }>('/supplier/record', { suppliercode: 'SC-B' }, approver);
    // SC-R-QUORUM is closed but still sealed, SC-R-PLAIN has no criteria: neither is there.
    expect(record.data.evaluations).toEqual([
      {
        rfqnum: 'SC-R-MAIN',
        description: 'Scored tender',
        closingdate: expect.any(String),
        criteria: [
          { criterion: 'price', name: '', weight: 60, score: '8.75' },
          { criterion: 'c1', name: 'Service quality', weight: 40, score: '8.00' },
        ],
        weightedtotal: '84.50',
        rank: 1,
        ranked: 2,
      },
    ]);
  });

  it('stops scoring once an award is proposed; the scores stay', async () => {
    const award = await call('/rfq/award', {
      rfqnum: 'SC-R-MAIN',
      suppliers: ['SC-B'],
      justification: 'Best ranked on price and service quality',
    });
    expect(award.code).toBe(0);
    expect((await score('SC-R-MAIN', 'SC-A', [{ criterion: 'c1', score: '10' }])).code).toBe(5600009);
    const after = await tabulation('SC-R-MAIN');
    expect(after.data.scorable).toBe(false);
    expect(after.data.suppliers.map((s) => s.scoring?.rank)).toEqual([2, 1]);
  });
});

describe.each(bothDatabases)('the demo ranking on %s', (kind) => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  it('ranks the demo’s closed tender on its criteria: the dearer quotation first, on service', async () => {
    server = await startTestServer(kind, { SEED_DEMO: '1', REMINDER_HOURS: '0' });
    const ctx = server.built.ctx;
    const buyer = await demoBuyer(ctx);
    if (!buyer) throw new Error('no demo.buyer');
    const tabulation = await getTabulation(ctx.db, buyer, 'RFQ-2026-0110', 'HKD');
    expect(tabulation.criteria.map((c) => c.weight)).toEqual([60, 25, 15]);
    expect(
      tabulation.suppliers.map((s) => [
        s.suppliercode,
        s.comparabletotal,
        s.lowest,
        s.scoring?.weightedtotal,
        s.scoring?.rank,
      ]),
    ).toEqual([
      // KLL: 10 x 60 + 6.25 x 25 + 7 x 15 = 861.25 / 10; PRFS: 9.99 x 60 + 8.75 x 25 + 8 x 15 = 938.15 / 10.
      ['KLL', '766800.00', true, '86.13', 2],
      ['PRFS', '767520.00', false, '93.82', 1],
    ]);
    const open = await ctx.db
      .selectFrom('rfq_criterion')
      .innerJoin('rfq', 'rfq.id', 'rfq_criterion.rfq_id')
      .select('rfq_criterion.name')
      .where('rfq.rfqnum', '=', 'RFQ-2026-0101')
      .orderBy('position')
      .execute();
    expect(open.map((c) => c.name)).toEqual([
      '',
      'Service quality and supervision',
      'Experience with hotels',
    ]);
  });
});
