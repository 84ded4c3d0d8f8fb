import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlockUser } from '../src/auth/admin-service.ts';
import { authFixture, PASSWORD } from './helpers/auth-fixture.ts';
import { type SmsReceiver, startSmsReceiver } from './helpers/sms-receiver.ts';
import { bothDatabases, codeFromMail, startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 32: a verified mobile number (Account Settings) and sign-in by it, with codes by SMS through the
// `webhook` driver to a real HTTP receiver that checks each message's signature. Everything but the way
// the account is named and the code travels is the account sign-in's: the same lockout, throttles and
// answers.

const SECRET = 'a-webhook-secret-of-at-least-32-characters';
const NEW_PASSWORD = 'Moved#2026pw';

const fixture = {
  ...authFixture,
  users: [
    ...authFixture.users,
    // Verified numbers sign in; an unverified one does not.
    mobileUser('mia', '91230001', true),
    mobileUser('noel', '91230002', false),
    mobileUser('lena', '91230005', true),
    mobileUser('ray', '91230006', true),
    // A supplier's first login, with a number verified by the import.
    { ...mobileUser('nina', '91230007', true), emailverified: false },
  ],
};

function mobileUser(loginid: string, mobile: string, verified: boolean) {
  return {
    loginid,
    username: `${loginid[0]?.toUpperCase()}${loginid.slice(1)} Mobile`,
    email: `${loginid}@example.com`,
    password: PASSWORD,
    supplier: 'SAUTH1',
    siteid: 'HKHQ',
    emailverified: true,
    mobileprefix: '0852' as const,
    mobile,
    mobileverified: verified,
  };
}

/** The server's log lines, kept to show that no code is ever written there. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

describe.each(bothDatabases)('mobile number and sign-in by mobile on %s', (kind) => {
  let server: TestServer;
  let sms: SmsReceiver;
  const log = logSink();
  /** Every code this suite was sent, to look for in the log and the records. */
  const codes: string[] = [];

  beforeAll(async () => {
    sms = await startSmsReceiver(SECRET);
    server = await startTestServer(
      kind,
      { SMS_DRIVER: 'webhook', SMS_WEBHOOK_URL: sms.url, SMS_WEBHOOK_SECRET: SECRET },
      log.logger,
    );
    await server.importFixture(fixture);
  });
  afterAll(async () => {
    await server?.close();
    await sms?.close();
  });

  const encrypt = (password: string) => server.encrypt(password);
  const gencode = async (loginid: string, password: string, opts: { mobile?: boolean; lang?: string } = {}) =>
    server.post(
      '/common/gencode',
      {
        suppliername: loginid,
        password: await encrypt(password),
        isforget: false,
        ...(opts.mobile ? { logintype: 'MOBILE' } : {}),
      },
      undefined,
      opts.lang,
    );
  const userlogin = async (loginid: string, password: string, code: string, mobile = true) =>
    server.post<{ data: Record<string, unknown> }>('/common/userlogin', {
      loginid,
      password: await encrypt(password),
      logintype: mobile ? 'MOBILE' : 'WEB',
      code,
      deviceid: '654321',
      devicedesc: 'vitest',
    });
  const smsCode = (to: string) => {
    const code = sms.codeTo(to);
    codes.push(code);
    return code;
  };
  /** /account/verifymobile for a Hong Kong number. */
  const verifyNumber = (token: string, mobile: string, code: string, lang?: string) =>
    server.post<{ data: Record<string, unknown> }>(
      '/account/verifymobile',
      { mobileprefix: '0852', mobile, code },
      token,
      lang,
    );
  const settingsOf = async (token: string) =>
    (await server.post<{ data: Record<string, unknown> }>('/account/settings', {}, token)).data;

  it('verifies a number with the code sent to it, in the reader language, signed', async () => {
    const alice = await server.login('alice', PASSWORD);
    const since = sms.received.length;
    const sent = await server.post(
      '/account/sendmobilecode',
      { mobileprefix: '0852', mobile: '9123 0003' },
      alice,
      'ZHT',
    );
    expect(sent.code).toBe(0);
    expect(sent.message).toBe('驗證碼已透過短訊發送至 +852 91230003，15 分鐘內有效。');
    const [message] = sms.to('+85291230003', since);
    expect(message).toMatchObject({ signed: true, fresh: true });
    expect(message?.text).toMatch(/^【供應商平台】手機號碼驗證碼：\d{6}，15分鐘內有效。/);
    expect(message?.headers['x-tender-message-id']).toMatch(/^[0-9a-f-]{36}$/);
    const code = smsCode('+85291230003');

    // A code proves the number it was sent to, no other; a wrong one is refused.
    const other = await server.post(
      '/account/sendmobilecode',
      { mobileprefix: '0852', mobile: '91230004' },
      alice,
    );
    expect(other.code).toBe(0);
    const otherCode = smsCode('+85291230004');
    const wrongNumber = await verifyNumber(alice, '91230003', otherCode);
    expect(wrongNumber.code).toBe(3000004);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await verifyNumber(alice, '91230003', wrong)).code).toBe(3000004);
    // The newest code of the purpose is the one that counts: send again for 91230003.
    await server.post('/account/sendmobilecode', { mobileprefix: '0852', mobile: '91230003' }, alice);
    const fresh = smsCode('+85291230003');
    const verified = await verifyNumber(alice, '91230003', fresh, 'EN');
    expect(verified.code).toBe(0);
    expect(verified.message).toBe('Your mobile number is verified. You can now use it to sign in.');
    expect(verified.data).toMatchObject({ mobileprefix: '0852', mobile: '91230003', mobileverified: 1 });
    expect(await settingsOf(alice)).toMatchObject({ mobile: '91230003', mobileverified: 1 });
    // Used up.
    expect((await verifyNumber(alice, '91230003', fresh)).code).toBe(3000004);
  });

  it('unverifies a changed number, keeps an unchanged one verified', async () => {
    const alice = await server.login('alice', PASSWORD);
    const update = (body: object) =>
      server.post<{ data: Record<string, unknown> }>('/account/updatesettings', body, alice);
    expect(
      (await update({ mobileprefix: '0852', mobile: '9123-0003', username: 'Alice Chan' })).data,
    ).toMatchObject({ mobileverified: 1 });
    expect((await update({ mobileprefix: '0852', mobile: '91230013' })).data).toMatchObject({
      mobileverified: 0,
    });
    // Back to the number proved before: it must be proved again.
    expect((await update({ mobileprefix: '0852', mobile: '91230003' })).data).toMatchObject({
      mobileverified: 0,
    });
    const refused = await gencode('0852-91230003', PASSWORD, { mobile: true });
    expect(refused.code).toBe(2000006);
  });

  it('refuses a number verified on another account, without an SMS and without saying whose', async () => {
    const bob = await server.login('bob', PASSWORD);
    const since = sms.received.length;
    const taken = await server.post(
      '/account/sendmobilecode',
      { mobileprefix: '0852', mobile: '91230001' },
      bob,
    );
    expect(taken.code).toBe(5500005);
    expect(taken.message).toBe(
      'This mobile number is already verified on another account. Please use another number, or contact supplier support.',
    );
    expect(JSON.stringify(taken)).not.toMatch(/mia/i);
    expect(sms.received.length).toBe(since);
    // Saving it unverified is allowed (a shared office phone); it does not sign in.
    expect(
      (await server.post('/account/updatesettings', { mobileprefix: '0852', mobile: '91230001' }, bob)).code,
    ).toBe(0);
    expect((await settingsOf(bob)).mobileverified).toBe(0);
  });

  it('lets one of two accounts verifying one number at once have it', async () => {
    const [alice, bob] = await Promise.all([server.login('alice', PASSWORD), server.login('bob', PASSWORD)]);
    const body = { mobileprefix: '0853', mobile: '66120009' };
    expect((await server.post('/account/sendmobilecode', body, alice)).code).toBe(0);
    const aliceCode = smsCode('+85366120009');
    expect((await server.post('/account/sendmobilecode', body, bob)).code).toBe(0);
    const bobCode = smsCode('+85366120009');
    const answers = await Promise.all([
      server.post('/account/verifymobile', { ...body, code: aliceCode }, alice),
      server.post('/account/verifymobile', { ...body, code: bobCode }, bob),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 5500005]);
    const owners = await server.built.ctx.db
      .selectFrom('app_user')
      .select('loginid')
      .where('mobile', '=', '66120009')
      .where('mobile_verified_at', 'is not', null)
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('signs in by mobile: the password, then the code sent by SMS', async () => {
    const since = sms.received.length;
    const sent = await gencode('0852-9123 0001', PASSWORD, { mobile: true, lang: 'EN' });
    expect(sent.code).toBe(0);
    expect(sent.message).toBe(
      'A verification code has been sent by SMS to your mobile number ending in 0001. It is valid for 15 minutes.',
    );
    const [message] = sms.to('+85291230001', since);
    expect(message?.signed).toBe(true);
    expect(message?.text).toMatch(/^Supplier Portal sign-in code: \d{6}\. Valid for 15 min\./);
    const code = smsCode('+85291230001');
    const r = await userlogin('0852-91230001', PASSWORD, code);
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ loginid: 'mia', username: 'Mia Mobile', issupplier: 1, emailverified: 1 });
    expect((await server.post('/checksession', {}, String(r.data.token))).code).toBe(0);
    // Used once, by either way of naming the account.
    expect((await userlogin('mia', PASSWORD, code, false)).code).toBe(3000004);
  });

  it('sends no SMS for a wrong password or an unknown, unverified or malformed number, and answers as for an unknown account', async () => {
    const sentBefore = sms.received.length;
    const unknownAccount = await gencode('nobody', PASSWORD);
    expect(unknownAccount.code).toBe(2000006);
    for (const loginid of ['0852-99999999', '0852-91230002', '0852-123', 'mia', '0044-7911123456']) {
      expect(await gencode(loginid, PASSWORD, { mobile: true }), loginid).toEqual(unknownAccount);
      expect((await userlogin(loginid, PASSWORD, '123456')).code, loginid).toBe(2000006);
    }
    expect((await gencode('0852-91230001', 'Wrong#pass1', { mobile: true })).code).toBe(2000007);
    expect(sms.received.length).toBe(sentBefore);
    await unlockUser(server.built.ctx.db, 'mia');
  });

  it('holds a mobile sign-in to the first-login terms and to a forced password change, as an account one', async () => {
    const signIn = async () => {
      expect((await gencode('0852-91230007', PASSWORD, { mobile: true })).code).toBe(0);
      return userlogin('0852-91230007', PASSWORD, smsCode('+85291230007'));
    };
    const first = await signIn();
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ loginid: 'nina', emailverified: 0, issupplier: 1 });
    // Held back: the terms and the password change first.
    expect((await server.post('/account/settings', {}, String(first.data.token))).code).toBe(3000007);
    await server.built.ctx.db
      .updateTable('app_user')
      .set({ email_verified: true, must_change_password: true })
      .where('loginid', '=', 'nina')
      .execute();
    const expired = await signIn();
    expect(expired.code).toBe(3000007);
    expect(expired.data).toMatchObject({ loginid: 'nina' });
    expect((await server.post('/account/settings', {}, String(expired.data.token))).code).toBe(3000007);
  });

  it('counts wrong passwords by mobile and by account name toward one lockout', async () => {
    for (let i = 0; i < 2; i++)
      expect((await gencode('0852-91230005', 'Wrong#pass1', { mobile: true })).code).toBe(2000007);
    for (let i = 0; i < 2; i++)
      expect((await userlogin('lena', 'Wrong#pass1', '123456', false)).code).toBe(2000007);
    expect((await userlogin('0852-91230005', 'Wrong#pass1', '123456')).code).toBe(2000007);
    expect((await gencode('0852-91230005', PASSWORD, { mobile: true })).code).toBe(3000006);
    expect((await gencode('lena', PASSWORD)).code).toBe(3000006);
    await unlockUser(server.built.ctx.db, 'lena');
    expect((await gencode('0852-91230005', PASSWORD, { mobile: true })).code).toBe(0);
    smsCode('+85291230005');
  });

  it('resets a forgotten password by mobile, and tells an unknown number nothing', async () => {
    const forget = (loginid: string) =>
      server.post(
        '/common/gencode',
        { suppliername: loginid, isforget: true, logintype: 'MOBILE' },
        undefined,
        'EN',
      );
    const since = sms.received.length;
    const unknown = await forget('0852-99999998');
    await server.built.ctx.tasks.idle();
    expect(sms.received.length).toBe(since);
    const known = await forget('0852-91230006');
    expect(known).toEqual(unknown);
    expect(known.message).toBe(
      'The verification code will be sent by SMS if the given mobile number is verified on an account.',
    );
    await server.built.ctx.tasks.idle();
    expect(sms.to('+85291230006', since)[0]?.text).toMatch(/^Supplier Portal password reset code: \d{6}\./);
    const code = smsCode('+85291230006');
    const checked = await server.post<{ data: { hrid: string } }>('/common/verification', {
      suppliername: '0852-91230006',
      type: 2,
      code,
      logintype: 'MOBILE',
    });
    expect(checked.code).toBe(0);
    expect(checked.data.hrid).toBe('HRRAY');
    const changed = await server.post('/account/editaccount', {
      hrid: checked.data.hrid,
      password: await encrypt(NEW_PASSWORD),
      verificationcode: code,
    });
    expect(changed.code).toBe(0);
    expect((await gencode('0852-91230006', NEW_PASSWORD, { mobile: true })).code).toBe(0);
    const r = await userlogin('0852-91230006', NEW_PASSWORD, smsCode('+85291230006'));
    expect(r.code).toBe(0);
  });

  it('says so when the gateway does not take the SMS, and records each SMS without its code', async () => {
    sms.answer(503);
    try {
      const failed = await gencode('0852-91230001', PASSWORD, { mobile: true, lang: 'ZH' });
      expect(failed.code).toBe(3000017);
      expect(failed.message).toBe('未能发送载有验证码的短信。请稍后再试，或使用账户名称登录。');
    } finally {
      sms.answer(200);
    }
    const records = await server.built.ctx.db.selectFrom('sms_log').selectAll().orderBy('id').execute();
    expect(records.length).toBeGreaterThanOrEqual(codes.length);
    expect(records.at(-1)).toMatchObject({
      phone: '+85291230001',
      kind: 'login',
      driver: 'webhook',
      status: 'failed',
    });
    expect(records.filter((r) => r.kind === 'mobile' && r.status === 'sent').length).toBeGreaterThanOrEqual(
      5,
    );
    const recorded = JSON.stringify(records);
    const logged = log.lines.join('\n');
    expect(logged).toContain('code sms sent');
    expect(logged).toContain('code sms not sent');
    expect(logged).toContain('+852****0001');
    for (const code of codes) {
      expect(recorded).not.toContain(code);
      expect(logged).not.toContain(code);
    }
  });
});

describe.each(bothDatabases)(
  'sign-in by mobile shares the throttles of the account sign-in on %s',
  (kind) => {
    let server: TestServer;
    let sms: SmsReceiver;

    beforeAll(async () => {
      sms = await startSmsReceiver(SECRET);
      server = await startTestServer(kind, {
        SMS_DRIVER: 'webhook',
        SMS_WEBHOOK_URL: sms.url,
        SMS_WEBHOOK_SECRET: SECRET,
        CODE_RESEND_SECONDS: '60',
        CODES_PER_HOUR: '2',
        IMAGE_CODE_AFTER_FAILURES: '3',
      });
      await server.importFixture(fixture);
    });
    afterAll(async () => {
      await server?.close();
      await sms?.close();
    });

    const gencode = async (loginid: string, password: string, mobile: boolean) =>
      server.post('/common/gencode', {
        suppliername: loginid,
        password: await server.encrypt(password),
        isforget: false,
        ...(mobile ? { logintype: 'MOBILE' } : {}),
      });
    /** Moves every code a minute and a bit into the past: the resend gap is over, the hour is not. */
    const aMinuteLater = () =>
      server.built.ctx.db
        .updateTable('verification_code')
        .set({ created_at: sql<Date>`created_at - interval '61 seconds'` })
        .execute();

    it('keeps one resend gap and one hourly cap for both ways, and one count of failures for the image code', async () => {
      expect((await gencode('mia', PASSWORD, false)).code).toBe(0);
      codeFromMail(await server.latestMailTo('mia@example.com'));
      // The gap: the code just mailed holds the SMS back (failure 1 of the address).
      expect((await gencode('0852-91230001', PASSWORD, true)).code).toBe(3000011);
      expect(sms.received).toHaveLength(0);
      await aMinuteLater();
      expect((await gencode('0852-91230001', PASSWORD, true)).code).toBe(0);
      expect(sms.to('+85291230001')).toHaveLength(1);
      await aMinuteLater();
      // The hour's cap of 2 is reached, by mail and SMS together (failure 2).
      expect((await gencode('mia', PASSWORD, false)).code).toBe(3000011);
      // A wrong password by mobile (failure 3): from now on this address answers an image code, both ways.
      expect((await gencode('0852-91230005', 'Wrong#pass1', true)).code).toBe(2000007);
      expect((await gencode('alice', PASSWORD, false)).code).toBe(3000014);
      expect((await gencode('0852-91230005', PASSWORD, true)).code).toBe(3000014);
      expect(sms.received).toHaveLength(1);
    });
  },
);
