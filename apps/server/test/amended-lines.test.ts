import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportValidationError } from '../src/import/import-errors.ts';
import { BOQ, buyerCalls, buyerFixture, daysFromNow, login, rfqInput } from './helpers/buyer-rfq-fixture.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 28, findings 5 and 6. An amended line reaches every invitation: the buyer's new quantity and
// description replace the old ones, the unit price the supplier typed stays and its total is recomputed,
// the invitation line says which fields changed (until the supplier saves that line or submits), and a
// submitted quotation must be submitted again. A negative quantity, or one with more decimals than the
// numeric(18, 2) column keeps, is refused on the buyer's save, the import and the supplier's save, and
// nothing is stored.

type Row = Record<string, unknown>;

/** The fixture's bill plus a line whose quantity the supplier sets. */
const LINES = [
  ...BOQ,
  {
    seqno: 5,
    description: 'Spare parts',
    autocal: 'Y',
    totalamountreq: true,
    qtyrequired: true,
    quantity: '4',
  },
];

describe.each(bothDatabases)('amended lines and quantities on %s', (kind) => {
  let sink: SmtpSink;
  let server: TestServer;
  let buyer: string;
  let supplierA: string;
  let supplierB: string;
  let calls: ReturnType<typeof buyerCalls>;

  const db = () => server.built.ctx.db;
  const lines = async (token: string, udztbnum: string) =>
    (await server.post<{ getudztbline: Row[] }>('/util/list', { reqname: 'getudztbline', udztbnum }, token))
      .getudztbline;
  const header = async (token: string, udztbnum: string) =>
    (await server.post<{ getudztb: Row[] }>('/util/list', { reqname: 'getudztb', udztbnum }, token))
      .getudztb?.[0];
  const idOf = async (udztbnum: string) =>
    (await db().selectFrom('udztb').select('id').where('udztbnum', '=', udztbnum).executeTakeFirstOrThrow())
      .id;
  const flow = async (token: string, udztbnum: string, actionid: number, extra: Row = {}) =>
    server.post(
      '/workflow/submitworkflow',
      { ownertable: 'udztb', ownerid: await idOf(udztbnum), actionid, ...extra },
      token,
    );
  const save = (token: string, udztbnum: string, updateudztbline: Row[], extra: Row = {}) =>
    server.post<{ updateudztbline?: Row[] }>(
      '/util/update',
      { reqname: 'updateudztb', udztb: [udztbnum], updateudztbline, ...extra },
      token,
    );
  const storedLines = async (rfqnum: string) =>
    db()
      .selectFrom('udztb_line')
      .innerJoin('udztb', 'udztb.id', 'udztb_line.udztb_id')
      .select(['udztb.udztbnum', 'udztb_line.seqno', 'udztb_line.quantity', 'udztb_line.unitprice'])
      .where('udztb.udztbnum', 'like', `${rfqnum}-%`)
      .orderBy('udztb.udztbnum')
      .orderBy('udztb_line.seqno')
      .execute();
  const rfqState = async (rfqnum: string) => ({
    rfq: await db()
      .selectFrom('rfq')
      .select(['version', 'revision'])
      .where('rfqnum', '=', rfqnum)
      .executeTakeFirstOrThrow(),
    lines: await db()
      .selectFrom('rfq_line')
      .innerJoin('rfq', 'rfq.id', 'rfq_line.rfq_id')
      .select(['rfq_line.seqno', 'rfq_line.quantity'])
      .where('rfq.rfqnum', '=', rfqnum)
      .orderBy('rfq_line.seqno')
      .execute(),
    invitations: await storedLines(rfqnum),
  });

  /** A published RFQ with the bill `LINES`, invitations to BR-A and BR-B: its number and version. */
  const published = async () => {
    const saved = await calls.save(buyer, rfqInput({ lines: LINES }));
    expect(saved.code).toBe(0);
    const rfqnum = saved.data.rfqnum;
    expect((await calls.invite(buyer, rfqnum, ['BR-A', 'BR-B'])).code).toBe(0);
    expect((await calls.publish(buyer, rfqnum)).code).toBe(0);
    return rfqnum;
  };
  const amend = async (rfqnum: string, lines: Row[], reason = 'Quantities measured on site') => {
    const { version } = (await calls.detail(buyer, rfqnum)).data;
    return calls.save(buyer, rfqInput({ rfqnum, lines, reason, closingdate: daysFromNow(12) }), version);
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url });
    await server.importFixture(buyerFixture);
    calls = buyerCalls(server);
    buyer = await login(server, sink, 'br-buyer');
    supplierA = await login(server, sink, 'br-a-en');
    supplierB = await login(server, sink, 'br-b-zht');
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('takes an amended quantity and description to every invitation, keeps the prices, marks the change and asks for a new submission', async () => {
    const rfqnum = await published();
    const a = `${rfqnum}-BR-A`;
    const b = `${rfqnum}-BR-B`;
    expect((await flow(supplierA, a, 7)).code).toBe(0);
    const submitted = await flow(supplierA, a, 4, {
      updateudztbline: [
        { seqno: 2, unitprice: '100.50' },
        { seqno: 3, unitprice: '20' },
        { seqno: 5, quantity: '7', unitprice: '3' },
      ],
    });
    expect(submitted).toMatchObject({ code: 0, status: 'SUBMITED' });
    expect((await lines(supplierA, a)).map((l) => l.changedfields)).toEqual([[], [], [], [], []]);

    // Cleaning goes from 2 days to 120.5, renamed; the qtyrequired line's suggestion moves to 9; a line is added.
    const amended = LINES.map((line) =>
      line.seqno === 2 ? { ...line, description: 'Cleaning, daily', quantity: '120.5' } : line,
    ).map((line) => (line.seqno === 5 ? { ...line, quantity: '9' } : line));
    amended.push({
      seqno: 6,
      description: 'Windows',
      autocal: 'Y',
      totalamountreq: true,
      quantity: '1',
    } as never);
    const reply = await amend(rfqnum, amended);
    expect(reply.code).toBe(0);

    const pick = (l: Row) => [
      l.seqno,
      l.description,
      l.quantity,
      l.unitprice,
      l.totallineamount,
      l.changedfields,
    ];
    expect((await lines(supplierA, a)).map(pick)).toEqual([
      [1, 'Lobby works', null, null, null, []],
      // 120.5 x 100.50 = 12,110.25, exact.
      [2, 'Cleaning, daily', '120.50', '100.50', '12110.25', ['description', 'quantity']],
      [3, 'Polishing', '3.00', '20.00', '60.00', []],
      // The sum line adds the recomputed total.
      [4, 'Subtotal', null, null, '12170.25', []],
      // The supplier's own quantity on a qtyrequired line stays; the buyer's suggestion does not override it.
      [5, 'Spare parts', '7.00', '3.00', '21.00', []],
      [6, 'Windows', '1.00', null, null, ['new']],
    ]);
    // The other invitation, never priced, has the new quantity too.
    expect((await lines(supplierB, b)).map((l) => [l.seqno, l.quantity, l.changedfields])).toEqual([
      [1, null, []],
      [2, '120.50', ['description', 'quantity']],
      [3, '3.00', []],
      [4, null, []],
      [5, '9.00', ['quantity']],
      [6, '1.00', ['new']],
    ]);
    // The submitted quotation is back to be submitted again.
    expect(await header(supplierA, a)).toMatchObject({ status: 'WTQUOTE', amendedat: expect.any(String) });

    // A second amendment keeps the first one's marks the supplier has not seen yet, and adds its own.
    const unitRenamed = amended.map((line) => (line.seqno === 3 ? { ...line, unit: 'sq m' } : line));
    expect((await amend(rfqnum, unitRenamed, 'Unit corrected')).code).toBe(0);
    expect((await lines(supplierA, a)).map((l) => l.changedfields)).toEqual([
      [],
      ['description', 'quantity'],
      ['unit'],
      [],
      [],
      ['new'],
    ]);

    // Saving a line clears its marks only; submitting clears them all. The page's save asks for the
    // changed lines only (issue 30): the line it answers is answered without its marks too.
    const saved = await save(supplierA, a, [{ seqno: 2, unitprice: '101.00' }], { replylines: 'changed' });
    expect(saved.code).toBe(0);
    expect(saved.updateudztbline?.find((l) => l.seqno === 2)?.changedfields).toEqual([]);
    expect((await lines(supplierA, a)).map((l) => l.changedfields)).toEqual([
      [],
      [],
      ['unit'],
      [],
      [],
      ['new'],
    ]);
    const again = await flow(supplierA, a, 4, { updateudztbline: [{ seqno: 6, unitprice: '50' }] });
    expect(again).toMatchObject({ code: 0, status: 'SUBMITED' });
    expect((await lines(supplierA, a)).map((l) => l.changedfields)).toEqual([[], [], [], [], [], []]);
    // B's marks are B's own.
    expect((await lines(supplierB, b)).map((l) => l.changedfields)[1]).toEqual(['description', 'quantity']);
  });

  it.each([
    ['negative', '-5', 'quantity-negative'],
    ['finer than the column', '2.345', 'quantity-decimals'],
  ])(
    'refuses a %s quantity on the buyer save (create, draft and amendment), storing nothing',
    async (_case, quantity, problem) => {
      const bad = LINES.map((line) => (line.seqno === 3 ? { ...line, quantity } : line));
      const before = await db()
        .selectFrom('rfq')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const created = await calls.save(buyer, rfqInput({ lines: bad }));
      expect(created).toMatchObject({ code: 5600003, data: { lines: [{ seqno: 3, problem }] } });
      expect(created.message).toEqual(expect.any(String));
      const after = await db()
        .selectFrom('rfq')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));

      // An open RFQ's amendment: refused, the RFQ and every invitation's lines as they were.
      const rfqnum = await published();
      const state = await rfqState(rfqnum);
      expect((await amend(rfqnum, bad)).code).toBe(5600003);
      expect(await rfqState(rfqnum)).toEqual(state);
    },
  );

  it('refuses negative and too precise quantities in an import file, writing nothing', async () => {
    const file = {
      format: 'tender-portal-import/1',
      rfqs: [
        {
          rfqnum: 'AL-IMPORT',
          description: 'Imported',
          siteid: 'HKHQ',
          closingdate: 'today+20d',
          lines: [
            { seqno: 1, description: 'A', quantity: -1 },
            { seqno: 2, description: 'B', quantity: '1.005' },
            { seqno: 3, description: 'C', quantity: '2.50' },
          ],
        },
      ],
      invitations: [
        {
          udztbnum: 'AL-IMPORT-A',
          rfqnum: 'AL-IMPORT',
          supplier: 'BR-A',
          status: 'WTQUOTE',
          prices: [{ seqno: 3, quantity: '0.125', unitprice: '1' }],
        },
      ],
    };
    const error = await server.importFixture(file).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(ImportValidationError);
    const issues = (error as ImportValidationError).issues;
    expect(issues.map((i) => [i.path, i.reason.split(':')[0]])).toEqual([
      ['/rfqs/0/lines/0/quantity', 'quantity-negative'],
      ['/rfqs/0/lines/1/quantity', 'quantity-decimals'],
      ['/invitations/0/prices/0/quantity', 'quantity-decimals'],
    ]);
    expect(await db().selectFrom('rfq').select('id').where('rfqnum', '=', 'AL-IMPORT').execute()).toEqual([]);
  });

  it.each([
    ['negative', '-1', 'negative'],
    ['finer than the column', '7.125', 'too-many-decimals'],
  ])(
    "refuses a %s quantity on the supplier's save of a qtyrequired line, storing nothing",
    async (_case, quantity, problem) => {
      const rfqnum = await published();
      const a = `${rfqnum}-BR-A`;
      expect((await flow(supplierA, a, 7)).code).toBe(0);
      const before = await storedLines(rfqnum);
      const saved = await save(supplierA, a, [
        { seqno: 2, unitprice: '10' },
        { seqno: 5, quantity, unitprice: '3' },
      ]);
      expect(saved).toMatchObject({
        code: 4000007,
        data: { cells: [{ seqno: 5, field: 'quantity', problem }] },
      });
      expect(await storedLines(rfqnum)).toEqual(before);
    },
  );
});
