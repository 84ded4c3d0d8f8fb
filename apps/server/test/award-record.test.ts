import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AwardHandoffPayload, queueAwardHandoff, readHandoffs } from '../src/award-record/index.ts';
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
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 29, items 5 and 6: the tender's record as an .xlsx (every event with the award's justification,
// every mail with the award mail, the comparison as awarded, still sealed before closing; in the caller's
// language; a buyer or approver of the site only) and the final award's hand-off to the ERP, signed as
// Standard Webhooks says and verified by that library on a real HTTP receiver: a 500 is retried with the
// same webhook-id until a 200, a 400 fails at once, and without AWARD_WEBHOOK_URL nothing is queued.

const SECRET = `whsec_${Buffer.from('award-record-test-key-0123456789').toString('base64')}`;
const JUSTIFICATION = 'Lowest compliant price; references checked.';

type Row = Record<string, unknown>;

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'AR-A', name: 'Alpha Linen Ltd' },
    { code: 'AR-B', name: 'Beta Laundry Ltd' },
  ],
  users: [
    supplierUser('ar-a', 'Ann Alpha', 'AR-A', 'EN'),
    supplierUser('ar-b', 'Bo Beta', 'AR-B', 'ZH'),
    staffUser('ar-buyer', 'Vera Buyer'),
    staffUser('ar-approver', 'Owen Approver'),
    staffUser('ar-buyer-sg', 'Sally Singapore', 'SGHQ'),
  ],
  rfqs: ['REC', 'FAIL', 'OPEN', 'NONE'].map((key) => ({
    rfqnum: `AR-${key}`,
    description: `Record ${key}`,
    siteid: 'HKHQ',
    closingdate: 'today+5d',
    lines: BOQ,
  })),
  invitations: ['REC', 'FAIL', 'OPEN', 'NONE'].flatMap((key) => [
    {
      udztbnum: `AR-${key}-A`,
      rfqnum: `AR-${key}`,
      supplier: 'AR-A',
      status: 'SUBMITED',
      prices: [
        { seqno: 2, unitprice: '10.00' },
        { seqno: 3, unitprice: '2.50' },
        { seqno: 5, totallineamount: '100.00' },
      ],
    },
    {
      udztbnum: `AR-${key}-B`,
      rfqnum: `AR-${key}`,
      supplier: 'AR-B',
      status: 'SUBMITED',
      prices: [
        { seqno: 2, unitprice: '11.00' },
        { seqno: 3, unitprice: '2.00' },
        { seqno: 5, totallineamount: '120.00' },
      ],
    },
  ]),
};

/** A receiver of the ERP: verifies each POST with the library, answers the statuses queued, else 200. */
interface Receiver {
  url: string;
  answers: number[];
  received: Array<{ headers: IncomingHttpHeaders; payload: AwardHandoffPayload; status: number }>;
  close(): Promise<void>;
}

async function startReceiver(secret: string): Promise<Receiver> {
  const webhook = new Webhook(secret);
  const receiver: Receiver = { url: '', answers: [], received: [], close: async () => {} };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let payload: AwardHandoffPayload;
      try {
        payload = webhook.verify(body, request.headers as Record<string, string>) as AwardHandoffPayload;
      } catch {
        response.writeHead(401).end('bad signature');
        return;
      }
      const status = receiver.answers.shift() ?? 200;
      receiver.received.push({ headers: request.headers, payload, status });
      response
        .writeHead(status, { 'content-type': 'text/plain' })
        .end(status === 200 ? 'ok' : `refused ${status}`);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.url = `http://erp:pa%3Ass@127.0.0.1:${(server.address() as AddressInfo).port}/hooks/award`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

/** Reads an .xlsx back: each sheet by name, as rows of cell texts. */
async function readWorkbook(bytes: ArrayBuffer): Promise<Map<string, string[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheets = new Map<string, string[][]>();
  workbook.eachSheet((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.push(values.map((v) => (v === null || v === undefined ? '' : String(v))));
    });
    sheets.set(sheet.name, rows);
  });
  return sheets;
}

describe.each(bothDatabases)('the record and the ERP hand-off on %s', (kind) => {
  let server: TestServer;
  let sink: SmtpSink;
  let receiver: Receiver;
  let buyer: string;
  let approver: string;
  let buyerSg: string;
  let supplierA: string;

  const db = () => server.built.ctx.db;
  const rfqId = async (rfqnum: string) =>
    (await db().selectFrom('rfq').select('id').where('rfqnum', '=', rfqnum).executeTakeFirstOrThrow()).id;
  const exportRecord = (rfqnum: string, token: string, lang?: string) =>
    fetch(`${server.url}/samex/rest/buyer/rfq/audit-export`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: token,
        ...(lang ? { langcode: lang } : {}),
      },
      body: JSON.stringify({ rfqnum }),
    });
  const handoffRows = async (rfqnum: string) =>
    db()
      .selectFrom('webhook_outbox')
      .select(['state', 'attempts', 'last_status', 'last_error', 'message_id', 'url'])
      .where('rfq_id', '=', await rfqId(rfqnum))
      .orderBy('id')
      .execute();
  /** Waits until the RFQ's hand-offs are all settled (sent or failed), nudging the worker. */
  const settled = async (rfqnum: string) => {
    for (let i = 0; i < 100; i++) {
      await server.built.handoffs.drain();
      const rows = await handoffRows(rfqnum);
      if (rows.length > 0 && rows.every((r) => r.state === 'sent' || r.state === 'failed')) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the hand-off of ${rfqnum} was not settled`);
  };

  /** A final award of the whole tender to AR-A (under the approval threshold: final at once). */
  const awardFinal = async (rfqnum: string) => {
    await setClosing(server, rfqnum, minutesFromNow(-5));
    const reply = await server.post(
      '/buyer/rfq/award',
      { rfqnum, suppliers: ['AR-A'], justification: JUSTIFICATION },
      buyer,
    );
    expect(reply).toMatchObject({ code: 0, data: { state: 'AWARDED' } });
    await server.built.ctx.tasks.idle();
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    receiver = await startReceiver(SECRET);
    server = await startTestServer(kind, {
      SMTP_URL: sink.url,
      REMINDER_HOURS: '0',
      AWARD_WEBHOOK_URL: receiver.url,
      AWARD_WEBHOOK_SECRET: SECRET,
      MAIL_RETRY_SECONDS: '1',
    });
    await server.importFixture(fixture);
    await grantBuyer(server, ['ar-buyer', 'ar-buyer-sg']);
    await db()
      .updateTable('app_user')
      .set({ roles: ['approver'] })
      .where('loginid', '=', 'ar-approver')
      .execute();
    buyer = await login(server, sink, 'ar-buyer');
    approver = await login(server, sink, 'ar-approver');
    buyerSg = await login(server, sink, 'ar-buyer-sg');
    supplierA = await login(server, sink, 'ar-a');
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
    await receiver?.close();
  });

  it('hands a final award to the ERP signed: a 500 is retried with the same webhook-id until a 200', async () => {
    receiver.answers.push(500);
    await awardFinal('AR-REC');
    const rows = await settled('AR-REC');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'sent', attempts: 2, last_status: 200, last_error: null });
    // The row keeps the URL without its credentials; the ERP got them as HTTP Basic.
    expect(rows[0]?.url).toBe(new URL(receiver.url.replace('erp:pa%3Ass@', '')).toString());
    const got = receiver.received.filter((r) => r.payload.data.rfqnum === 'AR-REC');
    expect(got.map((r) => r.status)).toEqual([500, 200]);
    expect(new Set(got.map((r) => r.headers['webhook-id']))).toEqual(new Set([rows[0]?.message_id]));
    expect(got[0]?.headers.authorization).toBe(`Basic ${Buffer.from('erp:pa:ss').toString('base64')}`);
    const payload = got[1]?.payload as AwardHandoffPayload;
    expect(payload.type).toBe('award.final');
    expect(payload.data).toMatchObject({
      rfqnum: 'AR-REC',
      description: 'Record REC',
      siteid: 'HKHQ',
      currency: 'HKD',
      justification: JUSTIFICATION,
      total: '127.50',
      proposedby: { loginid: 'ar-buyer', name: 'Vera Buyer' },
      approvedby: null,
    });
    expect(payload.data.suppliers).toEqual([
      {
        code: 'AR-A',
        name: 'Alpha Linen Ltd',
        udztbnum: 'AR-REC-A',
        total: '127.50',
        lines: [
          { seqno: 2, description: 'Cleaning', quantity: '2.00', unit: 'day', amount: '20.00' },
          { seqno: 3, description: 'Polishing', quantity: '3.00', unit: 'm2', amount: '7.50' },
          { seqno: 5, description: 'Lump sum', quantity: null, unit: '', amount: '100.00' },
        ],
      },
    ]);
    // The tender page's list: sent, with the ERP's answer.
    const listed = await readHandoffs(db(), await rfqId('AR-REC'));
    expect(listed).toEqual([
      expect.objectContaining({
        kind: 'award.final',
        state: 'sent',
        attempts: 2,
        httpstatus: 200,
        error: '',
      }),
    ]);
  });

  it('fails a hand-off the ERP refuses with a 400 at once, keeping its answer', async () => {
    receiver.answers.push(400);
    await awardFinal('AR-FAIL');
    const rows = await settled('AR-FAIL');
    expect(rows).toEqual([expect.objectContaining({ state: 'failed', attempts: 1, last_status: 400 })]);
    expect(rows[0]?.last_error).toBe('HTTP 400: refused 400');
    const listed = await readHandoffs(db(), await rfqId('AR-FAIL'));
    expect(listed[0]).toMatchObject({ state: 'failed', httpstatus: 400, error: 'HTTP 400: refused 400' });
  });

  it('queues nothing without AWARD_WEBHOOK_URL', async () => {
    const id = await rfqId('AR-NONE');
    const ctx = { config: { ...server.built.ctx.config, awardWebhook: undefined } };
    await db()
      .transaction()
      .execute((trx) => queueAwardHandoff(ctx, trx, { rfqId: id, awardId: 0 }));
    expect(await handoffRows('AR-NONE')).toEqual([]);
  });

  it('exports the record: events with the justification, the award mail, the comparison as awarded', async () => {
    const response = await exportRecord('AR-REC', buyer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="AR-REC-record.xlsx"');
    const sheets = await readWorkbook(await response.arrayBuffer());
    expect([...sheets.keys()]).toEqual(['Events', 'E-mails', 'Comparison as awarded']);

    const events = sheets.get('Events') as string[][];
    expect(events[1]).toEqual([
      'Time (HKT)',
      'User',
      'Action',
      'RFQ or tender',
      'Stage before',
      'Stage after',
      'Reason, justification or comment',
      'What changed',
    ]);
    const award = events.find((row) => row[2] === 'Tender awarded' && row[3] === 'AR-REC');
    expect(award).toBeDefined();
    expect(award?.[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d HKT$/);
    expect(award?.[1]).toBe('Vera Buyer');
    expect(award?.[4]).toBe('Closed');
    expect(award?.[5]).toBe('Awarded');
    expect(award?.[6]).toBe(JUSTIFICATION);
    expect(award?.[7]).toContain('AR-A');
    // Each invitation's outcome, named by its tender number.
    expect(events.some((row) => row[3] === 'AR-REC-B' && row[5] === 'Lost')).toBe(true);

    const mails = sheets.get('E-mails') as string[][];
    const awardMail = mails.find((row) => row[1] === 'Award');
    expect(awardMail).toMatchObject({ 2: 'ar-a@example.com', 3: 'AR-A', 5: 'Sent' });
    expect(mails.some((row) => row[1] === 'Not awarded' && row[2] === 'ar-b@example.com')).toBe(true);

    const comparison = sheets.get('Comparison as awarded') as string[][];
    expect(comparison[1]?.[0]).toBe(`Award (final). Justification: ${JUSTIFICATION}`);
    const headings = comparison.findIndex((row) => row[0] === 'No.');
    expect(comparison[headings]?.slice(4)).toEqual([
      'AR-A Alpha Linen Ltd',
      'AR-B Beta Laundry Ltd',
      'Lowest',
      'Awarded to',
    ]);
    const line = (seqno: string) => comparison.find((row, i) => i > headings && row[0] === seqno) ?? [];
    expect(line('2').slice(4)).toEqual(['20', '22', 'AR-A', 'AR-A Alpha Linen Ltd']);
    expect(line('3').slice(4)).toEqual(['7.5', '6', 'AR-B', 'AR-A Alpha Linen Ltd']);
    expect(line('5').slice(4)).toEqual(['100', '120', 'AR-A', 'AR-A Alpha Linen Ltd']);
    expect(line('1')[7] ?? '').toBe('');
    const awardedTotal = comparison.find((row) => row[1] === 'Awarded total');
    expect(awardedTotal?.slice(4, 6)).toEqual(['127.5', '0']);

    // Taking the record is itself recorded.
    const taken = await db()
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'rfq')
      .where('entity_id', '=', String(await rfqId('AR-REC')))
      .where('action', '=', 'rfq.audit-export')
      .execute();
    expect(taken).toHaveLength(1);
  });

  it("answers in the caller's language, to an approver of the site too, and says the bids are still sealed", async () => {
    const response = await exportRecord('AR-OPEN', approver, 'ZH');
    expect(response.status).toBe(200);
    const sheets = await readWorkbook(await response.arrayBuffer());
    expect([...sheets.keys()]).toEqual(['事件记录', '电子邮件', '授标比价表']);
    expect(sheets.get('事件记录')?.[1]?.slice(0, 3)).toEqual(['时间（HKT）', '操作人', '操作']);
    expect(sheets.get('授标比价表')?.[1]?.[0]).toBe('报价仍然密封：比价表暂未纳入记录。');
    // Nothing of a price anywhere in it.
    const text = JSON.stringify([...sheets.values()]);
    for (const price of ['10.00', '11.00', '2.50']) expect(text).not.toContain(price);
  });

  it('is described in the OpenAPI document as an .xlsx file', async () => {
    const doc = (await (await fetch(`${server.url}/samex/rest/openapi.json`)).json()) as {
      paths: Record<string, { post?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const content = doc.paths['/buyer/rfq/audit-export']?.post?.responses['200']?.content ?? {};
    expect(Object.keys(content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });

  it("refuses a supplier (1000004) and another site's buyer (4000001), writing nothing", async () => {
    const before = await db()
      .selectFrom('audit_log')
      .select(db().fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [token, code] of [
      [supplierA, 1000004],
      [buyerSg, 4000001],
    ] as const) {
      const response = await exportRecord('AR-REC', token);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(((await response.json()) as Row).code).toBe(code);
    }
    const after = await db()
      .selectFrom('audit_log')
      .select(db().fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
