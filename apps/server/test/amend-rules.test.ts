import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOQ, buyerCalls, buyerFixture, daysFromNow, login, rfqInput } from './helpers/buyer-rfq-fixture.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 28, findings 1 and 3: a published RFQ keeps its collection type and bid method (the seal and the
// hard-copy path read them), staff never input a paper quote over an online one, and an amendment gives
// the bidders AMEND_MIN_NOTICE_HOURS (72) of notice: the closing date moves later at any time, earlier
// only to at least that far out, and a change of lines or documents within it must push the closing date
// at least that far. Publishing takes any future closing date. Each refusal changes nothing.

type Row = Record<string, unknown>;

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const MORE_LINES = [...BOQ, { seqno: 5, description: 'Windows', autocal: 'Y', quantity: '4', unit: 'no' }];

describe.each(bothDatabases)('amendments after publishing on %s', (kind) => {
  let sink: SmtpSink;
  let server: TestServer;
  let buyer: string;
  let supplierA: string;
  let staff: string;
  let calls: ReturnType<typeof buyerCalls>;

  const db = () => server.built.ctx.db;
  const rfqRow = (rfqnum: string) =>
    db()
      .selectFrom('rfq')
      .select(['tendercollectvia', 'bidmethod', 'closingdate', 'version', 'revision'])
      .where('rfqnum', '=', rfqnum)
      .executeTakeFirstOrThrow();
  const lineCount = async (rfqnum: string) =>
    (
      await db()
        .selectFrom('rfq_line')
        .innerJoin('rfq', 'rfq.id', 'rfq_line.rfq_id')
        .select('rfq_line.seqno')
        .where('rfq.rfqnum', '=', rfqnum)
        .execute()
    ).length;
  /** A published RFQ inviting BR-A, with the save's fields given. */
  const published = async (extra: Row = {}) => {
    const saved = await calls.save(buyer, rfqInput(extra));
    expect(saved.code).toBe(0);
    const rfqnum = saved.data.rfqnum;
    expect((await calls.invite(buyer, rfqnum, ['BR-A'])).code).toBe(0);
    expect((await calls.publish(buyer, rfqnum)).code).toBe(0);
    return rfqnum;
  };
  const amend = async (rfqnum: string, extra: Row) => {
    const { version } = (await calls.detail(buyer, rfqnum)).data;
    return calls.save(buyer, rfqInput({ rfqnum, reason: 'Addendum', ...extra }), version);
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url, REMINDER_HOURS: '0' });
    await server.importFixture(buyerFixture);
    calls = buyerCalls(server);
    buyer = await login(server, sink, 'br-buyer');
    supplierA = await login(server, sink, 'br-a-en');
    staff = await login(server, sink, 'br-staff');
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('keeps the collection type and bid method once published: a coded refusal naming the field', async () => {
    // A draft may still change them.
    const draft = await calls.save(buyer, rfqInput());
    const changed = await calls.save(
      buyer,
      rfqInput({ rfqnum: draft.data.rfqnum, tendercollectvia: 'HardCopy' }),
      draft.data.version,
    );
    expect(changed.code).toBe(0);
    expect((await rfqRow(draft.data.rfqnum)).tendercollectvia).toBe('HardCopy');

    const rfqnum = await published();
    const before = await rfqRow(rfqnum);
    for (const field of ['tendercollectvia', 'bidmethod']) {
      const refused = await amend(rfqnum, { [field]: 'HardCopy', closingdate: daysFromNow(20) });
      expect(refused).toMatchObject({ code: 5600015, data: { field } });
      expect(refused.message).toContain(field);
    }
    // Together with other changes too: nothing at all is written.
    const both = await amend(rfqnum, {
      tendercollectvia: 'HardCopy',
      bidmethod: 'HardCopy',
      lines: MORE_LINES,
    });
    expect(both.code).toBe(5600015);
    expect(await rfqRow(rfqnum)).toEqual(before);
    expect(await lineCount(rfqnum)).toBe(BOQ.length);
    // In Chinese as well.
    const { version } = (await calls.detail(buyer, rfqnum)).data;
    const body = { rfq: rfqInput({ rfqnum, reason: 'x', bidmethod: 'HardCopy' }), version };
    expect((await server.post('/buyer/rfq/save', body, buyer, 'ZH')).message).toBe(
      '招标发布后，报价的收取方式不可更改：bidmethod 不能修改。',
    );
    expect((await server.post('/buyer/rfq/save', body, buyer, 'ZHT')).message).toBe(
      '招標發佈後，報價的收取方式不可更改：bidmethod 不能修改。',
    );

    // The importer refuses the same change of a published RFQ, naming the field; a repeat of the stored
    // value is fine.
    await expect(
      server.importFixture({
        format: 'tender-portal-import/1',
        rfqs: [{ rfqnum, closingdate: daysFromNow(10), tendercollectvia: 'HardCopy' }],
      }),
    ).rejects.toThrow(/tendercollectvia/);
    expect(await rfqRow(rfqnum)).toEqual(before);
  });

  it('never lets staff input or decline on paper over a quotation submitted online', async () => {
    const rfqnum = await published();
    const udztb = await db()
      .selectFrom('udztb')
      .select(['id', 'udztbnum'])
      .where('udztbnum', '=', `${rfqnum}-BR-A`)
      .executeTakeFirstOrThrow();
    const flow = (token: string, actionid: number, extra: Row = {}) =>
      server.post(
        '/workflow/submitworkflow',
        { ownertable: 'udztb', ownerid: udztb.id, actionid, ...extra },
        token,
      );
    expect((await flow(supplierA, 7)).code).toBe(0);
    const submitted = await flow(supplierA, 4, {
      updateudztbline: [
        { seqno: 2, unitprice: '100.50' },
        { seqno: 3, unitprice: '20' },
      ],
    });
    expect(submitted).toMatchObject({ code: 0, status: 'SUBMITED' });
    // An RFQ turned hard copy behind the rules' back (as an amendment could before the fix).
    await db()
      .updateTable('rfq')
      .set({ tendercollectvia: 'HardCopy' })
      .where('rfqnum', '=', rfqnum)
      .execute();
    const stored = () =>
      db()
        .selectFrom('udztb')
        .select(['status', 'inputed', 'version', 'commentstojll'])
        .where('id', '=', udztb.id)
        .executeTakeFirstOrThrow();
    const before = await stored();
    const input = await server.post(
      '/util/update',
      {
        reqname: 'updateudztb_supp',
        user: 'br-staff',
        udztb: [udztb.udztbnum],
        updateudztbline: [
          { seqno: 2, unitprice: '1' },
          { seqno: 3, unitprice: '1' },
        ],
      },
      staff,
    );
    expect(input.code).toBe(4000012);
    // Sent back to WTQUOTE by an amendment, the online receipt still stands: no paper decline over it.
    await db().updateTable('udztb').set({ status: 'WTQUOTE' }).where('id', '=', udztb.id).execute();
    const declined = await flow(staff, 9, { commentstojll: 'Declined by letter' });
    expect(declined.code).toBe(4000012);
    expect(await stored()).toEqual({ ...before, status: 'WTQUOTE' });
  });

  it('refuses a closing date pulled in within the notice, accepts one earlier but beyond it', async () => {
    const rfqnum = await published({ closingdate: daysFromNow(10) });
    expect((await calls.detail(buyer, rfqnum)).data.amendnoticehours).toBe(72);
    const before = await rfqRow(rfqnum);
    const pulled = await amend(rfqnum, { closingdate: hoursFromNow(1) });
    expect(pulled.code).toBe(5600016);
    expect(pulled.message).toContain('72');
    const earliest = Date.parse(String(pulled.data?.earliestclosingdate));
    expect(Math.abs(earliest - Date.now() - 72 * 3_600_000)).toBeLessThan(60_000);
    expect(await rfqRow(rfqnum)).toEqual(before);

    const earlier = daysFromNow(4);
    const accepted = await amend(rfqnum, { closingdate: earlier });
    expect(accepted).toMatchObject({ code: 0, data: { revision: 1 } });
    expect((await rfqRow(rfqnum)).closingdate.toISOString()).toBe(earlier);
  });

  it('publishes with a near closing date; lines amended within the notice must push the closing date', async () => {
    const near = hoursFromNow(3);
    const rfqnum = await published({ closingdate: near });
    const before = await rfqRow(rfqnum);

    // The closing date may move later at any time, even within the notice.
    const later = hoursFromNow(5);
    expect((await amend(rfqnum, { closingdate: later })).code).toBe(0);
    const afterLater = await rfqRow(rfqnum);
    expect(afterLater.closingdate.toISOString()).toBe(later);

    // Lines changed without pushing the closing date out of the notice: refused, nothing written.
    for (const closingdate of [later, hoursFromNow(48)]) {
      const refused = await amend(rfqnum, { closingdate, lines: MORE_LINES });
      expect(refused.code).toBe(5600016);
    }
    expect(await rfqRow(rfqnum)).toEqual(afterLater);
    expect(await lineCount(rfqnum)).toBe(BOQ.length);

    // Pushed to the notice: accepted.
    const pushed = hoursFromNow(73);
    const accepted = await amend(rfqnum, { closingdate: pushed, lines: MORE_LINES });
    expect(accepted).toMatchObject({ code: 0, data: { revision: before.revision + 2 } });
    expect((await rfqRow(rfqnum)).closingdate.toISOString()).toBe(pushed);
    expect(await lineCount(rfqnum)).toBe(MORE_LINES.length);
  });
});
