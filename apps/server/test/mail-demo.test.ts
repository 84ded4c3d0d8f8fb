import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AWAITING_SUPPLIER_STATUSES } from '@tender/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { expectPortalMail, expectTenderNamed } from './helpers/mail-expectations.ts';
import { type ReadMail, readMail } from './helpers/read-mail.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, startTestServer, type TestServer } from './helpers/test-server.ts';

// The demo's invitations (issue 18, item 6): seeded into an empty database, each open one is mailed to its
// supplier's users into DATA_DIR/outbox, where a newcomer can read them; never through a real relay.

describe.each(bothDatabases)('the demo outbox on %s', (kind) => {
  let server: TestServer | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await server?.close();
    await sink?.close();
    server = undefined;
    sink = undefined;
  });

  it('holds one invitation per open demo tender and user of its supplier', async () => {
    server = await startTestServer(kind, { SEED_DEMO: '1', REMINDER_HOURS: '0' });
    await server.built.ctx.tasks.idle();
    const db = server.built.ctx.db;
    const open = await db
      .selectFrom('udztb')
      .innerJoin('app_user', 'app_user.supplier_id', 'udztb.supplier_id')
      .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
      .select(['udztb.udztbnum', 'udztb.status', 'rfq.rfqnum', 'rfq.description', 'app_user.email'])
      .where('udztb.status', 'in', [...AWAITING_SUPPLIER_STATUSES])
      .where('udztb.closingdate', '>', new Date())
      .execute();
    expect(open.length).toBeGreaterThan(5);
    const dir = join(server.dataDir, 'outbox');
    const mails: ReadMail[] = await Promise.all(
      (await readdir(dir)).map(async (file) => readMail(await readFile(join(dir, file)))),
    );
    // Issue 29: demo.buyer's award of RFQ-2026-0113 waits for approval, and the site's approver is told.
    const approver = await db
      .selectFrom('app_user')
      .select('email')
      .where('loginid', '=', 'demo.approver')
      .executeTakeFirstOrThrow();
    // Issue 35: what the suppliers did on tenders still open is told to demo.buyer (the site's buyer, as
    // the demo's RFQs name no maker): each question not answered yet, each quotation submitted online.
    const buyer = await db
      .selectFrom('app_user')
      .select('email')
      .where('loginid', '=', 'demo.buyer')
      .executeTakeFirstOrThrow();
    const asked = await db
      .selectFrom('question')
      .innerJoin('rfq', 'rfq.id', 'question.rfq_id')
      .innerJoin('supplier', 'supplier.id', 'question.supplier_id')
      .select(['rfq.rfqnum', 'supplier.code', 'supplier.name'])
      .where('question.answer', '=', '')
      .where('rfq.closingdate', '>', new Date())
      .execute();
    const submitted = await db
      .selectFrom('udztb')
      .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
      .innerJoin('supplier', 'supplier.id', 'udztb.supplier_id')
      .select(['rfq.rfqnum', 'supplier.code', 'supplier.name'])
      .where('udztb.status', '=', 'SUBMITED')
      .where('udztb.inputed', '=', false)
      .where('udztb.closingdate', '>', new Date())
      .execute();
    expect(asked.length + submitted.length).toBeGreaterThan(1);
    expect(mails.map((m) => `${m.to[0]} ${m.subject}`).sort()).toEqual(
      [
        ...open.map((row) => `${row.email} Invitation to tender: ${row.rfqnum}`),
        `${approver.email} Award to approve: RFQ-2026-0113`,
        ...asked.map((q) => `${buyer.email} Question from ${q.code} ${q.name} on ${q.rfqnum}`),
        ...submitted.map((q) => `${buyer.email} Quotation submitted by ${q.code} ${q.name} on ${q.rfqnum}`),
      ].sort(),
    );
    for (const mail of mails.filter((m) => m.subject.startsWith('Quotation submitted'))) {
      expect(mail.text).not.toMatch(/HKD|[0-9],[0-9]{3}\.[0-9]{2}/);
    }
    for (const mail of mails) expectPortalMail(mail, 'EN');
    // Each names its tender as the portal shows it and links to the supplier's page (issue 35, item 15).
    for (const row of open) {
      const [mail] = mails.filter((m) => m.to[0] === row.email && m.subject.endsWith(row.rfqnum));
      expectTenderNamed(mail as ReadMail, {
        rfqnum: row.rfqnum,
        description: row.description,
        path: `/tenderdetail/${row.udztbnum}/1/${row.status}`,
        udztbnum: row.udztbnum,
      });
    }
    const pending = await db
      .selectFrom('rfq')
      .innerJoin('rfq_award', 'rfq_award.rfq_id', 'rfq.id')
      .select(['rfq.status', 'rfq_award.state', 'rfq_award.total'])
      .where('rfq.rfqnum', '=', 'RFQ-2026-0113')
      .execute();
    expect(pending).toEqual([{ status: 'PENDING_APPROVAL', state: 'PENDING', total: '744900.00' }]);
    // Issue 33: the shuttle bus draft publishes itself a week after the demo was loaded, scheduled by
    // demo.buyer; nothing of it is mailed before then.
    const scheduled = await db
      .selectFrom('rfq')
      .innerJoin('app_user', 'app_user.id', 'rfq.publish_by')
      .select(['rfq.rfqnum', 'rfq.status', 'rfq.publish_at', 'app_user.loginid'])
      .where('rfq.publish_at', 'is not', null)
      .execute();
    expect(scheduled.map((r) => [r.rfqnum, r.status, r.loginid])).toEqual([
      ['RFQ-2026-0109', 'DRAFT', 'demo.buyer'],
    ]);
    const ahead = (scheduled[0]?.publish_at?.getTime() ?? 0) - Date.now();
    expect(ahead).toBeGreaterThan(6.9 * 86_400_000);
    expect(ahead).toBeLessThan(7.1 * 86_400_000);
  });

  it.runIf(kind === 'pglite')('sends none of them through SMTP_URL', async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SEED_DEMO: '1', REMINDER_HOURS: '0', SMTP_URL: sink.url });
    await server.built.ctx.tasks.idle();
    expect(sink.received).toEqual([]);
    const pending = await server.built.ctx.db
      .selectFrom('udztb')
      .select('udztbnum')
      .where('invitation_mailed_at', 'is not', null)
      .execute();
    expect(pending).toEqual([]);
  });
});
