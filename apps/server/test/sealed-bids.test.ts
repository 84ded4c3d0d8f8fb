import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOQ,
  grantBuyer,
  login,
  minutesFromNow,
  setClosing,
  staffUser,
  supplierUser,
} from './helpers/outcome-fixture.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 17, sealed bids: before an online quotation's closing date no staff reply (the staff look-up,
// buyers included) and no buyer reply carries its prices; a hard-copy tender's prices, which staff type
// in from the paper quote, stay visible to staff, and the tabulation after closing includes them.

type Row = Record<string, unknown>;

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'SB-A', name: 'Alpha Sealed Ltd' },
    { code: 'SB-B', name: 'Beta Sealed Ltd' },
  ],
  users: [
    supplierUser('sb-a', 'Ann Alpha', 'SB-A'),
    supplierUser('sb-b', 'Bai Beta', 'SB-B', 'ZH'),
    staffUser('sb-staff', 'Sam Staff'),
    staffUser('sb-buyer', 'Vivian Buyer'),
  ],
  rfqs: [
    { rfqnum: 'SB-R-ON', description: 'Online sealed', siteid: 'HKHQ', closingdate: 'today+5d', lines: BOQ },
    {
      rfqnum: 'SB-R-HC',
      description: 'Paper sealed',
      siteid: 'HKHQ',
      closingdate: 'today+5d',
      bidmethod: 'HardCopy',
      lines: BOQ,
    },
  ],
  invitations: [
    {
      udztbnum: 'SB-ON-A',
      rfqnum: 'SB-R-ON',
      supplier: 'SB-A',
      status: 'SUBMITED',
      prices: [
        { seqno: 2, unitprice: '12.34' },
        { seqno: 3, unitprice: '56.78' },
        { seqno: 5, totallineamount: '901.23' },
      ],
    },
    // A draft the supplier keeps working on.
    {
      udztbnum: 'SB-ON-B',
      rfqnum: 'SB-R-ON',
      supplier: 'SB-B',
      status: 'WTQUOTE',
      prices: [{ seqno: 2, unitprice: '43.21' }],
    },
    { udztbnum: 'SB-HC-A', rfqnum: 'SB-R-HC', supplier: 'SB-A', status: 'WTQUOTE' },
    { udztbnum: 'SB-HC-B', rfqnum: 'SB-R-HC', supplier: 'SB-B', status: 'WTQUOTE' },
  ],
};

const PRICES = ['12.34', '24.68', '56.78', '170.34', '901.23', '43.21', '86.42'];
const PRICE_FIELDS = /"(unitprice|totallineamount|disclineamt|total|discounttotal)"/;

function expectNoPrice(reply: unknown): void {
  const text = JSON.stringify(reply);
  for (const price of PRICES) expect(text).not.toContain(price);
}

describe.each(testDatabases)('sealed bids on %s', (kind) => {
  let server: TestServer;
  let sink: SmtpSink;
  let staff: string;
  let buyer: string;
  let supplierA: string;

  const lines = async (udztbnum: string, token: string) =>
    (await server.post<{ getudztbline: Row[] }>('/util/list', { reqname: 'getudztbline', udztbnum }, token))
      .getudztbline;
  const amounts = (rows: Row[]) => rows.map((l) => [l.seqno, l.unitprice, l.totallineamount, l.disclineamt]);

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url, REMINDER_HOURS: '0' });
    await server.importFixture(fixture);
    await grantBuyer(server, ['sb-buyer']);
    staff = await login(server, sink, 'sb-staff');
    buyer = await login(server, sink, 'sb-buyer');
    supplierA = await login(server, sink, 'sb-a');
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('shows staff and buyers no price of an online quotation before closing', async () => {
    for (const token of [staff, buyer]) {
      for (const udztbnum of ['SB-ON-A', 'SB-ON-B']) {
        const rows = await lines(udztbnum, token);
        expect(rows.map((l) => l.description)).toEqual(BOQ.map((l) => l.description));
        expect(amounts(rows)).toEqual(BOQ.map((l) => [l.seqno, null, null, null]));
        // The discount rate too: under price negotiation it is the supplier's offer.
        expect(rows.map((l) => l.disc)).toEqual(BOQ.map(() => null));
        // The definition and the quantity stay: the staff detail still shows the lines.
        expect(rows[1]).toMatchObject({ quantity: '2.00', unit: 'day' });
      }
      const header = await server.post('/util/list', { reqname: 'getudztb', udztbnum: 'SB-ON-A' }, token);
      expect(header.code).toBe(0);
      expectNoPrice(header);
      const search = await server.post(
        '/util/list',
        { reqname: 'getjlludztb', suppliername: 'SB-A', rfqnum: 'SB-R-ON' },
        token,
      );
      expect(search.code).toBe(0);
      expectNoPrice(search);
    }
    // The supplier sees its own.
    expect(amounts(await lines('SB-ON-A', supplierA))[1]).toEqual([2, '12.34', '24.68', '24.68']);
  });

  it('gives the buyer no price anywhere before closing: list, detail, tabulation', async () => {
    const list = await server.post('/buyer/rfq/list', { str: 'SB-R' }, buyer);
    expect(list.code).toBe(0);
    expectNoPrice(list);
    for (const rfqnum of ['SB-R-ON', 'SB-R-HC']) {
      const detail = await server.post('/buyer/rfq/detail', { rfqnum }, buyer);
      expect(detail.code).toBe(0);
      expectNoPrice(detail);
      expect(JSON.stringify(detail)).not.toMatch(PRICE_FIELDS);
      const tabulation = await server.post('/buyer/rfq/tabulation', { rfqnum }, buyer);
      expect(tabulation.code).toBe(5600007);
      expectNoPrice(tabulation);
    }
  });

  it('keeps a hard-copy tender as it was: staff type in the paper quote and see it before closing', async () => {
    const input = await server.post<{ updateudztbline: Row[] }>(
      '/util/update',
      {
        reqname: 'updateudztb_supp',
        user: 'sb-staff',
        udztb: ['SB-HC-A'],
        updateudztbline: [
          { seqno: 2, unitprice: '11' },
          { seqno: 3, unitprice: '1.5' },
        ],
      },
      staff,
    );
    expect(input.code).toBe(0);
    expect(amounts(input.updateudztbline)[1]).toEqual([2, '11.00', '22.00', '22.00']);
    for (const token of [staff, buyer]) {
      expect(amounts(await lines('SB-HC-A', token))[2]).toEqual([3, '1.50', '4.50', '4.50']);
    }
  });

  it('opens every price after closing, and compares the paper quote with the others', async () => {
    await setClosing(server, 'SB-R-ON', minutesFromNow(-1));
    await setClosing(server, 'SB-R-HC', minutesFromNow(-1));
    expect(amounts(await lines('SB-ON-A', staff))[1]).toEqual([2, '12.34', '24.68', '24.68']);
    expect(amounts(await lines('SB-ON-B', buyer))[1]).toEqual([2, '43.21', '86.42', '86.42']);
    const paper = await server.post<{ data: { suppliers: Row[]; lines: Array<{ prices: Row[] }> } }>(
      '/buyer/rfq/tabulation',
      { rfqnum: 'SB-R-HC' },
      buyer,
    );
    expect(paper.code).toBe(0);
    expect(paper.data.suppliers).toEqual([
      expect.objectContaining({
        suppliercode: 'SB-A',
        udztbnum: 'SB-HC-A',
        status: 'SUBMITED',
        hardcopy: true,
        total: '26.50',
        discounttotal: '26.50',
        unpriced: 1,
      }),
    ]);
    expect(paper.data.lines[1]?.prices[0]).toMatchObject({ unitprice: '11.00', lowest: true });
    // Online, the draft that was never submitted is not compared.
    const online = await server.post<{ data: { suppliers: Row[] } }>(
      '/buyer/rfq/tabulation',
      { rfqnum: 'SB-R-ON' },
      buyer,
    );
    expect(online.data.suppliers.map((s) => [s.suppliercode, s.total, s.hardcopy])).toEqual([
      ['SB-A', '1096.25', false],
    ]);
  });
});
