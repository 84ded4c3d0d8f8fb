import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announceInvitations, sendReminders, startReminderSweeper } from '../src/notifications/index.ts';
import { answerQuestion } from '../src/questions/answer-question.ts';
import {
  expectPortalMail,
  expectTenderNamed,
  mailsSince,
  mailsTo,
  signIn,
} from './helpers/mail-expectations.ts';
import type { ReadMail } from './helpers/read-mail.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 18, item 6: the mails sent outside a request, each in its reader's language with both parts, the
// company and the support contact and no tracking: invitations once an import has committed (never twice),
// answers to the asker or to every invitee (without the asker), reminders before closing (exactly once,
// even when two sweeps race, on two app servers with PostgreSQL), and the submission receipt. Each is
// queued in the outbox (issue 28) and sent by the servers' workers: `delivered` waits for them.

const PASSWORD = 'Mail#2026note';
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function user(loginid: string, username: string, supplier: string, language: string) {
  return {
    loginid,
    username,
    email: `${loginid}@example.com`,
    password: PASSWORD,
    supplier,
    siteid: 'HKHQ',
    language,
    emailverified: true,
  };
}

const lines = [{ seqno: 1, description: 'Cleaning', autocal: 'Y', totalamountreq: true, quantity: '2' }];

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'MN-A', name: 'Alpha Asking Ltd' },
    { code: 'MN-B', name: 'Beta Building Ltd' },
    { code: 'MN-C', name: 'Gamma Catering Ltd' },
  ],
  users: [
    user('mn-zh', 'Zhang Wei', 'MN-A', 'ZH'),
    user('mn-en', 'Ann English', 'MN-A', 'EN'),
    user('mn-locked', 'Lee Locked', 'MN-A', 'EN'),
    user('mn-zht', 'Chan Tai Man', 'MN-B', 'ZHT'),
    user('mn-c', 'Carl Catering', 'MN-C', 'EN'),
  ],
  rfqs: [
    {
      rfqnum: 'MN-R-OPEN',
      description: 'Lobby <script>alert(1)</script> cleaning',
      siteid: 'HKHQ',
      closingdate: 'today+10dT10:00Z',
    },
    { rfqnum: 'MN-R-SOON', description: 'Pool repair', siteid: 'HKHQ', closingdate: inHours(12) },
    { rfqnum: 'MN-R-LATE', description: 'Late notice', siteid: 'HKHQ', closingdate: inHours(6) },
    {
      rfqnum: 'MN-R-PAPER',
      description: 'Linen on paper',
      siteid: 'HKHQ',
      closingdate: 'today+5d',
      tendercollectvia: 'HardCopy',
    },
    { rfqnum: 'MN-R-PAST', description: 'Closed already', siteid: 'HKHQ', closingdate: 'today-1d' },
    {
      rfqnum: 'MN-R-RECEIPT',
      description: 'Receipt tender',
      siteid: 'HKHQ',
      closingdate: 'today+20d',
      lines,
    },
  ],
  invitations: [
    { udztbnum: 'MN-1', rfqnum: 'MN-R-OPEN', supplier: 'MN-A', status: 'NEW' },
    { udztbnum: 'MN-2', rfqnum: 'MN-R-OPEN', supplier: 'MN-B', status: 'WTQUOTE' },
    { udztbnum: 'MN-3', rfqnum: 'MN-R-OPEN', supplier: 'MN-C', status: 'DECLINED' },
    { udztbnum: 'MN-4', rfqnum: 'MN-R-SOON', supplier: 'MN-A', status: 'WTQUOTE' },
    { udztbnum: 'MN-5', rfqnum: 'MN-R-SOON', supplier: 'MN-B', status: 'SUBMITED' },
    { udztbnum: 'MN-6', rfqnum: 'MN-R-SOON', supplier: 'MN-C', status: 'NEW' },
    { udztbnum: 'MN-7', rfqnum: 'MN-R-PAPER', supplier: 'MN-B', status: 'NEW' },
    { udztbnum: 'MN-8', rfqnum: 'MN-R-PAST', supplier: 'MN-A', status: 'NEW' },
    {
      udztbnum: 'MN-9',
      rfqnum: 'MN-R-RECEIPT',
      supplier: 'MN-A',
      status: 'WTQUOTE',
      prices: [{ seqno: 1, unitprice: '12.5' }],
    },
    { udztbnum: 'MN-10', rfqnum: 'MN-R-LATE', supplier: 'MN-B', status: 'NEW' },
  ],
};

const only = (mails: ReadMail[]): ReadMail => {
  expect(mails).toHaveLength(1);
  return mails[0] as ReadMail;
};

describe.each(testDatabases)('notification mails on %s', (kind) => {
  let sink: SmtpSink;
  let server: TestServer;
  // With PostgreSQL, a second app server on the same database races the first one's reminder sweep.
  let second: TestServer | undefined;
  /** Every mail queued so far has been sent (or put back for a retry), by either server's worker. */
  const delivered = async () => {
    await server.built.ctx.tasks.idle();
    await second?.built.ctx.tasks.idle();
  };
  // Issue 17: each mail sent is recorded (who, what, when), never its content: [kind, rfqnum, email].
  const mailLog = async (kind: string) =>
    (
      await server.built.ctx.db
        .selectFrom('mail_log')
        .innerJoin('udztb', 'udztb.id', 'mail_log.udztb_id')
        .innerJoin('rfq', 'rfq.id', 'mail_log.rfq_id')
        .innerJoin('app_user', 'app_user.id', 'mail_log.user_id')
        .select(['mail_log.kind', 'rfq.rfqnum', 'mail_log.email', 'app_user.email as useremail'])
        .whereRef('udztb.rfq_id', '=', 'rfq.id')
        .whereRef('udztb.supplier_id', '=', 'mail_log.supplier_id')
        .where('mail_log.kind', '=', kind as never)
        .execute()
    )
      .map((r) => {
        expect(r.email).toBe(r.useremail);
        return `${r.rfqnum} ${r.email}`;
      })
      .sort();

  beforeAll(async () => {
    sink = await startSmtpSink();
    // The sweeper of REMINDER_HOURS is off here: each test runs the sweep itself, at the moment it picks.
    server = await startTestServer(kind, { SMTP_URL: sink.url, REMINDER_HOURS: '0' });
    await server.importFixture(fixture);
    await server.built.ctx.db
      .updateTable('app_user')
      .set({ locked: true })
      .where('loginid', '=', 'mn-locked')
      .execute();
    if (kind === 'postgres') {
      second = await startTestServer('postgres', {
        DATABASE_URL: server.built.ctx.config.databaseUrl ?? '',
        SMTP_URL: sink.url,
        REMINDER_HOURS: '0',
      });
    }
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
    await sink?.close();
  });

  it('mails each invitation once to every active user of the invited supplier, in their language', async () => {
    const from = sink.received.length;
    const result = await announceInvitations(server.built.ctx);
    // Waiting and not closed: MN-1, 2, 4, 6, 7, 9, 10 (not the declined, submitted or closed ones).
    expect(result).toEqual({ invitations: 7, mails: 10 });
    await delivered();
    const sent = mailsSince(sink, from);
    expect(sent.map((m) => m.mail.subject).sort()).toEqual(
      [
        // Named by the RFQ number the portal shows, not the invitation's (issue 35, item 15).
        ...['MN-R-OPEN', 'MN-R-SOON', 'MN-R-RECEIPT'].flatMap((n) => [
          `招标邀请：${n}`,
          `Invitation to tender: ${n}`,
        ]),
        ...['MN-R-LATE', 'MN-R-OPEN', 'MN-R-PAPER'].map((n) => `招標邀請：${n}`),
        'Invitation to tender: MN-R-SOON',
      ].sort(),
    );
    expect(sent.flatMap((m) => m.to)).not.toContain('mn-locked@example.com');

    const zh = only(mailsTo(sink, from, 'mn-zh@example.com').filter((m) => m.subject.endsWith('MN-R-OPEN')));
    expectPortalMail(zh, 'ZH');
    expectTenderNamed(zh, {
      rfqnum: 'MN-R-OPEN',
      description: 'Lobby <script>alert(1)</script> cleaning',
      path: '/tenderdetail/MN-1/1/NEW',
      udztbnum: 'MN-1',
    });
    expect(zh.text).toContain('Zhang Wei，您好：\n\n诚邀Alpha Asking Ltd就以下招标报价。');
    expect(zh.text).toContain(
      '招标编号：MN-R-OPEN\n描述：Lobby <script>alert(1)</script> cleaning\n截标日期：',
    );
    expect(zh.text).toMatch(/截标日期：\d{4}-\d\d-\d\d 18:00:00 HKT/);
    expect(zh.text).toContain('在平台中打开此招标：http://localhost:8080/tenderdetail/MN-1/1/NEW');
    expect(zh.html).toContain(
      '<tr><th align="left">描述</th><td>Lobby &#60;script&#62;alert(1)&#60;/script&#62; cleaning</td></tr>',
    );
    expect(zh.html).toContain('href="http://localhost:8080/tenderdetail/MN-1/1/NEW"');

    const paper = only(
      mailsTo(sink, from, 'mn-zht@example.com').filter((m) => m.subject.endsWith('MN-R-PAPER')),
    );
    expectPortalMail(paper, 'ZHT');
    expect(paper.text).toContain('此招標須以紙本方式報價');
    const en = only(mailsTo(sink, from, 'mn-c@example.com'));
    expectPortalMail(en, 'EN');
    expect(en.text).toContain('Gamma Catering Ltd is invited to quote for the tender below.');
    expectTenderNamed(en, {
      rfqnum: 'MN-R-SOON',
      description: 'Pool repair',
      path: '/tenderdetail/MN-6/1/NEW',
      udztbnum: 'MN-6',
    });

    // Announcing again, or importing the same file again, mails nothing more.
    expect(await announceInvitations(server.built.ctx)).toEqual({ invitations: 0, mails: 0 });
    await server.importFixture(fixture);
    expect(await announceInvitations(server.built.ctx)).toEqual({ invitations: 0, mails: 0 });
    await delivered();
    expect(sink.received.length).toBe(from + 10);
    expect(await mailLog('invitation')).toEqual(
      sent.map((m) => `${/MN-R-\w+/.exec(m.mail.subject)?.[0]} ${m.to[0]}`).sort(),
    );
  });

  it('mails a private answer to the asker alone, in simplified Chinese', async () => {
    const token = await signIn(server, sink, {
      loginid: 'mn-zh',
      email: 'mn-zh@example.com',
      password: PASSWORD,
      lang: 'ZH',
    });
    const asked = await server.post<{ data: { questionid: number } }>(
      '/tenderquestion/add',
      { rfqnum: 'MN-R-OPEN', question: 'Is night work allowed?\nFrom 23:00?' },
      token,
      'ZH',
    );
    expect(asked.code).toBe(0);
    const id = asked.data.questionid;
    const from = sink.received.length;
    await answerQuestion(
      server.built.ctx.db,
      { id, answer: 'Yes, from 23:00 to 06:00 <with notice>.', isPublic: false },
      server.built.ctx,
    );
    await delivered();
    const sent = mailsSince(sink, from);
    expect(sent.map((m) => m.to)).toEqual([['mn-zh@example.com']]);
    const mail = only(sent.map((m) => m.mail));
    expect(mail.subject).toBe('您就招标 MN-R-OPEN 提出的问题已有答复');
    expectPortalMail(mail, 'ZH');
    expectTenderNamed(mail, {
      rfqnum: 'MN-R-OPEN',
      description: 'Lobby <script>alert(1)</script> cleaning',
      path: '/tenderdetail/MN-1/1/NEW',
      udztbnum: 'MN-1',
    });
    expect(mail.text).toContain('您就以下招标提出的问题已有答复。');
    expect(mail.text).toContain(
      '问题：\n  Is night work allowed?\n  From 23:00?\n\n答复：\n  Yes, from 23:00',
    );
    expect(mail.html).toContain('<blockquote>Yes, from 23:00 to 06:00 &#60;with notice&#62;.</blockquote>');

    // Answered to all: every invitee still taking part gets it, about its own tender, without the asker.
    const before = sink.received.length;
    await answerQuestion(
      server.built.ctx.db,
      { id, answer: 'Yes, for everyone.', isPublic: true },
      server.built.ctx,
    );
    await delivered();
    const all = mailsSince(sink, before);
    expect(all.flatMap((m) => m.to).sort()).toEqual(
      ['mn-en@example.com', 'mn-zh@example.com', 'mn-zht@example.com'].sort(),
    );
    const other = only(mailsTo(sink, before, 'mn-zht@example.com'));
    expect(other.subject).toBe('招標 MN-R-OPEN 的澄清');
    expectPortalMail(other, 'ZHT');
    expect(other.text).toContain('以下招標的一個問題已有答覆，所有受邀供應商均會收到此答覆。');
    expect(other.text).toContain('招標編號：MN-R-OPEN');
    expect(other.text).toContain('http://localhost:8080/tenderdetail/MN-2/1/WTQUOTE');
    expect(other.text).toContain('Is night work allowed?');
    for (const secret of ['Zhang', 'Alpha', 'MN-A', 'mn-zh', 'MN-1/']) {
      expect(other.text).not.toContain(secret);
      expect(other.html).not.toContain(secret);
    }
    expectPortalMail(only(mailsTo(sink, before, 'mn-en@example.com')), 'EN');
    expect(await mailLog('answer')).toEqual(
      [
        'MN-R-OPEN mn-zh@example.com',
        'MN-R-OPEN mn-en@example.com',
        'MN-R-OPEN mn-zh@example.com',
        'MN-R-OPEN mn-zht@example.com',
      ].sort(),
    );
  });

  it('reminds, before closing, each invitee that has neither submitted nor declined, exactly once', async () => {
    // As if MN-4 and MN-6 had been announced three days ago; MN-10 was announced today, inside the
    // 24 hours before it closes, so its invitation was the notice and it gets no reminder.
    await server.built.ctx.db
      .updateTable('udztb')
      .set({ invitation_mailed_at: new Date(Date.now() - 72 * HOUR) })
      .where('udztbnum', 'in', ['MN-4', 'MN-5', 'MN-6'])
      .execute();
    expect(await sendReminders(server.built.ctx, { hours: 6 })).toEqual({ invitations: 0, mails: 0 });

    const from = sink.received.length;
    const sweeps = [server, server, ...(second ? [second, second] : [])].map((s) =>
      sendReminders(s.built.ctx, { hours: 24 }),
    );
    const results = await Promise.all(sweeps);
    await delivered();
    expect(results.reduce((n, r) => n + r.mails, 0)).toBe(3);
    expect(results.reduce((n, r) => n + r.invitations, 0)).toBe(2);
    const sent = mailsSince(sink, from);
    expect(sent.map((m) => [m.to[0], m.mail.subject]).sort()).toEqual(
      [
        [
          'mn-c@example.com',
          expect.stringMatching(/^Reminder: tender MN-R-SOON closes on \d{4}-\d\d-\d\d \d\d:\d\d:\d\d HKT$/),
        ],
        ['mn-en@example.com', expect.stringMatching(/^Reminder: tender MN-R-SOON closes on .+ HKT$/)],
        ['mn-zh@example.com', expect.stringMatching(/^提醒：招标 MN-R-SOON 将于 .+ HKT 截标$/)],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const zh = only(mailsTo(sink, from, 'mn-zh@example.com'));
    expectPortalMail(zh, 'ZH');
    expect(zh.text).toContain('以下招标将于 24 小时内截标，我们尚未收到您的报价或拒绝通知。');
    expectTenderNamed(zh, {
      rfqnum: 'MN-R-SOON',
      description: 'Pool repair',
      path: '/tenderdetail/MN-4/1/WTQUOTE',
      udztbnum: 'MN-4',
    });
    expectPortalMail(only(mailsTo(sink, from, 'mn-c@example.com')), 'EN');

    // Later sweeps, including the one each app server runs at start, find nothing left to remind.
    expect(await sendReminders(server.built.ctx, { hours: 24 })).toEqual({ invitations: 0, mails: 0 });
    await startReminderSweeper(server.built.ctx, { hours: 24 }).stop();
    await delivered();
    expect(sink.received.length).toBe(from + 3);
    expect(await mailLog('reminder')).toEqual(
      ['MN-R-SOON mn-en@example.com', 'MN-R-SOON mn-zh@example.com', 'MN-R-SOON mn-c@example.com'].sort(),
    );
  });

  it('mails the receipt of a submission in the language of the page, with both parts', async () => {
    const token = await signIn(server, sink, {
      loginid: 'mn-en',
      email: 'mn-en@example.com',
      password: PASSWORD,
    });
    const { id } = await server.built.ctx.db
      .selectFrom('udztb')
      .select('id')
      .where('udztbnum', '=', 'MN-9')
      .executeTakeFirstOrThrow();
    const from = sink.received.length;
    const reply = await server.post(
      '/workflow/submitworkflow',
      { ownertable: 'udztb', ownerid: id, actionid: 4 },
      token,
      'ZHT',
    );
    expect(reply).toMatchObject({ code: 0, status: 'SUBMITED' });
    await delivered();
    const mail = only(mailsTo(sink, from, 'mn-en@example.com'));
    expect(mail.subject).toMatch(/^報價已提交：MN-R-RECEIPT \(Q-MN-R-RECEIPT-[0-9A-Z]{8}\)$/);
    expectPortalMail(mail, 'ZHT');
    expectTenderNamed(mail, {
      rfqnum: 'MN-R-RECEIPT',
      description: 'Receipt tender',
      path: '/tenderdetail/MN-9/1/SUBMITED',
      udztbnum: 'MN-9',
    });
    // No price negotiation and no rate under 100 %: no discounted total (issue 35, item 14).
    expect(mail.text).not.toContain('折後合計');
    expect(mail.text).toContain('Ann English，您好：\n\n您的報價已提交，請保留此回條。');
    expect(mail.text).toContain('合計：HKD 25.00');
    expect(mail.html).toContain('<th align="left">合計</th><td>HKD 25.00</td>');
  });

  it('keeps the answer and its mail when the relay is down, and sends the mail once it is back', async () => {
    const ctx = server.built.ctx;
    const { id } = await ctx.db
      .selectFrom('question')
      .select('id')
      .where('question', 'like', 'Is night work%')
      .executeTakeFirstOrThrow();
    // Both servers' relays are down: whichever worker claims the mail fails to send it.
    const sends = [server, ...(second ? [second] : [])].map((s) =>
      vi.spyOn(s.built.ctx.mailer, 'send').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:25')),
    );
    const logged = [server, ...(second ? [second] : [])].map((s) => vi.spyOn(s.built.ctx.log, 'warn'));
    const from = sink.received.length;
    try {
      await answerQuestion(ctx.db, { id, answer: 'Changed: from 22:00.', isPublic: false }, ctx);
      await delivered();
      expect(sends.reduce((n, send) => n + send.mock.calls.length, 0)).toBe(1);
      expect(logged.flatMap((log) => log.mock.calls)).toContainEqual([
        expect.objectContaining({ kind: 'answer', attempts: 1, reason: 'connect ECONNREFUSED 127.0.0.1:25' }),
        'mail not sent, will retry',
      ]);
    } finally {
      for (const spy of [...sends, ...logged]) spy.mockRestore();
    }
    const stored = await ctx.db
      .selectFrom('question')
      .select('answer')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.answer).toBe('Changed: from 22:00.');
    const queued = await ctx.db
      .selectFrom('mail_outbox')
      .select(['id', 'state', 'attempts', 'last_error', 'next_attempt_at'])
      .where('kind', '=', 'answer')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({
      state: 'queued',
      attempts: 1,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    // The first retry comes within a minute (MAIL_RETRY_SECONDS, 30 s): brought forward here.
    expect(queued.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(20_000);
    expect(queued.next_attempt_at.getTime() - Date.now()).toBeLessThanOrEqual(30_000);
    await ctx.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date() })
      .where('id', '=', queued.id)
      .execute();
    await delivered();
    expect(mailsTo(sink, from, 'mn-zh@example.com').map((m) => m.text)).toEqual([
      expect.stringContaining('Changed: from 22:00.'),
    ]);
  });
});
