import { DISPLAY_NAME_MAX } from '@tender/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveSession, sessionQueries } from '../src/auth/session-service.ts';
import { authFixture, PASSWORD } from './helpers/auth-fixture.ts';
import { readMail } from './helpers/read-mail.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 18, item 11: Account Settings (spec 2.11). Both calls act on the session's own user only; every
// refusal is coded and translated; the display name reaches the session cache at the next call.

interface Settings {
  loginid: string;
  username: string;
  email: string;
  language: string;
  mobileprefix: string;
  mobile: string;
}

describe.each(testDatabases)('account settings on %s', (kind) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  let staff: string;

  const db = () => server.built.ctx.db;
  const read = (token: string | undefined, lang?: string) =>
    server.post<{ data: Settings }>('/account/settings', {}, token, lang);
  /** A save as alice unless a token is given; null: no session at all. */
  const update = (body: Record<string, unknown>, token: string | null = alice, lang?: string) =>
    server.post<{ data: Settings }>('/account/updatesettings', body, token ?? undefined, lang);
  const row = (loginid: string) =>
    db()
      .selectFrom('app_user')
      .select(['id', 'hrid', 'username', 'language', 'mobile_prefix', 'mobile'])
      .where('loginid', '=', loginid)
      .executeTakeFirstOrThrow();
  const audits = async (loginid: string) => {
    const { id } = await row(loginid);
    return db()
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'detail'])
      .where('user_id', '=', id)
      .where('action', '=', 'account.settings')
      .orderBy('id')
      .execute();
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.importFixture(authFixture);
    alice = await server.login('alice', PASSWORD);
    bob = await server.login('bob', PASSWORD);
    staff = await server.login('staff', PASSWORD);
  });
  afterAll(() => server?.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("reads the caller's own settings", async () => {
    const r = await read(alice);
    expect(r.code).toBe(0);
    expect(r.data).toEqual({
      loginid: 'alice',
      username: 'Alice Chan',
      email: 'alice@example.com',
      language: 'EN',
      mobileprefix: '',
      mobile: '',
      mobileverified: 0,
    });
    expect((await read(bob)).data.username).toBe('Bob Lee');
  });

  it('saves the name trimmed, the language and the mobile number as digits, in one audited change', async () => {
    const r = await update(
      { username: '  Alice C. Chan ', language: 'ZHT', mobileprefix: '0086', mobile: '138 0013-8000' },
      alice,
      'ZH',
    );
    expect(r.code).toBe(0);
    expect(r.message).toBe('设置已保存。');
    expect(r.msg).toBe(r.message);
    const saved = {
      loginid: 'alice',
      username: 'Alice C. Chan',
      email: 'alice@example.com',
      language: 'ZHT',
      mobileprefix: '0086',
      mobile: '13800138000',
      mobileverified: 0,
    };
    expect(r.data).toEqual(saved);
    expect((await read(alice)).data).toEqual(saved);
    expect(await row('alice')).toMatchObject({
      username: 'Alice C. Chan',
      language: 'ZHT',
      mobile_prefix: '0086',
      mobile: '13800138000',
    });
    const [entry, ...more] = await audits('alice');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ entity: 'app_user', entity_id: String((await row('alice')).id) });
    expect(entry?.detail).toEqual({
      changed: ['username', 'language', 'mobile_prefix', 'mobile'],
      username: { from: 'Alice Chan', to: 'Alice C. Chan' },
      language: { from: 'EN', to: 'ZHT' },
    });

    // The same values again change nothing and write no audit entry.
    expect((await update({ username: 'Alice C. Chan', language: 'ZHT' })).code).toBe(0);
    expect(await audits('alice')).toHaveLength(1);
  });

  it('mails the next sign-in code in the language saved', async () => {
    await update({ language: 'ZHT' });
    const sent = await server.post('/common/gencode', {
      suppliername: 'alice',
      password: await server.encrypt(PASSWORD),
      isforget: false,
    });
    expect(sent.code).toBe(0);
    const mail = await readMail(await server.latestMailTo('alice@example.com'));
    expect(mail.subject).toContain('驗證碼');
    await update({ language: 'EN' });
  });

  it('takes a Taiwan mobile with or without its 0 (kept with it), full-width digits, and removes a number given as empty', async () => {
    expect((await update({ mobileprefix: '0886', mobile: '０９１２ ３４５ ６７８' })).data).toMatchObject({
      mobileprefix: '0886',
      mobile: '0912345678',
    });
    expect((await update({ mobileprefix: '0886', mobile: '912345678' })).data.mobile).toBe('0912345678');
    expect((await update({ mobileprefix: '0853', mobile: '6612 3456' })).data.mobile).toBe('66123456');
    // Empty: no mobile, whatever the prefix says.
    const cleared = await update({ mobileprefix: '0852', mobile: '  ' });
    expect(cleared.data).toMatchObject({ mobileprefix: '', mobile: '' });
    expect(await row('alice')).toMatchObject({ mobile_prefix: null, mobile: null });
    expect((await update({ mobile: '' })).code).toBe(0);
    expect((await update({ mobileprefix: '0852', mobile: '91234567' })).data.mobile).toBe('91234567');
  });

  it('shows the new display name at the next call, through the session cache', async () => {
    const load = vi.spyOn(sessionQueries, 'load');
    expect((await read(alice)).code).toBe(0);
    expect((await read(alice)).code).toBe(0);
    const before = load.mock.calls.length;
    expect((await update({ username: 'Alice Cached' })).code).toBe(0);
    expect((await resolveSession(db(), alice)).username).toBe('Alice Cached');
    // The trigger on app_user dropped the cached session: it was read again.
    expect(load.mock.calls.length).toBeGreaterThan(before);
    expect((await update({ username: 'Alice Chan' })).code).toBe(0);
    expect((await resolveSession(db(), alice)).username).toBe('Alice Chan');
  });

  it.each([
    [{ username: '' }, 5500001, 'Please enter a display name.'],
    // A full-width space is blank too.
    [{ username: ' \u3000 ' }, 5500001, 'Please enter a display name.'],
    [
      { username: 'a'.repeat(DISPLAY_NAME_MAX + 1) },
      5500002,
      `A display name can have at most ${DISPLAY_NAME_MAX} characters.`,
    ],
    [
      { mobileprefix: '0044', mobile: '7911123456' },
      5500003,
      'Please choose the country or region code of the mobile number: 0086, 0852, 0853 or 0886.',
    ],
    [
      { mobile: '91234567' },
      5500003,
      'Please choose the country or region code of the mobile number: 0086, 0852, 0853 or 0886.',
    ],
    [
      { mobileprefix: '0852', mobile: '9123456' },
      5500004,
      'Please enter the mobile number for 0852 as XXXX XXXX (X is a digit).',
    ],
    [
      { mobileprefix: '0853', mobile: '661234567' },
      5500004,
      'Please enter the mobile number for 0853 as XXXX XXXX (X is a digit).',
    ],
    [
      { mobileprefix: '0086', mobile: '23800138000' },
      5500004,
      'Please enter the mobile number for 0086 as 1XX XXXX XXXX (X is a digit).',
    ],
    [
      { mobileprefix: '0086', mobile: '1380013800' },
      5500004,
      'Please enter the mobile number for 0086 as 1XX XXXX XXXX (X is a digit).',
    ],
    [
      { mobileprefix: '0886', mobile: '0212345678' },
      5500004,
      'Please enter the mobile number for 0886 as 09XX XXX XXX (X is a digit).',
    ],
  ])('refuses %j with %i and changes nothing', async (body, code, message) => {
    const before = await row('alice');
    const r = await update({ ...body, language: 'ZH' }, alice, 'EN');
    expect(r.code).toBe(code);
    expect(r.message).toBe(message);
    expect(r.msg).toBe(message);
    expect(await row('alice')).toEqual(before);
  });

  it('says every refusal in the caller language', async () => {
    expect((await update({ username: '' }, alice, 'ZH')).message).toBe('请输入显示名称。');
    expect((await update({ username: '' }, alice, 'ZHT')).message).toBe('請輸入顯示名稱。');
    expect((await update({ mobileprefix: '0852', mobile: '123' }, alice, 'ZH')).message).toBe(
      '请按 XXXX XXXX 的格式输入 0852 的手机号码（X 代表一位数字）。',
    );
    expect((await update({ mobileprefix: '0086', mobile: '123' }, alice, 'ZHT')).message).toBe(
      '請按 1XX XXXX XXXX 的格式輸入 0086 的手機號碼（X 代表一位數字）。',
    );
    expect((await update({ mobileprefix: '1', mobile: '123' }, alice, 'ZHT')).message).toBe(
      '請選擇手機號碼的國家或地區代碼：0086、0852、0853 或 0886。',
    );
    expect((await update({ username: 'b'.repeat(101) }, alice, 'ZHT')).message).toBe(
      '顯示名稱最多可輸入 100 個字元。',
    );
  });

  it.each([
    [{ language: 'FR' }],
    [{ language: 'zh' }],
    [{ language: '' }],
    [{ username: 'a'.repeat(1001) }],
    [{ username: 'Alice\nChan' }],
    [{ username: 42 }],
    [{ mobile: 91234567, mobileprefix: '0852' }],
    [{ mobileprefix: '0852' }],
  ])('refuses the malformed body %j as a bad request', async (body) => {
    const before = await row('alice');
    const r = await update(body);
    expect(r.code).toBe(1000002);
    expect(await row('alice')).toEqual(before);
  });

  it("ignores another user's ids in the body: only the caller's settings change", async () => {
    const other = await row('bob');
    const r = await update({
      hrid: other.hrid,
      userid: String(other.id),
      loginid: 'bob',
      email: 'stolen@example.com',
      username: 'Alice Again',
    });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ loginid: 'alice', username: 'Alice Again', email: 'alice@example.com' });
    expect(await row('bob')).toEqual(other);
    expect((await read(bob)).data).toMatchObject({
      loginid: 'bob',
      username: 'Bob Lee',
      email: 'bob@example.com',
    });
    const read2 = await server.post<{ data: Settings }>('/account/settings', { hrid: other.hrid }, alice);
    expect(read2.data.loginid).toBe('alice');
    expect((await update({ username: 'Alice Chan' })).code).toBe(0);
  });

  it('refuses a signed-out caller and a session held back to its first password change', async () => {
    expect((await read(undefined)).code).toBe(2000003);
    expect((await update({ username: 'Nobody' }, null)).code).toBe(2000003);
    expect((await read('not-a-token')).code).toBe(2000003);
    const leaving = await server.login('bob', PASSWORD);
    expect((await server.post('/logout', {}, leaving)).code).toBe(0);
    expect((await read(leaving)).code).toBe(2000003);
    expect((await update({ username: 'Gone' }, leaving)).code).toBe(2000003);
    expect((await row('bob')).username).toBe('Bob Lee');

    const newbie = await server.login('newbie', PASSWORD);
    expect((await read(newbie)).code).toBe(3000007);
    expect((await update({ username: 'Early' }, newbie)).code).toBe(3000007);
  });

  it('serves staff accounts too (their page is not routed, the call is their own)', async () => {
    const r = await update({ language: 'ZH' }, staff);
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ loginid: 'staff', language: 'ZH', mobileprefix: '' });
  });

  it('keeps the prefix and the number together in the database itself', async () => {
    const { id } = await row('bob');
    const set = (mobile_prefix: string | null, mobile: string | null) =>
      db().updateTable('app_user').set({ mobile_prefix, mobile }).where('id', '=', id).execute();
    await expect(set('0852', null)).rejects.toThrow();
    await expect(set(null, '91234567')).rejects.toThrow();
    await expect(set('0044', '91234567')).rejects.toThrow();
    await expect(set('0852', '12ab5678')).rejects.toThrow();
    await set('0852', '91234567');
    await set(null, null);
  });
});
