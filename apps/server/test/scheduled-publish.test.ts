import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDueRfqs } from '../src/buyer/index.ts';
import { BOQ, buyerCalls, daysFromNow, login, rfqInput, user } from './helpers/buyer-rfq-fixture.ts';
import { expectPortalMail, expectTenderNamed, mailsSince, mailsTo } from './helpers/mail-expectations.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { bothDatabases, startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 33, item 2: scheduled publish. A draft scheduled (/buyer/rfq/schedule) is checked with publish's
// own rules at its time, stays scheduled only while an edit keeps it publishable, and at its time is
// published by one app server's worker exactly as a manual publish (invitations, their mails), on behalf
// of the buyer who scheduled it; or, no longer publishable then, not published: the schedule is cleared
// and that buyer mailed why in their language. The clock is ours: a schedule is made due by moving its
// time into the past in the database (as time passing would), then the worker's pass is run at once.

type Row = Record<string, unknown>;

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'SP-A', name: 'Alpha Pest Control Ltd' },
    { code: 'SP-B', name: 'Beta Gardens Ltd' },
  ],
  users: [
    user('sp-buyer', 'Vera Buyer', { siteid: 'HKHQ', roles: ['buyer'] }),
    user('sp-buyer-zh', 'Wang Fang', { siteid: 'HKHQ', roles: ['buyer'], language: 'ZH' }),
    user('sp-approver', 'Alan Approver', { siteid: 'HKHQ', roles: ['approver'] }),
    user('sp-far', 'Mo Faraway', { siteid: 'MOHQ', roles: ['buyer'] }),
    user('sp-a', 'Ann Alpha', { supplier: 'SP-A', siteid: 'HKHQ', language: 'EN' }),
    user('sp-b', 'Zhang Wei', { supplier: 'SP-B', siteid: 'HKHQ', language: 'ZH' }),
  ],
};

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** The buyer calls of this item, and the RFQ's rows as the database holds them. */
function scheduleCalls(server: TestServer) {
  const post = (path: string, body: unknown, token: string, lang?: string) =>
    server.post<{ data: Row }>(`/buyer${path}`, body, token, lang);
  const db = () => server.built.ctx.db;
  return {
    schedule: (token: string, rfqnum: string, publishat: string, lang?: string) =>
      post('/rfq/schedule', { rfqnum, publishat }, token, lang),
    unschedule: (token: string, rfqnum: string) => post('/rfq/unschedule', { rfqnum }, token),
    /** Time passes: the schedule (and, when given, the closing date) moved back by the test's clock. */
    makeDue: async (rfqnum: string, closingdate?: Date) => {
      await db()
        .updateTable('rfq')
        .set({ publish_at: new Date(Date.now() - 1000), ...(closingdate ? { closingdate } : {}) })
        .where('rfqnum', '=', rfqnum)
        .execute();
    },
    row: (rfqnum: string) =>
      db()
        .selectFrom('rfq')
        .select(['id', 'status', 'publish_at', 'publish_by', 'published_at'])
        .where('rfqnum', '=', rfqnum)
        .executeTakeFirstOrThrow(),
    audit: async (rfqnum: string) => {
      const rfq = await db()
        .selectFrom('rfq')
        .select('id')
        .where('rfqnum', '=', rfqnum)
        .executeTakeFirstOrThrow();
      const entries = await db()
        .selectFrom('audit_log')
        .leftJoin('app_user', 'app_user.id', 'audit_log.user_id')
        .select(['audit_log.action', 'audit_log.detail', 'app_user.loginid'])
        .where('audit_log.entity', '=', 'rfq')
        .where('audit_log.entity_id', '=', String(rfq.id))
        .orderBy('audit_log.id')
        .execute();
      return entries.map((entry) => ({ ...entry, detail: entry.detail as Row }));
    },
    invitations: (rfqnum: string) =>
      db()
        .selectFrom('udztb')
        .innerJoin('rfq', 'rfq.id', 'udztb.rfq_id')
        .select(['udztb.id', 'udztb.udztbnum', 'udztb.status'])
        .where('rfq.rfqnum', '=', rfqnum)
        .orderBy('udztb.udztbnum')
        .execute(),
    mailsOf: (rfqnum: string) =>
      db()
        .selectFrom('mail_outbox')
        .innerJoin('rfq', 'rfq.id', 'mail_outbox.rfq_id')
        .select(['mail_outbox.kind', 'mail_outbox.email'])
        .where('rfq.rfqnum', '=', rfqnum)
        .orderBy('mail_outbox.email')
        .execute(),
  };
}

describe.each(bothDatabases)('scheduled publish on %s', (kind) => {
  let server: TestServer;
  let sink: SmtpSink;
  let buyer: string;
  let buyerZh: string;
  let approver: string;
  let far: string;
  let calls: ReturnType<typeof buyerCalls>;
  let my: ReturnType<typeof scheduleCalls>;

  /** A draft of the buyer's with both suppliers invited, closing in 10 days. */
  const draft = async (token = buyer, extra: Row = {}, invite = ['SP-A', 'SP-B']) => {
    const saved = await calls.save(token, rfqInput({ description: 'Pest control 2027', ...extra }));
    expect(saved.code).toBe(0);
    if (invite.length > 0) expect((await calls.invite(token, saved.data.rfqnum, invite)).code).toBe(0);
    return saved.data.rfqnum;
  };
  /** The worker's pass, run now (its own timer may have run it already: the outcome is the same). */
  const runWorker = async () => {
    await server.built.schedules.drain();
    await server.built.ctx.tasks.idle();
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url });
    await server.importFixture(fixture);
    buyer = await login(server, sink, 'sp-buyer');
    buyerZh = await login(server, sink, 'sp-buyer-zh');
    approver = await login(server, sink, 'sp-approver');
    far = await login(server, sink, 'sp-far');
    calls = buyerCalls(server);
    my = scheduleCalls(server);
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('refuses a time or a draft that publish would refuse, with translated codes', async () => {
    const rfqnum = await draft();
    const at = inMinutes(60);
    expect((await my.schedule(buyer, rfqnum, inMinutes(-1))).code).toBe(5600030);
    const past = await my.schedule(buyer, rfqnum, new Date().toISOString(), 'ZH');
    expect([past.code, past.message]).toEqual([5600030, '发布时间必须是将来的时间。']);
    expect((await my.schedule(buyer, rfqnum, daysFromNow(366))).code).toBe(5600032);
    // The closing date (10 days out) must come after the publication.
    const late = await my.schedule(buyer, rfqnum, daysFromNow(11), 'ZHT');
    expect([late.code, late.message]).toEqual([5600031, '截標日期必須晚於定時發佈時間。']);
    expect((await my.schedule(buyer, rfqnum, daysFromNow(10))).code).toBe(5600031);
    // Publish's own rules: nobody invited, no lines, a bill with problems.
    const lonely = await draft(buyer, {}, []);
    expect((await my.schedule(buyer, lonely, at)).code).toBe(5600012);
    const empty = await draft(buyer, { lines: [] });
    expect((await my.schedule(buyer, empty, at)).code).toBe(5600001);
    const broken = await draft(buyer, {
      lines: BOQ.map((line) => (line.seqno === 2 ? { ...line, description: '' } : line)),
    });
    expect((await my.schedule(buyer, broken, at)).code).toBe(5600003);
    // Who may: a buyer of the site only; an approver reads it, never sets it.
    expect((await my.schedule(approver, rfqnum, at)).code).toBe(1000004);
    expect((await my.unschedule(approver, rfqnum)).code).toBe(1000004);
    expect((await my.schedule(far, rfqnum, at)).code).toBe(4000001);
    expect((await my.schedule(buyer, 'SP-NO-SUCH', at)).code).toBe(4000001);
    // Only a draft.
    const published = await draft();
    expect((await calls.publish(buyer, published)).code).toBe(0);
    expect((await my.schedule(buyer, published, at)).code).toBe(5600009);
    expect((await my.unschedule(buyer, published)).code).toBe(5600009);
    // Nothing was scheduled by any of them.
    for (const each of [rfqnum, lonely, empty, broken]) expect((await my.row(each)).publish_at).toBeNull();
  });

  it('schedules, shows Scheduled in the list and the detail, reschedules and unschedules', async () => {
    const rfqnum = await draft();
    const first = inMinutes(90);
    const scheduled = await my.schedule(buyer, rfqnum, first);
    expect(scheduled.code).toBe(0);
    expect(scheduled.data).toEqual({ rfqnum, publishat: new Date(first).toISOString() });
    const listed = async (token: string) =>
      (await calls.list(token, { str: rfqnum })).data.rfqs.find((row) => row.rfqnum === rfqnum);
    expect(await listed(buyer)).toMatchObject({ status: 'DRAFT', publishat: new Date(first).toISOString() });
    // An approver sees it as the buyer does (read-only).
    expect(await listed(approver)).toMatchObject({ publishat: new Date(first).toISOString() });
    expect((await calls.detail(approver, rfqnum)).data.publishat).toBe(new Date(first).toISOString());

    // Given with another offset, the same instant.
    const second = new Date(Date.now() + 2 * 3_600_000);
    second.setUTCMilliseconds(0);
    const local = `${new Date(second.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
    expect((await my.schedule(buyer, rfqnum, local)).data?.publishat).toBe(second.toISOString());
    expect((await calls.detail(buyer, rfqnum)).data.publishat).toBe(second.toISOString());

    expect((await my.unschedule(buyer, rfqnum)).code).toBe(0);
    expect((await calls.detail(buyer, rfqnum)).data.publishat).toBeNull();
    expect((await listed(buyer))?.publishat).toBeNull();
    // Unscheduling what is not scheduled changes nothing.
    const version = (await calls.detail(buyer, rfqnum)).data.version;
    expect((await my.unschedule(buyer, rfqnum)).code).toBe(0);
    expect((await calls.detail(buyer, rfqnum)).data.version).toBe(version);
    expect((await my.audit(rfqnum)).map((entry) => entry.action)).toEqual([
      'rfq.create',
      'rfq.invite',
      'rfq.schedule',
      'rfq.schedule',
      'rfq.unschedule',
    ]);
  });

  it('keeps a draft scheduled through edits only while publish would still take it', async () => {
    const rfqnum = await draft();
    const at = daysFromNow(2);
    expect((await my.schedule(buyer, rfqnum, at)).code).toBe(0);
    const save = async (extra: Row) => {
      const { version } = (await calls.detail(buyer, rfqnum)).data;
      const saved = await calls.save(
        buyer,
        rfqInput({ rfqnum, description: 'Pest control 2027', ...extra }),
        version,
      );
      expect(saved.code).toBe(0);
      return saved.data as Row;
    };
    // Still valid: a new remark, a closing date still after the publication.
    expect(await save({ remark: 'Quarterly visits.', closingdate: daysFromNow(5) })).not.toHaveProperty(
      'unscheduled',
    );
    expect((await calls.detail(buyer, rfqnum)).data.publishat).toBe(new Date(at).toISOString());
    // Closing before the publication: the schedule goes, saying why.
    expect(await save({ closingdate: daysFromNow(1) })).toMatchObject({ unscheduled: true });
    expect((await calls.detail(buyer, rfqnum)).data.publishat).toBeNull();
    const unscheduled = (await my.audit(rfqnum)).filter((entry) => entry.action === 'rfq.unschedule');
    expect(unscheduled).toEqual([
      expect.objectContaining({ loginid: 'sp-buyer', detail: expect.objectContaining({ code: 5600031 }) }),
    ]);

    // Taking every invitee off the list unschedules it too; taking one keeps it.
    await save({ closingdate: daysFromNow(5) });
    expect((await my.schedule(buyer, rfqnum, at)).code).toBe(0);
    expect((await calls.uninvite(buyer, rfqnum, ['SP-A'])).code).toBe(0);
    expect((await calls.detail(buyer, rfqnum)).data.publishat).toBe(new Date(at).toISOString());
    expect((await calls.uninvite(buyer, rfqnum, ['SP-B'])).code).toBe(0);
    expect((await calls.detail(buyer, rfqnum)).data.publishat).toBeNull();
    expect((await my.audit(rfqnum)).at(-1)).toMatchObject({
      action: 'rfq.unschedule',
      detail: expect.objectContaining({ code: 5600012 }),
    });
    // A manual publish of a scheduled draft publishes it now and clears its schedule.
    expect((await calls.invite(buyer, rfqnum, ['SP-A'])).code).toBe(0);
    expect((await my.schedule(buyer, rfqnum, at)).code).toBe(0);
    expect((await calls.publish(buyer, rfqnum)).code).toBe(0);
    expect(await my.row(rfqnum)).toMatchObject({ status: 'PUBLISHED', publish_at: null, publish_by: null });
    expect((await calls.detail(buyer, rfqnum)).data.publishat).toBeNull();
  });

  it('publishes a due draft as a manual publish does, on behalf of the buyer: invitations and mails', async () => {
    const rfqnum = await draft();
    expect((await my.schedule(buyer, rfqnum, inMinutes(5))).code).toBe(0);
    const from = sink.received.length;
    await my.makeDue(rfqnum);
    await runWorker();
    await server.built.mailOutbox.drain();

    expect(await my.row(rfqnum)).toMatchObject({ status: 'PUBLISHED', publish_at: null, publish_by: null });
    const detail = (await calls.detail(buyer, rfqnum)).data;
    expect(detail).toMatchObject({ status: 'OPEN', publishat: null });
    expect(detail.publishedat).not.toBeNull();
    expect((await my.invitations(rfqnum)).map((i) => [i.udztbnum, i.status])).toEqual([
      [`${rfqnum}-SP-A`, 'NEW'],
      [`${rfqnum}-SP-B`, 'NEW'],
    ]);
    // The history names it as scheduled, by the buyer who scheduled it.
    expect((await my.audit(rfqnum)).at(-1)).toMatchObject({
      action: 'rfq.publish.scheduled',
      loginid: 'sp-buyer',
      detail: expect.objectContaining({ invitations: 2, suppliers: ['SP-A', 'SP-B'] }),
    });
    // Each supplier's user is invited in their language, once.
    // (An earlier test's publish may still be mailing: only this tender's mails are counted.)
    const about = (email: string) => mailsTo(sink, from, email).filter((m) => m.subject.includes(rfqnum));
    const en = about('sp-a@example.com');
    const zh = about('sp-b@example.com');
    expect([en.length, zh.length]).toEqual([1, 1]);
    expect(en[0]?.subject).toBe(`Invitation to tender: ${rfqnum}`);
    expectPortalMail(en[0] as never, 'EN');
    expectPortalMail(zh[0] as never, 'ZH');
    expect((await my.mailsOf(rfqnum)).map((m) => `${m.kind} ${m.email}`)).toEqual([
      'invitation sp-a@example.com',
      'invitation sp-b@example.com',
    ]);
    // Nothing due any more: another pass publishes nothing.
    expect(await publishDueRfqs(server.built.ctx)).toEqual({ published: 0, refused: 0 });
  });

  it('refuses a due draft no longer publishable, clears its schedule and mails the buyer in their language', async () => {
    const rfqnum = await draft(buyerZh);
    expect((await my.schedule(buyerZh, rfqnum, inMinutes(5))).code).toBe(0);
    const from = sink.received.length;
    // The closing date passed before the publication came (the clock moved on).
    await my.makeDue(rfqnum, new Date(Date.now() - 60_000));
    await runWorker();
    await server.built.mailOutbox.drain();

    expect(await my.row(rfqnum)).toMatchObject({ status: 'DRAFT', publish_at: null, publish_by: null });
    expect(await my.invitations(rfqnum)).toEqual([]);
    expect((await my.audit(rfqnum)).at(-1)).toMatchObject({
      action: 'rfq.schedule.refused',
      loginid: 'sp-buyer-zh',
      detail: expect.objectContaining({ code: 5600002 }),
    });
    // The buyer is told why, in Chinese; no supplier hears of it.
    const mails = mailsSince(sink, from).filter((m) => m.mail.subject.includes(rfqnum));
    expect(mails.map((m) => m.to.join(','))).toEqual(['sp-buyer-zh@example.com']);
    const mail = mails[0]?.mail;
    expect(mail?.subject).toBe(`招标 ${rfqnum} 未能按计划发布`);
    expectPortalMail(mail as never, 'ZH');
    expectTenderNamed(mail as never, {
      rfqnum,
      description: 'Pest control 2027',
      path: `/buyer/rfq/${encodeURIComponent(rfqnum)}`,
    });
    expect(mail?.text).toContain('截标日期必须晚于现在。');
    expect(mail?.text).toContain('它仍是草稿');
    expect((await my.mailsOf(rfqnum)).map((m) => `${m.kind} ${m.email}`)).toEqual([
      'schedule-refused sp-buyer-zh@example.com',
    ]);
    // The record's export names the refusal and its reason in the reader's language.
    const exported = await fetch(`${server.url}/samex/rest/buyer/rfq/audit-export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: buyerZh, langcode: 'ZH' },
      body: JSON.stringify({ rfqnum }),
    });
    expect(exported.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await exported.arrayBuffer());
    const cells: string[] = [];
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) => {
        cells.push((row.values as unknown[]).map((v) => String(v ?? '')).join(' | '));
      }),
    );
    const refusedRow = cells.find((row) => row.includes('定时发布未能执行'));
    expect(refusedRow).toContain('原因: 截标日期必须晚于现在。 (5600002)');
    expect(cells.some((row) => row.includes('设定定时发布'))).toBe(true);
    // The tender's history gives the reason too, in each reader's language.
    const refusalIn = async (lang: string) => {
      const detail = await server.post<{ data: { audit: { action: string; comment: string }[] } }>(
        '/buyer/rfq/detail',
        { rfqnum },
        buyerZh,
        lang,
      );
      return detail.data.audit.find((entry) => entry.action === 'rfq.schedule.refused')?.comment;
    };
    expect(await refusalIn('ZH')).toBe('截标日期必须晚于现在。');
    expect(await refusalIn('EN')).toBe('The closing date must be in the future.');
    // Nobody invited by then: refused likewise (5600012), mailed once more for that schedule.
    const lonely = await draft(buyer, {}, ['SP-A']);
    expect((await my.schedule(buyer, lonely, inMinutes(5))).code).toBe(0);
    await server.built.ctx.db
      .deleteFrom('rfq_invitee')
      .where('rfq_id', '=', (await my.row(lonely)).id)
      .execute();
    await my.makeDue(lonely);
    await runWorker();
    await server.built.mailOutbox.drain();
    expect((await my.audit(lonely)).at(-1)).toMatchObject({
      action: 'rfq.schedule.refused',
      detail: expect.objectContaining({ code: 5600012 }),
    });
    const en = mailsTo(sink, from, 'sp-buyer@example.com');
    expect(en.map((m) => m.subject)).toEqual([`Tender ${lonely} was not published as scheduled`]);
    expect(en[0]?.text).toContain('Invite at least one supplier before publishing.');
  });

  it('publishes each due draft once however many passes run at the same moment', async () => {
    const drafts = [await draft(), await draft(), await draft()];
    for (const rfqnum of drafts) {
      expect((await my.schedule(buyer, rfqnum, inMinutes(5))).code).toBe(0);
      await my.makeDue(rfqnum);
    }
    const passes = await Promise.all([1, 2, 3].map(() => publishDueRfqs(server.built.ctx)));
    await runWorker();
    expect(passes.reduce((sum, pass) => sum + pass.refused, 0)).toBe(0);
    for (const rfqnum of drafts) {
      expect((await my.invitations(rfqnum)).length).toBe(2);
      expect((await my.mailsOf(rfqnum)).length).toBe(2);
      expect((await my.audit(rfqnum)).filter((e) => e.action === 'rfq.publish.scheduled')).toHaveLength(1);
    }
  });
});

describe.runIf(testDatabases.includes('postgres'))(
  'scheduled publish with two app servers on one PostgreSQL',
  () => {
    let sink: SmtpSink;
    let setup: TestServer;
    let servers: TestServer[] = [];

    beforeAll(async () => {
      sink = await startSmtpSink();
      setup = await startTestServer('postgres', { SMTP_URL: sink.url });
      await setup.importFixture(fixture);
    });
    afterAll(async () => {
      for (const server of servers) await server.close();
      await setup?.close();
      await sink?.close();
    });

    it('claims each due draft on exactly one server: one publish, one set of invitations and mails', async () => {
      const buyer = await login(setup, sink, 'sp-buyer');
      const calls = buyerCalls(setup);
      const my = scheduleCalls(setup);
      const drafts: string[] = [];
      for (let n = 0; n < 4; n += 1) {
        const saved = await calls.save(buyer, rfqInput({ description: `Landscaping lot ${n + 1}` }));
        const rfqnum = saved.data.rfqnum;
        expect((await calls.invite(buyer, rfqnum, ['SP-A', 'SP-B'])).code).toBe(0);
        expect((await my.schedule(buyer, rfqnum, inMinutes(5))).code).toBe(0);
        drafts.push(rfqnum);
      }
      const env = { DATABASE_URL: setup.built.ctx.config.databaseUrl ?? '', SMTP_URL: sink.url };
      servers = await Promise.all([startTestServer('postgres', env), startTestServer('postgres', env)]);
      const from = sink.received.length;
      // Due at the same moment for both: each server's own worker wakes (NOTIFY), and each runs passes too.
      for (const rfqnum of drafts) await my.makeDue(rfqnum);
      const passes = await Promise.all(
        [0, 1, 0, 1, 0, 1].map((i) => publishDueRfqs((servers[i] as TestServer).built.ctx)),
      );
      for (const server of servers) await server.built.schedules.drain();
      for (const server of servers) await server.close();
      servers = [];
      await setup.built.mailOutbox.drain();

      expect(passes.reduce((sum, pass) => sum + pass.refused, 0)).toBe(0);
      for (const rfqnum of drafts) {
        expect(await my.row(rfqnum)).toMatchObject({ status: 'PUBLISHED', publish_at: null });
        expect((await my.invitations(rfqnum)).map((i) => i.udztbnum)).toEqual([
          `${rfqnum}-SP-A`,
          `${rfqnum}-SP-B`,
        ]);
        expect((await my.audit(rfqnum)).filter((e) => e.action === 'rfq.publish.scheduled')).toHaveLength(1);
        expect((await my.mailsOf(rfqnum)).map((m) => `${m.kind} ${m.email}`)).toEqual([
          'invitation sp-a@example.com',
          'invitation sp-b@example.com',
        ]);
      }
      // Each invitation mailed once: 4 tenders x 2 suppliers.
      const received = mailsSince(sink, from).map((m) => `${m.to.join(',')} ${m.mail.subject}`);
      expect(received.sort()).toEqual(
        drafts
          .flatMap((rfqnum) => [
            `sp-a@example.com Invitation to tender: ${rfqnum}`,
            `sp-b@example.com 招标邀请：${rfqnum}`,
          ])
          .sort(),
      );
    });
  },
);
