import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminError } from '../src/auth/admin-service.ts';
import { answerQuestion } from '../src/questions/answer-question.ts';
import { EXTRAS_PASSWORD, importExtrasFixture } from './helpers/tender-extras-fixture.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Q&A (getQAList, addQuestion) and the admin answer: a supplier sees its own questions and other
// suppliers' questions only once answered publicly, never who asked them.

interface QuestionItem {
  questionid: number;
  rfqnum: string;
  createdate: string;
  question: string;
  answer: string;
  answerall: '0' | '1';
  mine: '0' | '1';
}
interface QuestionReply {
  data: { questionResList: QuestionItem[]; totalcount: number };
}

describe.each(testDatabases)('tender questions on %s', (kind) => {
  let server: TestServer;
  let a: string;
  let b: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await importExtrasFixture(server);
    a = await server.login('tx-a', EXTRAS_PASSWORD);
    b = await server.login('tx-b', EXTRAS_PASSWORD);
    staff = await server.login('tx-staff', EXTRAS_PASSWORD);
  });
  afterAll(() => server?.close());

  const list = (token: string, rfqnum: string, extra: Record<string, unknown> = {}) =>
    server.post<QuestionReply>(
      '/tenderquestion/list',
      { rfqnum, suppliername: 'TX-B', pageno: 1, pagesize: 10, ...extra },
      token,
    );
  const ask = (token: string, rfqnum: string, question: string, lang?: string) =>
    server.post<{ data: { questionid: number } }>(
      '/tenderquestion/add',
      { rfqnum, suppliername: 'TX-B', question, userid: '1' },
      token,
      lang,
    );

  it("shows own questions and others' public answers, newest first, without the other supplier", async () => {
    const reply = await list(a, 'TX-R-DOCS');
    expect(reply.code).toBe(0);
    expect(reply.data.totalcount).toBe(3);
    expect(reply.data.questionResList.map((q) => [q.question, q.mine, q.answerall])).toEqual([
      ['B asks: which brass polish?', '0', '1'],
      ['A asks: night work?', '1', '0'],
      ['A asks: parking?', '1', '0'],
    ]);
    const publicItem = reply.data.questionResList[0] as QuestionItem;
    expect(Object.keys(publicItem).sort()).toEqual(
      ['answer', 'answerall', 'createdate', 'mine', 'question', 'questionid', 'rfqnum'].sort(),
    );
    expect(publicItem).toMatchObject({ rfqnum: 'TX-R-DOCS', answer: 'Any non-abrasive polish' });
    expect(publicItem.createdate).toBe('2026-01-04T01:00:00.000Z');
    const text = JSON.stringify(reply);
    for (const secret of ['TX-B', 'Beta', 'tx-b', 'B secret', 'Private answer', 'B pending']) {
      expect(text).not.toContain(secret);
    }
  });

  it('pages the list', async () => {
    const first = await list(a, 'TX-R-DOCS', { pageno: '1', pagesize: '2' });
    const second = await list(a, 'TX-R-DOCS', { pageno: '2', pagesize: '2' });
    expect(first.data.questionResList).toHaveLength(2);
    expect(second.data.questionResList.map((q) => q.question)).toEqual(['A asks: parking?']);
    expect(second.data.totalcount).toBe(3);
  });

  it('answers only for RFQs the caller is invited to, and only to suppliers', async () => {
    expect((await list(a, 'TX-R-PRIV')).code).toBe(4000001);
    expect((await list(a, 'NO-SUCH-RFQ')).code).toBe(4000001);
    expect((await ask(a, 'TX-R-PRIV', 'Let me in?')).code).toBe(4000001);
    expect((await list(staff, 'TX-R-DOCS')).code).toBe(1000004);
    expect((await server.post('/tenderquestion/list', { rfqnum: 'TX-R-DOCS' })).code).toBe(2000003);
    expect((await list(a, 'TX-R-DOCS', { pagesize: 0 })).code).toBe(1000002);
  });

  it('refuses blank and overlong questions, with the message in the caller language', async () => {
    expect((await ask(a, 'TX-R-DOCS', '')).code).toBe(5400001);
    const blank = await ask(a, 'TX-R-DOCS', ' \n\t ', 'ZHT');
    expect(blank).toMatchObject({ code: 5400001, message: '請輸入您的問題。' });
    expect((await ask(a, 'TX-R-DOCS', 'x'.repeat(2001))).code).toBe(5400002);
    expect((await list(a, 'TX-R-DOCS')).data.totalcount).toBe(3);
  });

  it('adds a question as the session supplier, whatever the body names, private until answered', async () => {
    const added = await ask(a, 'TX-R-DOCS', `  ${'Q'.repeat(1990)} where?  `);
    expect(added.code).toBe(0);
    const id = added.data.questionid;
    const row = await server.built.ctx.db
      .selectFrom('question')
      .innerJoin('supplier', 'supplier.id', 'question.supplier_id')
      .innerJoin('app_user', 'app_user.id', 'question.asked_by')
      .select(['supplier.code', 'app_user.loginid', 'question.question', 'question.answer'])
      .where('question.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      code: 'TX-A',
      loginid: 'tx-a',
      question: `${'Q'.repeat(1990)} where?`,
      answer: '',
    });
    const mine = (await list(a, 'TX-R-DOCS')).data.questionResList[0];
    expect(mine).toMatchObject({ questionid: id, mine: '1', answer: '' });
    expect((await list(b, 'TX-R-DOCS')).data.questionResList.some((q) => q.questionid === id)).toBe(false);

    // A private answer stays with the asker; a public one reaches B, still without the asker's identity.
    await answerQuestion(server.built.ctx.db, { id, answer: 'Level 2', isPublic: false });
    expect((await list(a, 'TX-R-DOCS')).data.questionResList[0]).toMatchObject({
      answer: 'Level 2',
      answerall: '0',
    });
    expect((await list(b, 'TX-R-DOCS')).data.questionResList.some((q) => q.questionid === id)).toBe(false);
    await answerQuestion(server.built.ctx.db, { id, answer: 'Level 2, east wing', isPublic: true });
    const seenByB = (await list(b, 'TX-R-DOCS')).data.questionResList.find((q) => q.questionid === id);
    expect(seenByB).toMatchObject({ mine: '0', answer: 'Level 2, east wing', answerall: '1' });
    expect(JSON.stringify(seenByB)).not.toMatch(/TX-A|Alpha|tx-a/);
  });

  it('lets B see its own private answers, but never A the private question of B', async () => {
    const questions = (await list(b, 'TX-R-DOCS')).data.questionResList.map((q) => q.question);
    expect(questions).toEqual(
      expect.arrayContaining([
        'B secret: our own scaffold?',
        'B pending: lift access?',
        'B asks: which brass polish?',
      ]),
    );
    expect(questions).not.toContain('A asks: parking?');
    expect((await list(a, 'TX-R-DOCS')).data.questionResList.map((q) => q.question)).not.toContain(
      'B secret: our own scaffold?',
    );
  });

  it('refuses admin answers to unknown questions and blank answers', async () => {
    await expect(
      answerQuestion(server.built.ctx.db, { id: 999_999, answer: 'x', isPublic: false }),
    ).rejects.toThrow(AdminError);
    await expect(
      answerQuestion(server.built.ctx.db, { id: 1, answer: '  ', isPublic: true }),
    ).rejects.toThrow(AdminError);
  });
});
