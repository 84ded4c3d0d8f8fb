import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPortalMail, expectTenderNamed, mailsSince, mailsTo } from './helpers/mail-expectations.ts';
import {
  BOQ,
  grantBuyer,
  login,
  mailLog,
  minutesFromNow,
  rfqAudit,
  setClosing,
  setRoundClosing,
  staffUser,
  statuses,
  supplierUser,
} from './helpers/outcome-fixture.ts';
import { upload } from './helpers/profile-fixture.ts';
import type { ReadMail } from './helpers/read-mail.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 17, the buyer console after closing: the tabulation (sealed before closing, exact after, lowest
// per line, unpriced marked, a quotation input from paper included), a negotiation round (WTQUOTE, the
// supplier prices again until the round's closing date, its header shows price negotiation), the award
// (AWARDED, LOST, NORESPONSE, DECLINED kept; the suppliers see it), the cancellation with its reason,
// each decision mailed in every reader's language and recorded in mail_log, and the refusals that
// change nothing.

type Row = Record<string, unknown>;

/** Every award says why (issue 29). */
const WHY = 'Lowest complete quotation';

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'BO-A', name: 'Alpha Cleaning Ltd' },
    { code: 'BO-B', name: 'Beta Building Ltd' },
    { code: 'BO-C', name: 'Gamma Catering Ltd' },
    { code: 'BO-D', name: 'Delta Declining Ltd' },
    { code: 'BO-E', name: 'Echo Events Ltd' },
    { code: 'BO-F', name: 'Foxtrot Paper Ltd' },
  ],
  users: [
    supplierUser('bo-a', 'Ann Alpha', 'BO-A', 'EN'),
    supplierUser('bo-b', 'Bai Beta', 'BO-B', 'ZH'),
    supplierUser('bo-c', 'Chan Gamma', 'BO-C', 'ZHT'),
    supplierUser('bo-d', 'Dan Delta', 'BO-D', 'EN'),
    supplierUser('bo-e', 'Eve Echo', 'BO-E', 'EN'),
    supplierUser('bo-f', 'Fong Foxtrot', 'BO-F', 'ZHT'),
    staffUser('bo-staff', 'Sam Staff'),
    staffUser('bo-buyer', 'Vivian Buyer'),
    staffUser('bo-buyer-sg', 'Sally Singapore', 'SGHQ'),
  ],
  rfqs: ['TAB', 'CAN', 'OPEN'].map((key) => ({
    rfqnum: `BO-R-${key}`,
    description: `Outcome ${key}`,
    siteid: 'HKHQ',
    closingdate: 'today+5d',
    lines: BOQ,
  })),
  invitations: [
    {
      udztbnum: 'BO-TAB-A',
      rfqnum: 'BO-R-TAB',
      supplier: 'BO-A',
      status: 'SUBMITED',
      prices: [
        { seqno: 2, unitprice: '10.10', disc: '90' },
        { seqno: 3, unitprice: '0.10', linenotes: 'incl. wax' },
        { seqno: 5, totallineamount: '100' },
      ],
    },
    {
      udztbnum: 'BO-TAB-B',
      rfqnum: 'BO-R-TAB',
      supplier: 'BO-B',
      status: 'SUBMITED',
      prices: [
        { seqno: 2, unitprice: '9.00' },
        { seqno: 3, unitprice: '0.20' },
      ],
    },
    // Priced lowest of all, but never submitted: never compared.
    {
      udztbnum: 'BO-TAB-C',
      rfqnum: 'BO-R-TAB',
      supplier: 'BO-C',
      status: 'WTQUOTE',
      prices: [{ seqno: 2, unitprice: '1.00' }],
    },
    { udztbnum: 'BO-TAB-D', rfqnum: 'BO-R-TAB', supplier: 'BO-D', status: 'DECLINED' },
    { udztbnum: 'BO-TAB-E', rfqnum: 'BO-R-TAB', supplier: 'BO-E', status: 'NEW' },
    // A paper quotation staff input.
    {
      udztbnum: 'BO-TAB-F',
      rfqnum: 'BO-R-TAB',
      supplier: 'BO-F',
      status: 'SUBMITED',
      inputed: true,
      prices: [
        { seqno: 2, unitprice: '9.09' },
        { seqno: 3, unitprice: '0.10' },
        { seqno: 5, totallineamount: '100.01' },
      ],
    },
    { udztbnum: 'BO-CAN-A', rfqnum: 'BO-R-CAN', supplier: 'BO-A', status: 'NEW' },
    { udztbnum: 'BO-CAN-B', rfqnum: 'BO-R-CAN', supplier: 'BO-B', status: 'WTQUOTE' },
    { udztbnum: 'BO-CAN-D', rfqnum: 'BO-R-CAN', supplier: 'BO-D', status: 'DECLINED' },
    {
      udztbnum: 'BO-OPEN-A',
      rfqnum: 'BO-R-OPEN',
      supplier: 'BO-A',
      status: 'SUBMITED',
      prices: [{ seqno: 2, unitprice: '7.77' }],
    },
  ],
};

const only = (mails: ReadMail[]): ReadMail => {
  expect(mails).toHaveLength(1);
  return mails[0] as ReadMail;
};

describe.each(bothDatabases)('the buyer console after closing on %s', (kind) => {
  let server: TestServer;
  let sink: SmtpSink;
  let buyer: string;
  let buyerSg: string;
  let staff: string;
  let supplierA: string;
  let supplierB: string;

  // A decision's mails go after its reply, in the background: each call waits for them to be sent.
  const call = async <T = Row>(path: string, body: Row, token = buyer, lang?: string) => {
    const reply = await server.post<{ data: T }>(`/buyer${path}`, body, token, lang);
    await server.built.ctx.tasks.idle();
    return reply;
  };
  const tabulation = (rfqnum: string, token = buyer) =>
    call<{ suppliers: Row[]; lines: Array<Row & { prices: Row[] }>; closingdate: string }>(
      '/rfq/tabulation',
      { rfqnum },
      token,
    );
  const staffLines = async (udztbnum: string, token = staff) =>
    (await server.post<{ getudztbline: Row[] }>('/util/list', { reqname: 'getudztbline', udztbnum }, token))
      .getudztbline;
  const supplierHeader = async (udztbnum: string, token: string) =>
    (await server.post<{ getudztb: Row[] }>('/util/list', { reqname: 'getudztb', udztbnum }, token))
      .getudztb[0] as Row;
  const supplierList = async (token: string) =>
    (await server.post<{ getudztb: Row[] }>('/util/list', { reqname: 'getudztb', pagesize: 50 }, token))
      .getudztb;
  const rfqRow = (rfqnum: string) =>
    server.built.ctx.db
      .selectFrom('rfq')
      .select(['status', 'cancel_reason', 'version'])
      .where('rfqnum', '=', rfqnum)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url, REMINDER_HOURS: '0' });
    await server.importFixture(fixture);
    await grantBuyer(server, ['bo-buyer', 'bo-buyer-sg']);
    buyer = await login(server, sink, 'bo-buyer');
    buyerSg = await login(server, sink, 'bo-buyer-sg');
    staff = await login(server, sink, 'bo-staff');
    supplierA = await login(server, sink, 'bo-a');
    supplierB = await login(server, sink, 'bo-b');
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('keeps every price sealed before closing: no tabulation, no price for staff', async () => {
    const refused = await tabulation('BO-R-TAB');
    expect(refused.code).toBe(5600007);
    expect(refused.message).toBe('Quotations stay sealed until the closing date.');
    expect(refused.data).toBeUndefined();
    for (const udztbnum of ['BO-TAB-A', 'BO-TAB-B', 'BO-TAB-F']) {
      for (const token of [staff, buyer]) {
        const lines = await staffLines(udztbnum, token);
        expect(lines).toHaveLength(5);
        for (const line of lines) {
          expect([line.unitprice, line.totallineamount, line.disclineamt]).toEqual([null, null, null]);
        }
      }
    }
    // The supplier still sees its own prices.
    const own = await server.post<{ getudztbline: Row[] }>(
      '/util/list',
      { reqname: 'getudztbline', udztbnum: 'BO-TAB-A' },
      supplierA,
    );
    expect(own.getudztbline[1]).toMatchObject({
      unitprice: '10.10',
      totallineamount: '20.20',
      disclineamt: '18.18',
    });
    // Negotiating or awarding before closing is refused the same way, and changes nothing.
    const before = await statuses(server, 'BO-R-TAB');
    expect(
      (await call('/rfq/award', { justification: WHY, rfqnum: 'BO-R-TAB', suppliers: ['BO-A'] })).code,
    ).toBe(5600007);
    const round = { rfqnum: 'BO-R-TAB', suppliers: ['BO-A'], closingdate: minutesFromNow(60).toISOString() };
    expect((await call('/rfq/negotiate', round)).code).toBe(5600007);
    expect(await statuses(server, 'BO-R-TAB')).toEqual(before);
  });

  it('refuses a buyer of another site every call on the RFQ, as if it did not exist', async () => {
    await setClosing(server, 'BO-R-TAB', minutesFromNow(-60));
    const before = await statuses(server, 'BO-R-TAB');
    const calls: Array<[string, Row]> = [
      ['/rfq/tabulation', { rfqnum: 'BO-R-TAB' }],
      [
        '/rfq/negotiate',
        { rfqnum: 'BO-R-TAB', suppliers: ['BO-A'], closingdate: minutesFromNow(60).toISOString() },
      ],
      ['/rfq/award', { justification: WHY, rfqnum: 'BO-R-TAB', suppliers: ['BO-A'] }],
      ['/rfq/cancel', { rfqnum: 'BO-R-TAB', reason: 'Not ours' }],
      ['/question/list', { rfqnum: 'BO-R-TAB' }],
    ];
    for (const [path, body] of calls) {
      const reply = await call(path, body, buyerSg);
      expect([path, reply.code]).toEqual([path, 4000001]);
    }
    expect(await statuses(server, 'BO-R-TAB')).toEqual(before);
    // A supplier and staff without the role are refused outright.
    expect((await call('/rfq/tabulation', { rfqnum: 'BO-R-TAB' }, supplierA)).code).toBe(1000004);
    expect((await call('/rfq/tabulation', { rfqnum: 'BO-R-TAB' }, staff)).code).toBe(1000004);
  });

  it('compares the quotations after closing, exactly, line by line', async () => {
    const reply = await tabulation('BO-R-TAB');
    expect(reply.code).toBe(0);
    const { suppliers, lines } = reply.data;
    // Submitted online (A, B) and input from paper (F), by code; never the unsubmitted, the declined, the new.
    expect(suppliers).toEqual([
      expect.objectContaining({
        suppliercode: 'BO-A',
        suppliername: 'Alpha Cleaning Ltd',
        udztbnum: 'BO-TAB-A',
        status: 'SUBMITED',
        hardcopy: false,
        total: '120.50',
        discounttotal: '118.48',
        unpriced: 0,
        lowest: true,
      }),
      expect.objectContaining({
        suppliercode: 'BO-B',
        hardcopy: false,
        total: '18.60',
        discounttotal: '18.60',
        unpriced: 1,
        lowest: false,
      }),
      expect.objectContaining({
        suppliercode: 'BO-F',
        hardcopy: true,
        total: '118.49',
        discounttotal: '118.49',
        unpriced: 0,
        lowest: false,
      }),
    ]);
    expect(lines.map((line) => line.seqno)).toEqual([1, 2, 3, 4, 5]);
    const prices = (seqno: number) =>
      lines
        .find((line) => line.seqno === seqno)
        ?.prices.map((p) => [
          p.suppliercode,
          p.unitprice,
          p.totallineamount,
          p.disclineamt,
          p.unpriced,
          p.lowest,
        ]);
    expect(prices(1)).toEqual([
      ['BO-A', null, null, null, false, false],
      ['BO-B', null, null, null, false, false],
      ['BO-F', null, null, null, false, false],
    ]);
    expect(prices(2)).toEqual([
      ['BO-A', '10.10', '20.20', '18.18', false, false],
      ['BO-B', '9.00', '18.00', '18.00', false, true],
      ['BO-F', '9.09', '18.18', '18.18', false, false],
    ]);
    // A tie marks both.
    expect(prices(3)).toEqual([
      ['BO-A', '0.10', '0.30', '0.30', false, true],
      ['BO-B', '0.20', '0.60', '0.60', false, false],
      ['BO-F', '0.10', '0.30', '0.30', false, true],
    ]);
    // A sum line is never the lowest.
    expect(prices(4)?.map((p) => p[5])).toEqual([false, false, false]);
    expect(prices(5)).toEqual([
      ['BO-A', null, '100.00', '100.00', false, true],
      ['BO-B', null, null, null, true, false],
      ['BO-F', null, '100.01', '100.01', false, false],
    ]);
    expect(lines[2]?.prices[0]?.linenotes).toBe('incl. wax');
    expect(lines[1]).toMatchObject({ description: 'Cleaning', quantity: '2.00', unit: 'day', header: false });
    // Staff now see the prices too.
    expect((await staffLines('BO-TAB-A'))[1]).toMatchObject({ unitprice: '10.10', disclineamt: '18.18' });
  });

  it('refuses a negotiation round with a supplier who did not submit or a past date, changing nothing', async () => {
    const before = await statuses(server, 'BO-R-TAB');
    const version = (await rfqRow('BO-R-TAB')).version;
    const later = minutesFromNow(120).toISOString();
    // Codes are exact, as in an invitation: 'bo-a' is no supplier of this tender.
    for (const suppliers of [['BO-C'], ['BO-A', 'BO-E'], ['BO-D'], ['NOBODY'], ['bo-a']]) {
      const reply = await call('/rfq/negotiate', { rfqnum: 'BO-R-TAB', suppliers, closingdate: later });
      expect([suppliers, reply.code]).toEqual([suppliers, 5600005]);
    }
    const past = await call('/rfq/negotiate', {
      rfqnum: 'BO-R-TAB',
      suppliers: ['BO-A'],
      closingdate: minutesFromNow(-1).toISOString(),
    });
    expect(past.code).toBe(5600002);
    expect(await statuses(server, 'BO-R-TAB')).toEqual(before);
    expect((await rfqRow('BO-R-TAB')).version).toBe(version);
  });

  it('opens a negotiation round: WTQUOTE, price negotiation on, the supplier quotes again until its date', async () => {
    const from = sink.received.length;
    const closing = minutesFromNow(90);
    const reply = await call('/rfq/negotiate', {
      rfqnum: 'BO-R-TAB',
      suppliers: ['BO-A'],
      closingdate: closing.toISOString(),
    });
    expect(reply).toMatchObject({ code: 0, data: { suppliers: 1 } });
    expect((await statuses(server, 'BO-R-TAB'))['BO-TAB-A']).toBe('WTQUOTE');
    // The round reopens prices only: the tender's attachments stay as quoted on, as after closing.
    const { rfqid } = (await call<{ rfqid: number }>('/rfq/detail', { rfqnum: 'BO-R-TAB' })).data;
    const late = await upload(
      server,
      buyer,
      { name: 'late.pdf', bytes: 'late' },
      {
        ownerid: rfqid,
        ownertable: 'RFQ',
        description: '',
      },
    );
    expect(late.code).toBe(5600006);
    const header = await supplierHeader('BO-TAB-A', supplierA);
    expect(header).toMatchObject({
      status: 'WTQUOTE',
      pricenegotiation: '1',
      closingdate: closing.toISOString(),
      enddate: closing.toISOString(),
      closed: '0',
    });
    // The others keep the RFQ's closing date and no negotiation.
    expect(await supplierHeader('BO-TAB-B', supplierB)).toMatchObject({ pricenegotiation: '0', closed: '1' });
    // The RFQ is open again: the tabulation is sealed, and so is the round's quotation for staff.
    expect((await tabulation('BO-R-TAB')).code).toBe(5600007);
    expect((await staffLines('BO-TAB-A'))[1]).toMatchObject({ unitprice: null, disclineamt: null });
    expect((await staffLines('BO-TAB-B'))[1]).toMatchObject({ unitprice: '9.00' });
    // Under price negotiation the supplier offers a discount (spec 4.3), saves and submits again.
    const saved = await server.post(
      '/util/update',
      {
        reqname: 'updateudztb',
        user: 'bo-a',
        udztb: ['BO-TAB-A'],
        docinfo: [],
        isAttachment: '0',
        updateudztbline: [{ seqno: 2, disc: '80' }],
      },
      supplierA,
    );
    expect(saved.code).toBe(0);
    const id = await server.built.ctx.db
      .selectFrom('udztb')
      .select('id')
      .where('udztbnum', '=', 'BO-TAB-A')
      .executeTakeFirstOrThrow();
    const submitted = await server.post(
      '/workflow/submitworkflow',
      { assigncode: '', ownertable: 'udztb', ownerid: id.id, actionid: 4 },
      supplierA,
    );
    expect(submitted.code).toBe(0);
    // Mailed to the supplier's user in English, with the round's closing date.
    const mail = only(
      mailsTo(sink, from, 'bo-a@example.com').filter((m) => m.subject.includes('negotiation')),
    );
    expect(mail.subject).toBe('Price negotiation: tender BO-R-TAB');
    expectPortalMail(mail, 'EN');
    expect(mail.text).toContain('The buyer invites Alpha Cleaning Ltd to a price-negotiation round');
    expectTenderNamed(mail, {
      rfqnum: 'BO-R-TAB',
      description: 'Outcome TAB',
      path: '/tenderdetail/BO-TAB-A/1/WTQUOTE',
      udztbnum: 'BO-TAB-A',
    });
    // The RFQ's closing date, and the round's the supplier now quotes by.
    expect(mail.text).toMatch(/\nClosing Date: .+ HKT\nNegotiation round closes: .+ HKT\n/);
    // The receipt of the round's submission shows the discounted total (issue 35, item 14).
    await server.built.ctx.tasks.idle();
    const receipt = only(
      mailsTo(sink, from, 'bo-a@example.com').filter((m) => m.subject.startsWith('Quotation submitted')),
    );
    expect(receipt.subject).toMatch(/^Quotation submitted: BO-R-TAB \(Q-BO-R-TAB-[0-9A-Z]{8}\)$/);
    expect(receipt.text).toContain('Total: HKD 120.50\nDiscounted total: HKD 116.46\n');
    expect(mailsSince(sink, from).flatMap((m) => m.to)).not.toContain('bo-b@example.com');
    expect(await mailLog(server, 'BO-R-TAB')).toContain('negotiation bo-a@example.com');
    expect(await rfqAudit(server, 'BO-R-TAB')).toContain('rfq.negotiate CLOSED->OPEN');
  });

  it('compares the new price once the round has closed', async () => {
    await setRoundClosing(server, 'BO-TAB-A', minutesFromNow(-1));
    const reply = await tabulation('BO-R-TAB');
    expect(reply.code).toBe(0);
    const a = reply.data.suppliers[0];
    // 2 x 10.10 = 20.20 at 80% = 16.16; + 0.30 + 100.00.
    expect(a).toMatchObject({ suppliercode: 'BO-A', total: '120.50', discounttotal: '116.46', lowest: true });
    expect(reply.data.lines[1]?.prices[0]).toMatchObject({ disclineamt: '16.16', lowest: true });
    expect(reply.data.lines[1]?.prices[1]).toMatchObject({ disclineamt: '18.00', lowest: false });
  });

  it('refuses to award a supplier who did not submit, changing nothing', async () => {
    const before = await statuses(server, 'BO-R-TAB');
    const from = sink.received.length;
    for (const suppliers of [['BO-C'], ['BO-A', 'BO-E'], ['BO-D'], ['bo-a'], [' BO-A']]) {
      const reply = await call('/rfq/award', { justification: WHY, rfqnum: 'BO-R-TAB', suppliers });
      expect([suppliers, reply.code]).toEqual([suppliers, 5600005]);
      expect(reply.message).toBe('Only a supplier who has submitted a quotation can be chosen.');
    }
    const zh = await call(
      '/rfq/award',
      { justification: WHY, rfqnum: 'BO-R-TAB', suppliers: ['BO-C'] },
      buyer,
      'ZH',
    );
    expect(zh.message).toBe('只能选择已提交报价的供应商。');
    expect(await statuses(server, 'BO-R-TAB')).toEqual(before);
    expect((await rfqRow('BO-R-TAB')).status).toBe('PUBLISHED');
    expect(sink.received.length).toBe(from);
  });

  it('awards: AWARDED, the other quotations LOST, the unanswered NORESPONSE, the declined kept', async () => {
    const from = sink.received.length;
    const reply = await call('/rfq/award', { justification: WHY, rfqnum: 'BO-R-TAB', suppliers: ['BO-A'] });
    expect(reply).toMatchObject({ code: 0, data: { awarded: 1, lost: 2, noresponse: 2 } });
    expect(await statuses(server, 'BO-R-TAB')).toEqual({
      'BO-TAB-A': 'AWARDED',
      'BO-TAB-B': 'LOST',
      'BO-TAB-C': 'NORESPONSE',
      'BO-TAB-D': 'DECLINED',
      'BO-TAB-E': 'NORESPONSE',
      'BO-TAB-F': 'LOST',
    });
    expect((await rfqRow('BO-R-TAB')).status).toBe('AWARDED');
    // The suppliers see Awarded and Lost in their lists.
    expect((await supplierList(supplierA)).find((t) => t.udztbnum === 'BO-TAB-A')).toMatchObject({
      status: 'AWARDED',
      statusdesc: 'Awarded',
    });
    expect((await supplierList(supplierB)).find((t) => t.udztbnum === 'BO-TAB-B')).toMatchObject({
      status: 'LOST',
      statusdesc: 'Lost',
    });
    // The award in English, the losses in simplified and traditional Chinese; none for NORESPONSE.
    const award = only(mailsTo(sink, from, 'bo-a@example.com'));
    expect(award.subject).toBe('Tender awarded: BO-R-TAB');
    expectPortalMail(award, 'EN');
    const named = { rfqnum: 'BO-R-TAB', description: 'Outcome TAB' };
    expectTenderNamed(award, { ...named, path: '/tenderdetail/BO-TAB-A/1/AWARDED', udztbnum: 'BO-TAB-A' });
    expect(award.text).toContain('the tender below has been awarded to Alpha Cleaning Ltd.');
    const lostZh = only(mailsTo(sink, from, 'bo-b@example.com'));
    expect(lostZh.subject).toBe('招标结果：BO-R-TAB');
    expectPortalMail(lostZh, 'ZH');
    expectTenderNamed(lostZh, { ...named, path: '/tenderdetail/BO-TAB-B/1/LOST', udztbnum: 'BO-TAB-B' });
    expect(lostZh.text).toContain('很遗憾地通知您，以下招标已授予其他供应商。');
    const lostZht = only(mailsTo(sink, from, 'bo-f@example.com'));
    expect(lostZht.subject).toBe('招標結果：BO-R-TAB');
    expectPortalMail(lostZht, 'ZHT');
    expect(lostZht.text).toContain('很遺憾地通知您，以下招標已判授予其他供應商。');
    // The winner (who quoted in a negotiation round) and the losers read one closing date: the RFQ's.
    const closing = (mail: ReadMail) => /(?:Closing Date: |截标日期：|截標日期：)(.+)/.exec(mail.text)?.[1];
    expect(closing(award)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d HKT$/);
    expect([closing(lostZh), closing(lostZht)]).toEqual([closing(award), closing(award)]);
    expect(award.text).not.toContain('Negotiation round closes');
    expect(mailsSince(sink, from)).toHaveLength(3);
    const log = await mailLog(server, 'BO-R-TAB');
    expect(log.filter((row) => /^(award|lost) /.test(row)).sort()).toEqual(
      ['award bo-a@example.com', 'lost bo-b@example.com', 'lost bo-f@example.com'].sort(),
    );
    expect(await rfqAudit(server, 'BO-R-TAB')).toContain('rfq.award CLOSED->AWARDED');
    // Each invitation's change is audited as the tender workflow audits it.
    const changes = await server.built.ctx.db
      .selectFrom('audit_log')
      .innerJoin('udztb', (join) =>
        join.on((eb) => eb('audit_log.entity_id', '=', eb.cast<string>('udztb.id', 'text'))),
      )
      .select(['udztb.udztbnum', 'audit_log.from_status', 'audit_log.to_status'])
      .where('audit_log.entity', '=', 'udztb')
      .where('audit_log.action', '=', 'rfq.award')
      .orderBy('udztb.udztbnum')
      .execute();
    expect(changes.map((c) => `${c.udztbnum} ${c.from_status}->${c.to_status}`)).toEqual([
      'BO-TAB-A SUBMITED->AWARDED',
      'BO-TAB-B SUBMITED->LOST',
      'BO-TAB-C WTQUOTE->NORESPONSE',
      'BO-TAB-E NEW->NORESPONSE',
      'BO-TAB-F SUBMITED->LOST',
    ]);
    // Still comparable once awarded; decided, it takes no second award, round or cancellation.
    expect((await tabulation('BO-R-TAB')).data.suppliers.map((s) => s.status)).toEqual([
      'AWARDED',
      'LOST',
      'LOST',
    ]);
    expect(
      (await call('/rfq/award', { justification: WHY, rfqnum: 'BO-R-TAB', suppliers: ['BO-B'] })).code,
    ).toBe(5600009);
    const round = { rfqnum: 'BO-R-TAB', suppliers: ['BO-B'], closingdate: minutesFromNow(60).toISOString() };
    expect((await call('/rfq/negotiate', round)).code).toBe(5600009);
    expect((await call('/rfq/cancel', { rfqnum: 'BO-R-TAB', reason: 'Changed our mind' })).code).toBe(
      5600009,
    );
  });

  it('refuses a cancellation without a reason, changing nothing', async () => {
    const before = await statuses(server, 'BO-R-CAN');
    for (const reason of ['', '   ']) {
      const reply = await call('/rfq/cancel', { rfqnum: 'BO-R-CAN', reason });
      expect(reply.code).toBe(5600010);
      expect(reply.message).toBe('Please give a reason.');
    }
    expect(await statuses(server, 'BO-R-CAN')).toEqual(before);
    expect((await rfqRow('BO-R-CAN')).status).toBe('PUBLISHED');
  });

  it('cancels with a reason: every invitation but the declined CANCELD, each supplier mailed', async () => {
    const from = sink.received.length;
    const reason = 'The lobby renovation is postponed to next year.';
    expect((await call('/rfq/cancel', { rfqnum: 'BO-R-CAN', reason: `  ${reason} ` })).code).toBe(0);
    expect(await statuses(server, 'BO-R-CAN')).toEqual({
      'BO-CAN-A': 'CANCELD',
      'BO-CAN-B': 'CANCELD',
      'BO-CAN-D': 'DECLINED',
    });
    expect(await rfqRow('BO-R-CAN')).toMatchObject({ status: 'CANCELLED', cancel_reason: reason });
    const en = only(mailsTo(sink, from, 'bo-a@example.com'));
    expect(en.subject).toBe('Tender cancelled: BO-R-CAN');
    expectPortalMail(en, 'EN');
    expectTenderNamed(en, {
      rfqnum: 'BO-R-CAN',
      description: 'Outcome CAN',
      path: '/tenderdetail/BO-CAN-A/1/CANCELD',
      udztbnum: 'BO-CAN-A',
    });
    expect(en.text).toContain(`Reason:\n  ${reason}`);
    const zh = only(mailsTo(sink, from, 'bo-b@example.com'));
    expect(zh.subject).toBe('招标已取消：BO-R-CAN');
    expectPortalMail(zh, 'ZH');
    expect(zh.text).toContain('采购方已取消以下招标');
    expect(zh.text).toContain(reason);
    expect(mailsTo(sink, from, 'bo-d@example.com')).toEqual([]);
    expect((await mailLog(server, 'BO-R-CAN')).sort()).toEqual([
      'cancel bo-a@example.com',
      'cancel bo-b@example.com',
    ]);
    expect(await rfqAudit(server, 'BO-R-CAN')).toEqual(['rfq.cancel OPEN->CANCELLED']);
    expect((await supplierList(supplierA)).find((t) => t.udztbnum === 'BO-CAN-A')).toMatchObject({
      status: 'CANCELD',
    });
    // Cancelled: no tabulation, no second cancellation.
    expect((await tabulation('BO-R-CAN')).code).toBe(5600007);
    expect((await call('/rfq/cancel', { rfqnum: 'BO-R-CAN', reason })).code).toBe(5600009);
  });
});
