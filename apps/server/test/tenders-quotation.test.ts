import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSession } from '../src/auth/session-service.ts';
import { saveQuotation } from '../src/tenders/quotation-service.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Saving a quotation (updateudztb): every amount recomputed by the server and stored recomputed, the
// entry limits of spec 5, the fields a tender lets the supplier change, and the states that refuse a save.

const PASSWORD = 'Quote#2026ok';
// Notes with the characters an array or SQL literal would trip over, to show they are stored as sent.
const NOTES = `incl. "materials", {braces} \\ back'slash; NULL`;
type Row = Record<string, unknown>;
type Line = Record<string, string | number | null>;

const lines = [
  { seqno: 1, description: 'Section A', header: true },
  { seqno: 2, description: 'Cleaning', autocal: 'Y', totalamountreq: true, required: true, quantity: '2' },
  { seqno: 3, description: 'Polishing', autocal: 'Y', totalamountreq: true, required: true, quantity: '3' },
  { seqno: 4, description: 'Subtotal', autocal: '2+3', totalamountreq: true },
  { seqno: 5, description: 'Lump sum' },
];

const BIG_LINES = 2000;
const bigLines = Array.from({ length: BIG_LINES }, (_, i) => {
  const seqno = i + 1;
  return seqno % 100 === 1
    ? { seqno, description: `Block ${seqno}`, header: true }
    : {
        seqno,
        description: `Item ${seqno}`,
        autocal: 'Y',
        totalamountreq: true,
        quantity: String((seqno % 7) + 1),
      };
});

function rfq(rfqnum: string, extra: Row = {}): Row {
  return {
    rfqnum,
    description: `Quotation ${rfqnum}`,
    siteid: 'HK02',
    closingdate: 'today+30d',
    lines,
    ...extra,
  };
}
function tender(udztbnum: string, rfqnum: string, status = 'WTQUOTE', extra: Row = {}): Row {
  return { udztbnum, rfqnum, supplier: 'QUO-A', status, ...extra };
}

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [{ code: 'QUO-A', name: 'Quote Alpha Ltd' }],
  users: [
    {
      loginid: 'quo-a',
      username: 'Quote Alpha',
      email: 'quo-a@example.com',
      password: PASSWORD,
      supplier: 'QUO-A',
      siteid: 'HK02',
      emailverified: true,
    },
  ],
  rfqs: [
    rfq('QUO-R-PLAIN'),
    rfq('QUO-R-LIMITS'),
    rfq('QUO-R-NEG', { pricenegotiation: true }),
    rfq('QUO-R-SITE', { hassiteinspection: true }),
    rfq('QUO-R-HC1', { tendercollectvia: 'HardCopy' }),
    rfq('QUO-R-HC2', { bidmethod: 'hardcopy' }),
    rfq('QUO-R-EXP', { closingdate: 'today-1d' }),
    rfq('QUO-R-SUB'),
    rfq('QUO-R-NEW'),
    rfq('QUO-R-DEC'),
    rfq('QUO-R-RACE'),
    rfq('QUO-R-BIG', { lines: bigLines }),
  ],
  invitations: [
    tender('QUO-PLAIN', 'QUO-R-PLAIN'),
    tender('QUO-LIMITS', 'QUO-R-LIMITS', 'NORESPONSE', {
      prices: [
        { seqno: 2, unitprice: '10' },
        { seqno: 3, unitprice: '20' },
      ],
    }),
    tender('QUO-NEG', 'QUO-R-NEG', 'WTQUOTE', {
      prices: [
        { seqno: 2, unitprice: '10' },
        { seqno: 3, unitprice: '20' },
      ],
    }),
    tender('QUO-SITE', 'QUO-R-SITE', 'WTQUOTE', {
      prices: [
        { seqno: 2, unitprice: '1' },
        { seqno: 3, unitprice: '1' },
      ],
    }),
    tender('QUO-HC1', 'QUO-R-HC1'),
    tender('QUO-HC2', 'QUO-R-HC2'),
    tender('QUO-EXP', 'QUO-R-EXP'),
    tender('QUO-SUB', 'QUO-R-SUB', 'SUBMITED'),
    tender('QUO-NEW', 'QUO-R-NEW', 'NEW'),
    tender('QUO-DEC', 'QUO-R-DEC', 'DECLINED'),
    tender('QUO-RACE', 'QUO-R-RACE', 'WTQUOTE', { prices: [{ seqno: 3, unitprice: '1' }] }),
    tender('QUO-BIG', 'QUO-R-BIG'),
  ],
};

describe.each(bothDatabases)('saving a quotation on %s', (kind) => {
  let server: TestServer;
  let token: string;

  const save = (udztbnum: string, updateudztbline: Line[], extra: Row = {}, lang?: string) =>
    server.post<{ updateudztbline?: Line[]; version?: number; data?: { seqnos?: number[] } }>(
      '/util/update',
      {
        reqname: 'updateudztb',
        user: 'quo-a',
        udztb: [udztbnum],
        docinfo: [],
        isAttachment: '0',
        updateudztbline,
        ...extra,
      },
      token,
      lang,
    );
  const storedLines = async (udztbnum: string) =>
    (await server.post<{ getudztbline: Line[] }>('/util/list', { reqname: 'getudztbline', udztbnum }, token))
      .getudztbline;
  const header = async (udztbnum: string) =>
    (await server.post<{ getudztb: Row[] }>('/util/list', { reqname: 'getudztb', udztbnum }, token))
      .getudztb[0] as Row;
  const audits = (udztbnum: string) =>
    server.built.ctx.db
      .selectFrom('audit_log')
      .innerJoin('udztb', (join) =>
        join.on((eb) => eb('audit_log.entity_id', '=', eb.cast<string>('udztb.id', 'text'))),
      )
      .select(['audit_log.action', 'audit_log.from_status', 'audit_log.to_status'])
      .where('udztb.udztbnum', '=', udztbnum)
      .where('audit_log.entity', '=', 'udztb')
      .execute();

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.importFixture(fixture);
    token = await server.login('quo-a', PASSWORD);
  });
  afterAll(async () => server?.close());

  it('recomputes every amount, ignores forged totals and stores the recomputed values', async () => {
    const before = (await header('QUO-PLAIN')).version as number;
    const reply = await save('QUO-PLAIN', [
      {
        seqno: 1,
        udztbnum: 'QUO-PLAIN',
        quantity: null,
        unitprice: null,
        totallineamount: null,
        disclineamt: null,
      },
      {
        seqno: 2,
        udztbnum: 'QUO-PLAIN',
        quantity: '2',
        // More than 2 decimals is refused since issue 12 (quotation-drafts.test.ts); 2 are kept exactly.
        unitprice: '10.01',
        totallineamount: '999999',
        disc: '100',
        disclineamt: '5',
        linenotes: NOTES,
      },
      {
        seqno: 3,
        udztbnum: 'QUO-PLAIN',
        quantity: 3,
        unitprice: 0.1,
        totallineamount: '0.31',
        disclineamt: '0.31',
        linenotes: 'NULL',
      },
      { seqno: 4, udztbnum: 'QUO-PLAIN', totallineamount: '1', disclineamt: '1' },
      { seqno: 5, udztbnum: 'QUO-PLAIN', unitprice: '', totallineamount: '1,234.5', disclineamt: '9' },
    ]);
    expect(reply.code).toBe(0);
    const expected = [
      { seqno: 1, quantity: null, unitprice: null, totallineamount: null, disclineamt: null },
      {
        seqno: 2,
        quantity: '2.00',
        unitprice: '10.01',
        totallineamount: '20.02',
        disc: '100.00',
        disclineamt: '20.02',
        linenotes: NOTES,
      },
      {
        seqno: 3,
        quantity: '3.00',
        unitprice: '0.10',
        linenotes: 'NULL',
        totallineamount: '0.30',
        disc: '100.00',
        disclineamt: '0.30',
      },
      { seqno: 4, totallineamount: '20.32', disclineamt: '20.32' },
      {
        seqno: 5,
        quantity: '1.00',
        unitprice: null,
        totallineamount: '1234.50',
        disc: '100.00',
        disclineamt: '1234.50',
      },
    ].map((line) => expect.objectContaining(line));
    expect(reply.updateudztbline).toEqual(expected);
    expect(await storedLines('QUO-PLAIN')).toEqual(expected);
    expect(reply.version).toBe(before + 1);
    expect((await header('QUO-PLAIN')).version).toBe(before + 1);
    expect(await audits('QUO-PLAIN')).toEqual([
      { action: 'save', from_status: 'WTQUOTE', to_status: 'WTQUOTE' },
    ]);
  });

  it('refuses values outside the limits of spec 5 with the seq numbers, and changes nothing', async () => {
    const before = await storedLines('QUO-LIMITS');
    const refusals: [Line[], number[]][] = [
      [[{ seqno: 2, quantity: '0.5' }], [2]],
      [[{ seqno: 2, quantity: '1.234' }], [2]],
      [
        [
          { seqno: 2, unitprice: 'abc' },
          { seqno: 3, unitprice: '-1' },
        ],
        [2, 3],
      ],
      [[{ seqno: 5, totallineamount: '-5' }], [5]],
      [[{ seqno: 2, unitprice: '99999999999999999' }], [2]],
    ];
    for (const [entries, seqnos] of refusals) {
      const reply = await save('QUO-LIMITS', entries);
      expect(reply.code, JSON.stringify(entries)).toBe(4000007);
      expect(reply.data?.seqnos).toEqual(seqnos);
      expect(reply.message).toBe(`Please check the lines with these numbers: ${seqnos.join(', ')}`);
    }
    const zh = await save('QUO-LIMITS', [{ seqno: 2, quantity: '0' }], {}, 'ZH');
    expect(zh.message).toBe('请检查以下序号的行：2');
    for (const entries of [
      [{ seqno: 99, unitprice: '1' }],
      [{ seqno: 2, disc: '50' }],
      [
        { seqno: 2, unitprice: '1' },
        { seqno: 2, unitprice: '2' },
      ],
      [{ seqno: 2, udztbnum: 'QUO-PLAIN', unitprice: '1' }],
    ]) {
      expect((await save('QUO-LIMITS', entries)).code, JSON.stringify(entries)).toBe(1000002);
    }
    expect(await storedLines('QUO-LIMITS')).toEqual(before);
    expect(await audits('QUO-LIMITS')).toEqual([]);
  });

  it('under price negotiation lets only the discount change', async () => {
    expect((await save('QUO-NEG', [{ seqno: 2, unitprice: '11' }])).code).toBe(1000002);
    expect((await save('QUO-NEG', [{ seqno: 2, quantity: '5' }])).code).toBe(1000002);
    const reply = await save('QUO-NEG', [
      { seqno: 2, quantity: '2', unitprice: '10.00', disc: '90.5', totallineamount: '20' },
      { seqno: 3, quantity: '3.00', unitprice: '20', disc: '0' },
    ]);
    expect(reply.code).toBe(0);
    expect(reply.updateudztbline?.slice(1, 4)).toEqual([
      expect.objectContaining({ seqno: 2, totallineamount: '20.00', disc: '90.50', disclineamt: '18.10' }),
      expect.objectContaining({ seqno: 3, totallineamount: '60.00', disc: '100.00', disclineamt: '60.00' }),
      expect.objectContaining({ seqno: 4, totallineamount: '80.00', disclineamt: '78.10' }),
    ]);
    expect((await save('QUO-NEG', [{ seqno: 2, disc: '1.234' }])).data?.seqnos).toEqual([2]);
    expect((await save('QUO-NEG', [{ seqno: 2, disc: '-1' }])).data?.seqnos).toEqual([2]);
  });

  it('keeps attended-all only on a tender with site inspections, and the reminder flag', async () => {
    expect((await save('QUO-LIMITS', [], { attendedall: '1' })).code).toBe(1000002);
    expect((await save('QUO-SITE', [], { attendedall: '1', reminder: 1 })).code).toBe(0);
    expect(await header('QUO-SITE')).toMatchObject({ attendedall: '1', reminder: '1' });
    expect(
      (await save('QUO-SITE', [], { attendedall: false, reminder: '0', commentstojll: 'See our notes' }))
        .code,
    ).toBe(0);
    expect(await header('QUO-SITE')).toMatchObject({
      attendedall: '0',
      reminder: '0',
      commentstojll: 'See our notes',
    });
    // The detail page sends an empty comment with every save: it keeps the comment already given.
    expect((await save('QUO-SITE', [], { commentstojll: '' })).code).toBe(0);
    expect((await header('QUO-SITE')).commentstojll).toBe('See our notes');
  });

  it('refuses a save after submission, outside the quoting states, on hard copy and after closing', async () => {
    const cases: [string, number, string][] = [
      ['QUO-SUB', 4000004, 'Quotation already quoted and cannot be quoted again'],
      ['QUO-NEW', 4000002, 'This action is not allowed in the current status of the tender.'],
      ['QUO-DEC', 4000002, 'This action is not allowed in the current status of the tender.'],
      [
        'QUO-HC1',
        4000005,
        'This tender is collected in hard copy: the quotation is submitted or declined on paper.',
      ],
      [
        'QUO-HC2',
        4000005,
        'This tender is collected in hard copy: the quotation is submitted or declined on paper.',
      ],
      ['QUO-EXP', 4000003, 'The tender has expired, return to the list and refresh'],
    ];
    for (const [udztbnum, code, message] of cases) {
      const reply = await save(udztbnum, [{ seqno: 2, unitprice: '1' }]);
      expect({ udztbnum, code: reply.code, message: reply.message }).toEqual({ udztbnum, code, message });
    }
    expect((await save('QUO-EXP', [], {}, 'ZHT')).message).toBe('招標已截止，請返回列表並重新整理');
    expect((await storedLines('QUO-SUB'))?.[1]?.unitprice).toBeNull();
  });

  it('serialises concurrent saves: each applies whole, none is lost, a stale version is refused', async () => {
    const { version } = await header('QUO-RACE');
    const prices = ['1.10', '2.20', '3.30', '4.40'];
    const replies = await Promise.all(prices.map((p) => save('QUO-RACE', [{ seqno: 2, unitprice: p }])));
    expect(replies.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    const after = await header('QUO-RACE');
    expect(after.version).toBe((version as number) + prices.length);
    const line = (await storedLines('QUO-RACE'))?.[1];
    expect(prices).toContain(line?.unitprice);
    expect(line?.totallineamount).toBe((Number(line?.unitprice) * 2).toFixed(2));
    const stale = await save('QUO-RACE', [{ seqno: 2, unitprice: '9' }], { version });
    expect(stale.code).toBe(4000006);
    expect((await save('QUO-RACE', [{ seqno: 2, unitprice: '9' }], { version: after.version })).code).toBe(0);
  });

  it(`saves all ${BIG_LINES} lines in one call and stores exact values`, async () => {
    const entries: Line[] = bigLines
      .filter((line) => !line.header)
      .map((line) => ({
        seqno: line.seqno,
        udztbnum: 'QUO-BIG',
        unitprice: `${line.seqno}.${String(line.seqno % 100).padStart(2, '0')}`,
        totallineamount: '1',
      }));
    const started = performance.now();
    const reply = await save('QUO-BIG', entries);
    const elapsed = performance.now() - started;
    expect(reply.code).toBe(0);
    console.info(`[${kind}] ${BIG_LINES}-line save: ${elapsed.toFixed(0)} ms over HTTP`);
    // Generous bounds: the suite shares 2 cores with other work; the figures logged above are the measure.
    expect(elapsed).toBeLessThan(10_000);

    const stored = await storedLines('QUO-BIG');
    expect(stored).toHaveLength(BIG_LINES);
    for (const seqno of [2, 99, 1234, 2000]) {
      const q = (seqno % 7) + 1;
      const price = `${seqno}.${String(seqno % 100).padStart(2, '0')}`;
      const cents = BigInt(price.replace('.', '')) * BigInt(q);
      const total = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
      expect(stored?.[seqno - 1]).toMatchObject({
        seqno,
        quantity: `${q}.00`,
        unitprice: price,
        totallineamount: total,
        disclineamt: total,
      });
    }
    expect(stored?.[100]).toMatchObject({ seqno: 101, header: '1', totallineamount: null });
    const sumOf = (rows: Line[] | undefined) =>
      (rows ?? []).reduce(
        (sum, row) => sum + BigInt(String(row.totallineamount ?? '0').replace('.', '')),
        0n,
      );
    const expectedSum = entries.reduce(
      (sum, e) => sum + BigInt(String(e.unitprice).replace('.', '')) * BigInt((Number(e.seqno) % 7) + 1),
      0n,
    );
    expect(sumOf(stored)).toBe(expectedSum);
    expect(sumOf(reply.updateudztbline)).toBe(expectedSum);

    // The same save without HTTP and JSON: what the transaction itself costs.
    const caller = await resolveSession(server.built.ctx.db, token);
    const repriced = entries.map((e) => ({ seqno: Number(e.seqno), unitprice: `${Number(e.seqno) + 1}.00` }));
    const serviceStarted = performance.now();
    await saveQuotation(server.built.ctx.db, caller, 'QUO-BIG', { entries: repriced });
    const serviceElapsed = performance.now() - serviceStarted;
    console.info(`[${kind}] ${BIG_LINES}-line save transaction: ${serviceElapsed.toFixed(0)} ms`);
    expect(serviceElapsed).toBeLessThan(10_000);
  });
});
