import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../src/questions/answer-question.ts';
import { SERVER_ROOT } from '../src/server-root.ts';
import { expectPortalMail, mailsSince, mailsTo } from './helpers/mail-expectations.ts';
import { grantBuyer, login, mailLog, rfqAudit, staffUser, supplierUser } from './helpers/outcome-fixture.ts';
import type { ReadMail } from './helpers/read-mail.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 17, the buyer's questions inbox: the questions on the RFQs of the buyer's site, unanswered first
// then newest first, with who asked; an answer to the asker alone or to every invitee, mailed in each
// reader's language and recorded in mail_log; an empty answer refused; the admin command line's answer
// still working through the same code.

const run = promisify(execFile);
type Row = Record<string, unknown>;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'BQ-A', name: 'Alpha Asking Ltd' },
    { code: 'BQ-B', name: 'Beta Building Ltd' },
    { code: 'BQ-C', name: 'Gamma Catering Ltd' },
    { code: 'BQ-D', name: 'Delta Declining Ltd' },
  ],
  users: [
    supplierUser('bq-a', 'Ann Asker', 'BQ-A', 'EN'),
    supplierUser('bq-b', 'Bai Beta', 'BQ-B', 'ZH'),
    supplierUser('bq-b2', 'Bo Beta', 'BQ-B', 'ZHT'),
    supplierUser('bq-c', 'Chan Gamma', 'BQ-C', 'ZHT'),
    supplierUser('bq-d', 'Dan Delta', 'BQ-D', 'EN'),
    staffUser('bq-buyer', 'Vivian Buyer'),
    staffUser('bq-buyer-sg', 'Sally Singapore', 'SGHQ'),
  ],
  rfqs: [
    { rfqnum: 'BQ-R-1', description: 'Lobby cleaning', siteid: 'HKHQ', closingdate: 'today+10d' },
    { rfqnum: 'BQ-R-2', description: 'Pool repair', siteid: 'HKHQ', closingdate: 'today+10d' },
    { rfqnum: 'BQ-R-SG', description: 'Singapore laundry', siteid: 'SGHQ', closingdate: 'today+10d' },
  ],
  invitations: [
    { udztbnum: 'BQ-1-A', rfqnum: 'BQ-R-1', supplier: 'BQ-A', status: 'WTQUOTE' },
    { udztbnum: 'BQ-1-B', rfqnum: 'BQ-R-1', supplier: 'BQ-B', status: 'NEW' },
    { udztbnum: 'BQ-1-C', rfqnum: 'BQ-R-1', supplier: 'BQ-C', status: 'SUBMITED' },
    { udztbnum: 'BQ-1-D', rfqnum: 'BQ-R-1', supplier: 'BQ-D', status: 'DECLINED' },
    { udztbnum: 'BQ-2-C', rfqnum: 'BQ-R-2', supplier: 'BQ-C', status: 'WTQUOTE' },
    { udztbnum: 'BQ-SG-A', rfqnum: 'BQ-R-SG', supplier: 'BQ-A', status: 'WTQUOTE' },
  ],
  questions: [
    {
      key: 'BQ-Q-OLD',
      rfqnum: 'BQ-R-2',
      supplier: 'BQ-C',
      question: 'Is the pool drained?',
      createdate: daysAgo(3),
    },
    {
      key: 'BQ-Q-DONE',
      rfqnum: 'BQ-R-2',
      supplier: 'BQ-C',
      question: 'Which tiles?',
      createdate: daysAgo(2),
      answer: 'Blue mosaic.',
      answerall: true,
    },
    {
      key: 'BQ-Q-SG',
      rfqnum: 'BQ-R-SG',
      supplier: 'BQ-A',
      question: 'Which detergent?',
      createdate: daysAgo(1),
    },
  ],
};

interface Question {
  questionid: number;
  rfqnum: string;
  rfqdescription: string;
  suppliercode: string;
  suppliername: string;
  askedby: string;
  question: string;
  answer: string;
  answerall: boolean;
  answeredat: string | null;
}

const only = (mails: ReadMail[]): ReadMail => {
  expect(mails).toHaveLength(1);
  return mails[0] as ReadMail;
};

describe.each(testDatabases)('the buyer questions inbox on %s', (kind) => {
  let server: TestServer;
  let sink: SmtpSink;
  let buyer: string;
  let buyerSg: string;
  let supplierA: string;
  let supplierB: string;
  const ids: Record<string, number> = {};

  const list = (body: Row = {}, token = buyer) =>
    server.post<{ data: { questions: Question[]; totalcount: number } }>('/buyer/question/list', body, token);
  /** Answers, and waits for the answer's mails to have gone (they are queued with it). */
  const answer = async (body: Row, token = buyer, lang?: string) => {
    const reply = await server.post('/buyer/question/answer', body, token, lang);
    await server.built.ctx.tasks.idle();
    return reply;
  };
  const ask = async (token: string, rfqnum: string, question: string) => {
    const reply = await server.post<{ data: { questionid: number } }>(
      '/tenderquestion/add',
      { rfqnum, question },
      token,
    );
    expect(reply.code).toBe(0);
    return reply.data.questionid;
  };
  const supplierView = async (token: string, rfqnum: string) =>
    (
      await server.post<{
        data: { questionResList: Array<{ question: string; answer: string; mine: string }> };
      }>('/tenderquestion/list', { rfqnum }, token)
    ).data.questionResList;
  const stored = (id: number) =>
    server.built.ctx.db
      .selectFrom('question')
      .select(['answer', 'answerall', 'answered_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url, REMINDER_HOURS: '0' });
    await server.importFixture(fixture);
    await grantBuyer(server, ['bq-buyer', 'bq-buyer-sg']);
    buyer = await login(server, sink, 'bq-buyer');
    buyerSg = await login(server, sink, 'bq-buyer-sg');
    supplierA = await login(server, sink, 'bq-a');
    supplierB = await login(server, sink, 'bq-b');
    const imported = await server.built.ctx.db.selectFrom('question').select(['id', 'importkey']).execute();
    for (const row of imported) ids[row.importkey ?? ''] = row.id;
    ids.A = await ask(supplierA, 'BQ-R-1', 'Is night work allowed?');
    ids.B = await ask(supplierB, 'BQ-R-1', '可以使用客用电梯吗？');
    // Each question is told to the RFQ's buyer (issue 35, item 13); those mails go before the tests count.
    await server.built.ctx.tasks.idle();
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it("lists the site's questions: unanswered first, newest first, with who asked", async () => {
    const reply = await list();
    expect(reply.code).toBe(0);
    expect(reply.data.totalcount).toBe(4);
    expect(reply.data.questions.map((q) => [q.questionid, q.answer])).toEqual([
      [ids.B, ''],
      [ids.A, ''],
      [ids['BQ-Q-OLD'], ''],
      [ids['BQ-Q-DONE'], 'Blue mosaic.'],
    ]);
    expect(reply.data.questions[1]).toMatchObject({
      rfqnum: 'BQ-R-1',
      rfqdescription: 'Lobby cleaning',
      suppliercode: 'BQ-A',
      suppliername: 'Alpha Asking Ltd',
      askedby: 'Ann Asker',
      question: 'Is night work allowed?',
      answerall: false,
      answeredat: null,
    });
    // An imported question names no asker.
    expect(reply.data.questions[2]).toMatchObject({ suppliercode: 'BQ-C', askedby: '' });
    expect(reply.data.questions[3]?.answeredat).not.toBeNull();
  });

  it('narrows to the unanswered, to one RFQ, and pages', async () => {
    const open = await list({ unanswered: '1' });
    expect(open.data.questions.map((q) => q.questionid)).toEqual([ids.B, ids.A, ids['BQ-Q-OLD']]);
    expect(open.data.totalcount).toBe(3);
    const pool = await list({ rfqnum: 'BQ-R-2' });
    expect(pool.data.questions.map((q) => q.questionid)).toEqual([ids['BQ-Q-OLD'], ids['BQ-Q-DONE']]);
    const page = await list({ page: 2, pagesize: 1 });
    expect(page.data.questions.map((q) => q.questionid)).toEqual([ids.A]);
    expect(page.data.totalcount).toBe(4);
    // Another site's buyer sees its own site's question only, and none of this RFQ.
    const sg = await list({}, buyerSg);
    expect(sg.data.questions.map((q) => q.questionid)).toEqual([ids['BQ-Q-SG']]);
    expect((await list({ rfqnum: 'BQ-R-1' }, buyerSg)).code).toBe(4000001);
    expect((await list({ rfqnum: 'NO-SUCH-RFQ' })).code).toBe(4000001);
  });

  it('refuses an empty answer, an unknown question and another site’s, changing nothing', async () => {
    const from = sink.received.length;
    for (const text of ['', '  \n ']) {
      const reply = await answer({ questionid: ids.A, answer: text, answerall: 0 });
      expect(reply.code).toBe(5600008);
      expect(reply.message).toBe('Please enter an answer.');
    }
    expect((await answer({ questionid: ids.A, answer: '', answerall: 0 }, buyer, 'ZHT')).message).toBe(
      '請輸入答覆。',
    );
    expect((await answer({ questionid: 99_999_999, answer: 'Yes', answerall: 0 })).code).toBe(5600014);
    expect((await answer({ questionid: 3_000_000_000, answer: 'Yes', answerall: 0 })).code).toBe(5600014);
    expect((await answer({ questionid: ids.A, answer: 'Yes', answerall: 0 }, buyerSg)).code).toBe(5600014);
    expect((await answer({ questionid: ids['BQ-Q-SG'], answer: 'Yes', answerall: 0 })).code).toBe(5600014);
    expect(await stored(ids.A as number)).toMatchObject({ answer: '', answered_at: null });
    expect(sink.received.length).toBe(from);
    // A supplier, and staff without the role, are refused the inbox.
    expect((await list({}, supplierA)).code).toBe(1000004);
  });

  it('answers privately: the asker alone is mailed, and no other invitee sees it', async () => {
    const from = sink.received.length;
    const reply = await answer({
      questionid: ids.A,
      answer: '  Yes, from 23:00 to 06:00.  ',
      answerall: false,
    });
    expect(reply.code).toBe(0);
    expect(await stored(ids.A as number)).toMatchObject({
      answer: 'Yes, from 23:00 to 06:00.',
      answerall: false,
    });
    const sent = mailsSince(sink, from);
    expect(sent.map((m) => m.to)).toEqual([['bq-a@example.com']]);
    const mail = only(sent.map((m) => m.mail));
    expect(mail.subject).toBe('Your question on tender BQ-R-1 has been answered');
    expectPortalMail(mail, 'EN');
    expect(mail.text).toContain(
      'Question:\n  Is night work allowed?\n\nAnswer:\n  Yes, from 23:00 to 06:00.',
    );
    expect(
      (await supplierView(supplierA, 'BQ-R-1')).find((q) => q.mine === '1' && q.answer !== ''),
    ).toBeDefined();
    expect((await supplierView(supplierB, 'BQ-R-1')).map((q) => q.question)).toEqual([
      '可以使用客用电梯吗？',
    ]);
    expect(await mailLog(server, 'BQ-R-1')).toEqual([
      // The buyer told of the two questions, then the answer to its asker alone.
      'supplier-activity bq-buyer@example.com',
      'supplier-activity bq-buyer@example.com',
      'answer bq-a@example.com',
    ]);
    expect(await rfqAudit(server, 'BQ-R-1')).toEqual(['question.answer ->']);
  });

  it('answers publicly: every invitee still taking part is mailed in its language and sees it', async () => {
    const from = sink.received.length;
    const reply = await answer({ questionid: ids.B, answer: '可以，请于 22:00 后使用。', answerall: '1' });
    expect(reply.code).toBe(0);
    const sent = mailsSince(sink, from);
    expect(sent.flatMap((m) => m.to).sort()).toEqual(
      ['bq-a@example.com', 'bq-b2@example.com', 'bq-b@example.com', 'bq-c@example.com'].sort(),
    );
    const en = only(mailsTo(sink, from, 'bq-a@example.com'));
    expect(en.subject).toBe('Clarification on tender BQ-R-1');
    expectPortalMail(en, 'EN');
    const zh = only(mailsTo(sink, from, 'bq-b@example.com'));
    expect(zh.subject).toBe('招标 BQ-R-1 的澄清');
    expectPortalMail(zh, 'ZH');
    const zht = only(mailsTo(sink, from, 'bq-b2@example.com'));
    expect(zht.subject).toBe('招標 BQ-R-1 的澄清');
    expectPortalMail(zht, 'ZHT');
    expect(only(mailsTo(sink, from, 'bq-c@example.com')).subject).toBe('招標 BQ-R-1 的澄清');
    // Another invitee sees the public answer, without who asked.
    expect(
      (await supplierView(supplierA, 'BQ-R-1')).find((q) => q.question === '可以使用客用电梯吗？'),
    ).toMatchObject({ answer: '可以，请于 22:00 后使用。', mine: '0' });
    const log = await mailLog(server, 'BQ-R-1');
    expect(log.filter((row) => row.startsWith('answer ')).sort()).toEqual(
      [
        'answer bq-a@example.com',
        'answer bq-a@example.com',
        'answer bq-b2@example.com',
        'answer bq-b@example.com',
        'answer bq-c@example.com',
      ].sort(),
    );
    const audit = await server.built.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'detail'])
      .where('entity', '=', 'question')
      .where('entity_id', '=', String(ids.B))
      .where('action', 'like', '%answer%')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'question.answer', detail: { answerall: true } });
    expect(audit[0]?.user_id).not.toBeNull();
    // Answered questions go below the unanswered.
    expect((await list({ rfqnum: 'BQ-R-1' })).data.questions.map((q) => q.questionid)).toEqual([
      ids.B,
      ids.A,
    ]);
    expect((await list({ unanswered: true })).data.questions.map((q) => q.questionid)).toEqual([
      ids['BQ-Q-OLD'],
    ]);
  });

  it("keeps the admin command line's answer working through the same code", async () => {
    const from = sink.received.length;
    await answerQuestion(
      server.built.ctx.db,
      { id: ids['BQ-Q-OLD'] as number, answer: 'It is drained on Mondays.', isPublic: false },
      server.built.ctx,
    );
    await server.built.ctx.tasks.idle();
    // An imported question names no asker: every active user of the asking supplier.
    const mail = only(mailsTo(sink, from, 'bq-c@example.com'));
    expect(mail.subject).toBe('您就招標 BQ-R-2 提出的問題已有答覆');
    expectPortalMail(mail, 'ZHT');
    expect(await mailLog(server, 'BQ-R-2')).toEqual(['answer bq-c@example.com']);
    const audit = await server.built.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'question')
      .where('entity_id', '=', String(ids['BQ-Q-OLD']))
      .where('action', 'like', '%answer%')
      .execute();
    expect(audit).toEqual([{ action: 'admin-answer-question', user_id: null }]);
  });

  it.runIf(kind === 'postgres')('answers through `npm run admin -- answer-question` itself', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tp-admin-'));
    const from = sink.received.length;
    try {
      const { stdout } = await run(
        process.execPath,
        [
          '--import',
          'tsx',
          join(SERVER_ROOT, 'src/cli/admin.ts'),
          'answer-question',
          '--id',
          String(ids['BQ-Q-DONE']),
          '--answer',
          'Blue mosaic, 2 cm.',
          '--public',
        ],
        {
          cwd: join(SERVER_ROOT, '../..'),
          env: {
            ...process.env,
            DATABASE_URL: server.built.ctx.config.databaseUrl ?? '',
            DATA_DIR: dataDir,
            SMTP_URL: sink.url,
          },
        },
      );
      // Queued with the answer, then sent by the command itself or by the running server's worker.
      expect(stdout).toMatch(/answer mails queued: [1-9]\d*; \d+ mails sent/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    await server.built.ctx.tasks.idle();
    expect(mailsTo(sink, from, 'bq-c@example.com').map((m) => m.subject)).toEqual(['招標 BQ-R-2 的澄清']);
    expect(await stored(ids['BQ-Q-DONE'] as number)).toMatchObject({
      answer: 'Blue mosaic, 2 cm.',
      answerall: true,
    });
  });
});
