import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, generatePassword, setRole } from '../src/auth/admin-service.ts';
import { openDatabase } from '../src/db/connect.ts';
import { codeFromMail, startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 17: support makes a buyer with the admin command line (create-user --role buyer, or grant-role
// on an existing staff user); a supplier user never gets a role. Without --password, one is generated
// and printed once.

const PASSWORD = 'Admin#2026role';
const REPO = join(import.meta.dirname, '../../..');
const run = promisify(execFile);

describe.each(testDatabases)('admin roles on %s', (kind) => {
  let server: TestServer;

  async function loginData(
    loginid: string,
    password: string,
  ): Promise<{ code: number; data: Record<string, unknown> }> {
    const encrypted = await server.encrypt(password);
    const sent = await server.post('/common/gencode', {
      suppliername: loginid,
      password: encrypted,
      isforget: false,
    });
    expect(sent.code).toBe(0);
    const email = (
      await server.built.ctx.db
        .selectFrom('app_user')
        .select('email')
        .where('loginid', '=', loginid)
        .executeTakeFirstOrThrow()
    ).email;
    const code = codeFromMail(await server.latestMailTo(email));
    const reply = await server.post('/common/userlogin', {
      loginid,
      password: encrypted,
      logintype: 'WEB',
      code,
      deviceid: '123456',
      devicedesc: 'vitest',
    });
    return { code: reply.code, data: reply.data as Record<string, unknown> };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.importFixture({
      format: 'tender-portal-import/1',
      suppliers: [{ code: 'ADM-S', name: 'Admin Role Supplies' }],
      users: [
        {
          loginid: 'adm.staff',
          username: 'Adm Staff',
          email: 'adm.staff@example.com',
          password: PASSWORD,
          siteid: 'HK01',
          emailverified: true,
        },
        {
          loginid: 'adm.supplier',
          username: 'Adm Supplier',
          email: 'adm.supplier@example.com',
          password: PASSWORD,
          supplier: 'ADM-S',
          emailverified: true,
        },
      ],
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates a buyer with a generated password, held to its first-login steps', async () => {
    const { generatedPassword } = await createUser(server.built.ctx.db, {
      loginid: 'adm.buyer',
      username: 'Adm Buyer',
      email: 'adm.buyer@example.com',
      siteid: 'HK01',
      roles: ['buyer'],
    });
    expect(generatedPassword).toMatch(/^.{16}$/);
    const login = await loginData('adm.buyer', generatedPassword as string);
    expect(login.code).toBe(3000007);
    expect(login.data).toMatchObject({ isbuyer: 1, issupplier: 0, siteid: 'HK01', emailverified: 0 });
    // A given password is used as given, and nothing is generated.
    expect(
      await createUser(server.built.ctx.db, {
        loginid: 'adm.other',
        username: 'Adm Other',
        email: 'adm.other@example.com',
        password: PASSWORD,
      }),
    ).toEqual({});
  });

  it('refuses a role for a supplier user', async () => {
    await expect(
      createUser(server.built.ctx.db, {
        loginid: 'adm.bad',
        username: 'Adm Bad',
        email: 'adm.bad@example.com',
        supplier: 'ADM-S',
        roles: ['buyer'],
      }),
    ).rejects.toThrow(/only for a staff user/);
    await expect(setRole(server.built.ctx.db, 'adm.supplier', 'buyer', true)).rejects.toThrow(
      /only for a staff user/,
    );
    await expect(setRole(server.built.ctx.db, 'nobody', 'buyer', true)).rejects.toThrow(/no user/);
  });

  it('grants and revokes the role of a staff user, audited', async () => {
    const db = server.built.ctx.db;
    await setRole(db, 'adm.staff', 'buyer', true);
    await setRole(db, 'adm.staff', 'buyer', true);
    expect((await loginData('adm.staff', PASSWORD)).data.isbuyer).toBe(1);
    await setRole(db, 'adm.staff', 'buyer', false);
    expect((await loginData('adm.staff', PASSWORD)).data.isbuyer).toBe(0);
    const audit = await db
      .selectFrom('audit_log')
      .innerJoin('app_user', (join) =>
        join.on((eb) => eb(eb.cast('app_user.id', 'text'), '=', eb.ref('audit_log.entity_id'))),
      )
      .select('action')
      .where('app_user.loginid', '=', 'adm.staff')
      .where('action', 'like', 'admin-%-role')
      .orderBy('audit_log.id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['admin-grant-role', 'admin-grant-role', 'admin-revoke-role']);
  });

  it('generates passwords that meet the policy, each different', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatePassword));
    expect(passwords.size).toBe(50);
  });
});

// Each case starts the command line a few times (Node, tsx and the embedded database each time): slow on a
// loaded machine, where one took 61 s.
describe('npm run admin -- create-user --role buyer, grant-role, set-site-threshold', {
  timeout: 180_000,
}, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tp-admin-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes a staff buyer of the site and prints the generated password once', async () => {
    const env = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: '0', DATABASE_URL: '' };
    const admin = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], { cwd: REPO, env });
    const made = await admin(
      'create-user',
      '--loginid',
      'cli.buyer',
      '--username',
      'Cli Buyer',
      '--email',
      'cli.buyer@example.com',
      '--site',
      'HK01',
      '--role',
      'buyer',
    );
    const printed = /password \(shown once, to be changed at first login\): (\S+)/.exec(made.stdout)?.[1];
    expect(printed).toMatch(/^.{16}$/);
    expect(made.stdout).toContain('create-user: done');
    const refused = await admin('grant-role', '--loginid', 'cli.buyer', '--role', 'admin').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('unknown role admin') });

    const handle = await openDatabase({ dataDir });
    try {
      const user = await handle.db
        .selectFrom('app_user')
        .select(['roles', 'siteid', 'supplier_id', 'username', 'password_hash'])
        .where('loginid', '=', 'cli.buyer')
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        roles: ['buyer'],
        siteid: 'HK01',
        supplier_id: null,
        username: 'Cli Buyer',
      });
      expect(user.password_hash).not.toContain(printed as string);
    } finally {
      await handle.close();
    }
  });
  it("grants the approver role and sets a site's own approval threshold (issue 29)", async () => {
    const env = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: '0', DATABASE_URL: '' };
    const admin = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], { cwd: REPO, env });
    expect((await admin('grant-role', '--loginid', 'cli.buyer', '--role', 'approver')).stdout).toContain(
      'grant-role: done',
    );
    await admin('set-site-threshold', '--site', 'HK01', '--amount', '250000.00');
    const refused = await admin('set-site-threshold', '--site', 'HK01', '--amount', '12,000').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('is not an amount') });
    const read = async () => {
      const handle = await openDatabase({ dataDir });
      try {
        const db = handle.db;
        return {
          roles: (
            await db
              .selectFrom('app_user')
              .select('roles')
              .where('loginid', '=', 'cli.buyer')
              .executeTakeFirstOrThrow()
          ).roles,
          threshold: (
            await db
              .selectFrom('site_setting')
              .select('award_approval_threshold')
              .where('siteid', '=', 'HK01')
              .executeTakeFirst()
          )?.award_approval_threshold,
        };
      } finally {
        await handle.close();
      }
    };
    expect(await read()).toEqual({ roles: ['approver', 'buyer'], threshold: '250000.00' });
    await admin('set-site-threshold', '--site', 'HK01', '--clear');
    expect((await read()).threshold).toBeNull();
  });
});
