import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TERMS_VERSION } from '@tender/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPassword } from '../src/auth/admin-service.ts';
import { hashToken } from '../src/auth/session-service.ts';
import { downloadLinks } from '../src/http/download-links.ts';
import { authFixture, PASSWORD } from './helpers/auth-fixture.ts';
import { codeFromMail, startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 14, item 4: a session that must accept the terms or change its password reaches only the
// change, the terms, the tips, the session check and sign-out; files included.
describe.each(testDatabases)('sessions held to the password change and the terms on %s', (kind) => {
  let server: TestServer;
  let docId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.importFixture(authFixture);
    await writeFile(join(server.dataDir, 'welcome.pdf'), '%PDF-1.4 welcome\n');
    await server.importFixture({
      format: 'tender-portal-import/1',
      suppliers: [
        {
          code: 'SAUTH1',
          name: 'Auth Test Supplies Ltd',
          files: [{ path: 'welcome.pdf', description: 'Welcome pack', atttype: '' }],
        },
      ],
    });
    const doc = await server.built.ctx.db
      .selectFrom('document')
      .select('id')
      .where('filename', '=', 'welcome.pdf')
      .executeTakeFirstOrThrow();
    docId = doc.id;
  });
  afterAll(() => server?.close());

  const db = () => server.built.ctx.db;
  const tenderList = { reqname: 'getudztb', pagesize: '10', page: 1, str: '', status: "not in ('')" };
  const file = (token: string) =>
    fetch(`${server.url}/samex/rest/file/${docId}`, { headers: { authorization: token } });
  const signedFile = async (token: string) => {
    const session = await db()
      .selectFrom('session')
      .select('id')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    const links = await downloadLinks(db());
    return fetch(`${server.url}${links.urlFor(docId, session.id)}`);
  };

  /** Every call such a session must not make, each answered 3000007 and none carried out. */
  const expectHeldBack = async (token: string) => {
    expect((await server.post('/util/list', tenderList, token)).code).toBe(3000007);
    expect((await server.post('/supplier/detail', {}, token)).code).toBe(3000007);
    const ack = { ownertable: 'udztb', ownerid: 1, actionid: 7 };
    expect((await server.post('/workflow/submitworkflow', ack, token)).code).toBe(3000007);
    const direct = await file(token);
    expect(direct.status).toBe(403);
    expect(((await direct.json()) as { code: number }).code).toBe(3000007);
    const signed = await signedFile(token);
    expect(signed.status).toBe(403);
    expect(((await signed.json()) as { code: number }).code).toBe(3000007);
  };

  it('a supplier at first login (e-mail not verified) reaches only the terms, tips, change and sign-out', async () => {
    const token = await server.login('newbie', PASSWORD);
    await expectHeldBack(token);
    // What it may do.
    expect((await server.post('/checksession', {}, token)).code).toBe(0);
    expect((await server.post('/util/list', { reqname: 'gettips' }, token)).code).toBe(0);
    expect(
      (await server.post('/util/list', { reqname: 'getmessageutil', templateid: 'timeout' }, token)).code,
    ).toBe(0);
    // The change waits for the terms, which are recorded on the server: who, when, which text.
    const change = async () =>
      server.post(
        '/account/editaccount',
        {
          hrid: 'HRNEWBIE',
          password: await server.encrypt('Mine#2026pass'),
          oldpassword: await server.encrypt(PASSWORD),
        },
        token,
      );
    const early = await change();
    expect(early.code).toBe(3000013);
    expect((await server.post('/account/acceptterms', { version: '1999-01-01' }, token)).code).toBe(1000002);
    const before = new Date(Date.now() - 1000);
    expect((await server.post('/account/acceptterms', { version: TERMS_VERSION }, token)).code).toBe(0);
    const accepted = await db()
      .selectFrom('terms_acceptance')
      .innerJoin('app_user', 'app_user.id', 'terms_acceptance.user_id')
      .select(['terms_acceptance.version', 'terms_acceptance.accepted_at', 'terms_acceptance.session_id'])
      .where('app_user.loginid', '=', 'newbie')
      .execute();
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.version).toBe(TERMS_VERSION);
    expect(accepted[0]?.accepted_at.getTime()).toBeGreaterThan(before.getTime());
    expect(accepted[0]?.session_id).not.toBeNull();
    // Accepting the terms alone opens nothing else: the password change is still due.
    await expectHeldBack(token);
    expect((await change()).code).toBe(0);
    const full = await server.login('newbie', 'Mine#2026pass');
    expect((await server.post('/util/list', tenderList, full)).code).toBe(0);
    expect((await file(full)).status).toBe(200);
    expect((await signedFile(full)).status).toBe(200);
    expect((await server.post('/logout', {}, full)).code).toBe(0);
  });

  it('a session whose password must change cannot download files either', async () => {
    await resetPassword(db(), 'alice', 'Temp#2026pass');
    const encrypted = await server.encrypt('Temp#2026pass');
    await server.post('/common/gencode', { suppliername: 'alice', password: encrypted, isforget: false });
    const code = codeFromMail(await server.latestMailTo('alice@example.com'));
    const r = await server.post<{ data: { token: string } }>('/common/userlogin', {
      loginid: 'alice',
      password: encrypted,
      logintype: 'WEB',
      code,
      deviceid: '1',
      devicedesc: 'test',
    });
    expect(r.code).toBe(3000007);
    await expectHeldBack(r.data.token);
    expect((await server.post('/logout', {}, r.data.token)).code).toBe(0);
  });

  it('a signed-in supplier may record the terms again from the header dialog', async () => {
    const token = await server.login('bob', PASSWORD);
    expect((await server.post('/account/acceptterms', { version: TERMS_VERSION }, token)).code).toBe(0);
    expect((await server.post('/account/acceptterms', { version: TERMS_VERSION })).code).toBe(2000003);
  });
});
