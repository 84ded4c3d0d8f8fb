import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceInvitations } from '../src/notifications/index.ts';
import { COMPANY, expectPortalMail, mailsTo, signIn } from './helpers/mail-expectations.ts';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink.ts';
import { codeFromMail, startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 18, item 6: a verification code goes in the language of the page that asked for it, else in the
// account's; the language chosen on the login page is kept on the server at sign-in (none named: the
// stored one stays), and the mails sent later, outside any request, are written in it.

const PASSWORD = 'Mail#2026lang';

function user(loginid: string, username: string, language: string) {
  return {
    loginid,
    username,
    email: `${loginid}@example.com`,
    password: PASSWORD,
    supplier: 'ML-A',
    siteid: 'HKHQ',
    language,
    emailverified: true,
  };
}

const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [{ code: 'ML-A', name: 'Mail Language Ltd' }],
  users: [user('ml-zht', 'Chan Tai Man', 'ZHT'), user('ml-en', 'Edith English', 'EN')],
};

describe.each(testDatabases)('mail in the reader language on %s', (kind) => {
  let sink: SmtpSink;
  let server: TestServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: sink.url, REMINDER_HOURS: '0' });
    await server.importFixture(fixture);
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  const languageOf = async (loginid: string) =>
    (
      await server.built.ctx.db
        .selectFrom('app_user')
        .select('language')
        .where('loginid', '=', loginid)
        .executeTakeFirstOrThrow()
    ).language;

  const askCode = async (loginid: string, lang?: string, isforget = false) => {
    const password = isforget ? undefined : await server.encrypt(PASSWORD);
    const from = sink.received.length;
    const reply = await server.post(
      '/common/gencode',
      { suppliername: loginid, isforget, ...(password ? { password } : {}) },
      undefined,
      lang,
    );
    expect(reply.code).toBe(0);
    await server.built.ctx.tasks.idle();
    const mails = mailsTo(sink, from, `${loginid}@example.com`);
    expect(mails).toHaveLength(1);
    return mails[0] as (typeof mails)[number];
  };

  it('mails a ZHT user the sign-in code in traditional Chinese, with both parts', async () => {
    const mail = await askCode('ml-zht');
    expect(mail.subject).toBe(`${COMPANY} 供應商平台驗證碼`);
    const code = codeFromMail(mail.text);
    expect(mail.text).toContain(`Chan Tai Man，您好：\n\n您的驗證碼：${code}\n(verification code: ${code})`);
    expect(mail.text).toContain('驗證碼 15 分鐘內有效，只能使用一次。');
    expect(mail.text).toContain('您正在登入供應商平台。如非本人操作，請忽略此電子郵件並通知我們。');
    expect(mail.html).toContain(`<p class="code">${code}</p>`);
    expectPortalMail(mail, 'ZHT');
  });

  it('writes the code in the language of the page that asked for it, without storing it', async () => {
    const mail = await askCode('ml-zht', 'EN');
    expect(mail.subject).toBe(`${COMPANY} Supplier Portal verification code`);
    expect(mail.text).toContain('Dear Chan Tai Man,\n\nYour verification code: ');
    expectPortalMail(mail, 'EN');
    const forgot = await askCode('ml-zht', 'ZH', true);
    expect(forgot.text).toContain('您正在重设密码。');
    expectPortalMail(forgot, 'ZH');
    expect(await languageOf('ml-zht')).toBe('ZHT');
  });

  it('keeps the stored language when a sign-in names none, or one the portal does not have', async () => {
    await signIn(server, sink, { loginid: 'ml-zht', email: 'ml-zht@example.com', password: PASSWORD });
    expect(await languageOf('ml-zht')).toBe('ZHT');
    await signIn(server, sink, {
      loginid: 'ml-zht',
      email: 'ml-zht@example.com',
      password: PASSWORD,
      lang: 'FR',
    });
    expect(await languageOf('ml-zht')).toBe('ZHT');
  });

  it('keeps the language chosen at sign-in, and the next mails use it', async () => {
    expect(await languageOf('ml-en')).toBe('EN');
    await signIn(server, sink, {
      loginid: 'ml-en',
      email: 'ml-en@example.com',
      password: PASSWORD,
      lang: 'zh',
    });
    expect(await languageOf('ml-en')).toBe('ZH');

    // A code asked for without a language, and an invitation mailed after an import: simplified Chinese.
    const code = await askCode('ml-en');
    expect(code.text).toContain('Edith English，您好：\n\n您的验证码：');
    expectPortalMail(code, 'ZH');

    await server.importFixture({
      format: 'tender-portal-import/1',
      rfqs: [{ rfqnum: 'ML-R-1', description: 'Carpet cleaning', siteid: 'HKHQ', closingdate: 'today+9d' }],
      invitations: [{ udztbnum: 'ML-1', rfqnum: 'ML-R-1', supplier: 'ML-A', status: 'NEW' }],
    });
    const from = sink.received.length;
    expect(await announceInvitations(server.built.ctx)).toEqual({ invitations: 1, mails: 2 });
    await server.built.ctx.tasks.idle();
    const [invitation] = mailsTo(sink, from, 'ml-en@example.com');
    expect(invitation?.subject).toBe('招标邀请：ML-R-1');
    expectPortalMail(invitation as NonNullable<typeof invitation>, 'ZH');
    const [other] = mailsTo(sink, from, 'ml-zht@example.com');
    expect(other?.subject).toBe('招標邀請：ML-R-1');
  });
});
