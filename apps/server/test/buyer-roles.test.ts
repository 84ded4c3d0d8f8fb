import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail, startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 17: the buyer role. A buyer is a staff user whose roles include 'buyer' (import format
// users[].roles); the login reply says so (isbuyer), and the role 'buyer' of the contract admits only
// such a session: a supplier, or staff without the role, gets 1000004. The role is read with the
// session, so a change reaches the servers' session caches at once.

const PASSWORD = 'Roles#2026test';
const fixture = {
  format: 'tender-portal-import/1',
  suppliers: [{ code: 'ROLE-S', name: 'Role Test Supplies' }],
  users: [
    {
      loginid: 'role.supplier',
      username: 'Role Supplier',
      email: 'role.supplier@example.com',
      password: PASSWORD,
      supplier: 'ROLE-S',
      siteid: 'HK01',
      emailverified: true,
    },
    {
      loginid: 'role.staff',
      username: 'Role Staff',
      email: 'role.staff@example.com',
      password: PASSWORD,
      siteid: 'HK01',
      emailverified: true,
    },
    {
      loginid: 'role.buyer',
      username: 'Role Buyer',
      email: 'role.buyer@example.com',
      password: PASSWORD,
      siteid: 'HK01',
      emailverified: true,
      roles: ['buyer'],
    },
  ],
};

describe.each(testDatabases)('the buyer role on %s', (kind) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const logins: Record<string, Record<string, unknown>> = {};

  async function login(loginid: string): Promise<Record<string, unknown>> {
    const password = await server.encrypt(PASSWORD);
    const sent = await server.post('/common/gencode', { suppliername: loginid, password, isforget: false });
    expect(sent.code).toBe(0);
    const code = codeFromMail(await server.latestMailTo(`${loginid}@example.com`));
    const reply = await server.post('/common/userlogin', {
      loginid,
      password,
      logintype: 'WEB',
      code,
      deviceid: '123456',
      devicedesc: 'vitest',
    });
    expect(reply.code).toBe(0);
    return reply.data as Record<string, unknown>;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.importFixture(fixture);
    for (const who of ['supplier', 'staff', 'buyer']) {
      const data = await login(`role.${who}`);
      logins[who] = data;
      tokens[who] = data.token as string;
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says in the login reply who is a buyer', () => {
    expect([logins.supplier?.isbuyer, logins.staff?.isbuyer, logins.buyer?.isbuyer]).toEqual([0, 0, 1]);
    expect([logins.supplier?.issupplier, logins.staff?.issupplier, logins.buyer?.issupplier]).toEqual([
      1, 0, 0,
    ]);
  });

  it('admits only a buyer to a buyer call', async () => {
    const list = (token: string | undefined) => server.post('/buyer/question/list', {}, token);
    expect((await list(tokens.supplier)).code).toBe(1000004);
    expect((await list(tokens.staff)).code).toBe(1000004);
    expect((await list(undefined)).code).toBe(2000003);
    expect((await list(tokens.buyer)).code).toBe(0);
  });

  it('keeps the staff calls open to a buyer, who is staff', async () => {
    const waiting = await server.post('/util/list', { reqname: 'gethardcopywaiting' }, tokens.buyer);
    expect(waiting.code).toBe(0);
    const bySupplier = await server.post('/util/list', { reqname: 'gethardcopywaiting' }, tokens.supplier);
    expect(bySupplier.code).toBe(1000004);
  });

  it('applies a change of the role to a live session at once', async () => {
    const list = (token: string | undefined) => server.post('/buyer/question/list', {}, token);
    const db = server.built.ctx.db;
    // The staff session is served from the session cache by now; granting the role reaches it.
    expect((await list(tokens.staff)).code).toBe(1000004);
    await db
      .updateTable('app_user')
      .set({ roles: ['buyer'] })
      .where('loginid', '=', 'role.staff')
      .execute();
    await expect.poll(async () => (await list(tokens.staff)).code, { timeout: 5000 }).toBe(0);
    await db.updateTable('app_user').set({ roles: [] }).where('loginid', '=', 'role.staff').execute();
    await expect.poll(async () => (await list(tokens.staff)).code, { timeout: 5000 }).toBe(1000004);
  });

  it('describes the role in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.url}/samex/rest/openapi.json`)).json()) as {
      paths: Record<string, { post?: { description?: string } }>;
    };
    expect(doc.paths['/buyer/question/list']?.post?.description).toMatch(/buyer role/);
  });
});
