import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  grantBuyer,
  login,
  minutesFromNow,
  setClosing,
  staffUser,
  supplierUser,
} from './helpers/outcome-fixture.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 28, finding 4: "lowest" is never won by changing the quantity. A supplier changes a quantity only
// on a line whose quantity the buyer left to the supplier (qtyrequired); elsewhere the buyer's quantity
// stands and a changed one is refused, nothing stored. Where quantities may differ, the comparison ranks
// quantity x price lines at the buyer's quantity and shows both: the quoted quantity and the compared
// amount. On both databases, as the issue asks.

type Row = Record<string, unknown>;

const LINES = [
  {
    seqno: 1,
    description: 'Pest control visit',
    autocal: 'Y',
    totalamountreq: true,
    qtyrequired: true,
    quantity: '100',
    unit: 'visit',
  },
  { seqno: 2, description: 'Report', autocal: 'Y', totalamountreq: true, quantity: '10', unit: 'pc' },
];

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'LW-A', name: 'Alpha Pest Ltd' },
    { code: 'LW-B', name: 'Beta Pest Ltd' },
  ],
  users: [
    supplierUser('lw-a', 'Ann Alpha', 'LW-A'),
    supplierUser('lw-b', 'Bob Beta', 'LW-B'),
    staffUser('lw-buyer', 'Vera Buyer'),
  ],
  rfqs: [
    {
      rfqnum: 'LW-R-CMP',
      description: 'Pest control',
      siteid: 'HKHQ',
      closingdate: 'today+5d',
      lines: LINES,
    },
    {
      rfqnum: 'LW-R-OPEN',
      description: 'Pest control 2',
      siteid: 'HKHQ',
      closingdate: 'today+5d',
      lines: LINES,
    },
  ],
  invitations: [
    {
      udztbnum: 'LW-CMP-A',
      rfqnum: 'LW-R-CMP',
      supplier: 'LW-A',
      status: 'SUBMITED',
      // One visit priced where the buyer asked for a hundred.
      prices: [
        { seqno: 1, quantity: '1', unitprice: '50' },
        { seqno: 2, unitprice: '5' },
      ],
    },
    {
      udztbnum: 'LW-CMP-B',
      rfqnum: 'LW-R-CMP',
      supplier: 'LW-B',
      status: 'SUBMITED',
      prices: [
        { seqno: 1, quantity: '100', unitprice: '2' },
        { seqno: 2, unitprice: '6' },
      ],
    },
    { udztbnum: 'LW-OPEN-A', rfqnum: 'LW-R-OPEN', supplier: 'LW-A', status: 'WTQUOTE' },
  ],
};

describe.each(bothDatabases)('like with like on %s (issue 28, finding 4)', (kind) => {
  let sink: SmtpSink;
  let server: TestServer;
  let buyer: string;
  let supplier: string;

  const save = (updateudztbline: Row[]) =>
    server.post<{ code: number; message?: string }>(
      '/util/update',
      { reqname: 'updateudztb', udztb: ['LW-OPEN-A'], updateudztbline },
      supplier,
    );
  const stored = async () =>
    server.built.ctx.db
      .selectFrom('udztb_line')
      .innerJoin('udztb', 'udztb.id', 'udztb_line.udztb_id')
      .select(['udztb_line.seqno', 'udztb_line.quantity', 'udztb_line.unitprice'])
      .where('udztb.udztbnum', '=', 'LW-OPEN-A')
      .orderBy('udztb_line.seqno')
      .execute();

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url, REMINDER_HOURS: '0' });
    await server.importFixture(fixture);
    await grantBuyer(server, ['lw-buyer']);
    buyer = await login(server, sink, 'lw-buyer');
    supplier = await login(server, sink, 'lw-a');
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it("refuses a changed quantity where the buyer's stands, storing nothing; takes it where it is the supplier's", async () => {
    const before = await stored();
    expect(before.map((l) => l.quantity)).toEqual(['100.00', '10.00']);
    const refused = await save([
      { seqno: 1, unitprice: '3' },
      { seqno: 2, quantity: '1', unitprice: '4' },
    ]);
    expect(refused.code).toBe(1000002);
    expect(await stored()).toEqual(before);
    // The buyer's own quantity sent back unchanged is no change.
    expect((await save([{ seqno: 2, quantity: '10', unitprice: '4' }])).code).toBe(0);
    expect((await save([{ seqno: 1, quantity: '80', unitprice: '3' }])).code).toBe(0);
    expect(await stored()).toEqual([
      { seqno: 1, quantity: '80.00', unitprice: '3.00' },
      { seqno: 2, quantity: '10.00', unitprice: '4.00' },
    ]);
  });

  it("ranks at the buyer's quantity and shows the quoted quantity beside the compared amount", async () => {
    await setClosing(server, 'LW-R-CMP', minutesFromNow(-1));
    const reply = await server.post<{
      code: number;
      data: { suppliers: Row[]; lines: Array<{ seqno: number; prices: Row[] }> };
    }>('/buyer/rfq/tabulation', { rfqnum: 'LW-R-CMP' }, buyer);
    expect(reply.code).toBe(0);
    const [a, b] = reply.data.suppliers;
    // A quoted 1 x 50.00 + 10 x 5.00 = 100.00, but 100 visits at 50.00 are 5,000.00: B's 260.00 is lowest.
    expect(a).toMatchObject({
      suppliercode: 'LW-A',
      discounttotal: '100.00',
      comparabletotal: '5050.00',
      lowest: false,
    });
    expect(b).toMatchObject({
      suppliercode: 'LW-B',
      discounttotal: '260.00',
      comparabletotal: '260.00',
      lowest: true,
    });
    const [visits, reports] = reply.data.lines;
    expect(visits?.prices[0]).toMatchObject({
      quantity: '1.00',
      disclineamt: '50.00',
      compared: '5000.00',
      quantitydiffers: true,
      lowest: false,
    });
    expect(visits?.prices[1]).toMatchObject({
      quantity: '100.00',
      compared: '200.00',
      quantitydiffers: false,
      lowest: true,
    });
    // A line at the buyer's quantity for both compares as quoted.
    expect(reports?.prices[0]).toMatchObject({ compared: '50.00', quantitydiffers: false, lowest: true });
    expect(reports?.prices[1]).toMatchObject({ compared: '60.00', quantitydiffers: false, lowest: false });
  });
});
