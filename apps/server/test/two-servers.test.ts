import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionCacheOf } from '../src/auth/session-cache.ts';
import { sessionQueries } from '../src/auth/session-service.ts';
import { authFixture, PASSWORD } from './helpers/auth-fixture.ts';
import { upload } from './helpers/profile-fixture.ts';
import { startTestS3, type TestS3 } from './helpers/test-s3.ts';
import { codeFromMail, startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Two app servers on one PostgreSQL behave as one: nothing a request leaves behind (session, code, key,
// lock count, file) lives in a server's memory. Files are shared either through one folder (a shared
// mount) or, with no shared folder at all, through one S3 bucket. Each server keeps the sessions it has
// resolved in memory (the session cache, on by default): a change on one must refuse the session on the
// other at the very next request.
describe.runIf(testDatabases.includes('postgres')).each(['storage folder', 'S3 bucket'] as const)(
  'two app servers on one PostgreSQL and one %s',
  (storage) => {
    let a: TestServer;
    let b: TestServer;
    let s3: TestS3 | undefined;
    beforeAll(async () => {
      s3 = storage === 'S3 bucket' ? await startTestS3() : undefined;
      a = await startTestServer('postgres', s3?.env ?? {});
      const shared = {
        DATABASE_URL: a.built.ctx.config.databaseUrl ?? '',
        ...(s3 ? s3.env : { DATA_DIR: a.dataDir }),
      };
      b = await startTestServer('postgres', shared);
      await a.importFixture(authFixture);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await s3?.close();
    });

    it('hand out the same RSA key, so a password encrypted for one is read by the other', async () => {
      const key = async (s: TestServer) =>
        (
          await s.post<{ data: { publickey: string } }>('/connect', {
            deviceid: '1',
            token: 'tender-portal-web',
          })
        ).data.publickey;
      expect(await key(a)).toBe(await key(b));
    });

    it('accept on one the code sent by the other, and share the session', async () => {
      const password = await a.encrypt(PASSWORD);
      expect(
        (await a.post('/common/gencode', { suppliername: 'alice', password, isforget: false })).code,
      ).toBe(0);
      const code = codeFromMail(await a.latestMailTo('alice@example.com'));
      const login = await b.post<{ data: { token: string } }>('/common/userlogin', {
        loginid: 'alice',
        password,
        logintype: 'WEB',
        code,
        deviceid: '222222',
        devicedesc: 'two servers',
      });
      expect(login.code).toBe(0);
      const token = login.data.token;
      expect((await a.post('/checksession', {}, token)).code).toBe(0);
      expect((await b.post('/checksession', {}, token)).code).toBe(0);
      // Both now answer from memory.
      await expectServedFromCache(token);
      expect((await a.post('/logout', { token }, token)).code).toBe(0);
      expect((await b.post('/checksession', {}, token)).code).toBe(2000003);
      expect((await a.post('/checksession', {}, token)).code).toBe(2000003);
    });

    /** The next check of the token on each server runs no session query. */
    async function expectServedFromCache(token: string) {
      expect(sessionCacheOf(a.built.ctx.db)?.isListening).toBe(true);
      expect(sessionCacheOf(b.built.ctx.db)?.isListening).toBe(true);
      const load = vi.spyOn(sessionQueries, 'load');
      expect((await b.post('/checksession', {}, token)).code).toBe(0);
      expect((await a.post('/checksession', {}, token)).code).toBe(0);
      expect(load).not.toHaveBeenCalled();
      load.mockRestore();
    }

    it('serve through one a file uploaded through the other', async () => {
      const token = await a.login('alice', PASSWORD);
      const supplier = await a.built.ctx.db
        .selectFrom('supplier')
        .select('id')
        .where('code', '=', 'SAUTH1')
        .executeTakeFirstOrThrow();
      const sent = await upload(
        a,
        token,
        { name: 'insurance.txt', bytes: 'public liability cover, HKD 10,000,000' },
        { ownerid: supplier.id, ownertable: 'SUPPLIER', description: 'Insurance' },
      );
      expect(sent.code).toBe(0);
      const res = await fetch(`${b.url}${sent.data?.docurl ?? ''}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('public liability cover, HKD 10,000,000');
      if (s3) {
        // The bytes went to the bucket: neither server has a files folder to share.
        expect(existsSync(join(a.dataDir, 'files'))).toBe(false);
        expect(existsSync(join(b.dataDir, 'files'))).toBe(false);
      }
    });

    it('count wrong passwords across both toward the lock, and refuse the locked session on both', async () => {
      const token = await a.login('bob', PASSWORD);
      expect((await b.post('/checksession', {}, token)).code).toBe(0);
      expect((await a.post('/checksession', {}, token)).code).toBe(0);
      await expectServedFromCache(token);
      const wrong = async (s: TestServer) =>
        (
          await s.post('/common/gencode', {
            suppliername: 'bob',
            password: await s.encrypt('Wrong#pass1'),
            isforget: false,
          })
        ).code;
      for (const s of [a, b, a, b, a]) expect(await wrong(s)).toBe(2000007);
      const right = await b.post('/common/gencode', {
        suppliername: 'bob',
        password: await b.encrypt(PASSWORD),
        isforget: false,
      });
      expect(right.code).toBe(3000006);
      expect((await b.post('/checksession', {}, token)).code).toBe(2000003);
      expect((await a.post('/checksession', {}, token)).code).toBe(2000003);
    });

    it('refuse on the other, at the next request, every session of a password changed on one', async () => {
      const first = await a.login('alice', PASSWORD);
      const second = await a.login('alice', PASSWORD);
      for (const s of [a, b])
        for (const t of [first, second]) expect((await s.post('/checksession', {}, t)).code).toBe(0);
      await expectServedFromCache(first);
      await expectServedFromCache(second);
      const changed = await a.post(
        '/account/editaccount',
        {
          hrid: 'HRALICE',
          password: await a.encrypt('Fresh#2026aa'),
          oldpassword: await a.encrypt(PASSWORD),
        },
        first,
      );
      expect(changed.code).toBe(0);
      expect((await b.post('/checksession', {}, first)).code).toBe(2000003);
      expect((await b.post('/checksession', {}, second)).code).toBe(2000003);
      expect((await a.post('/checksession', {}, second)).code).toBe(2000003);
      const fresh = await a.login('alice', 'Fresh#2026aa');
      expect((await a.post('/checksession', {}, fresh)).code).toBe(0);
    });

    it('hold back on the other, at the next request, a session whose password support marked to change', async () => {
      const token = await a.login('alice', 'Fresh#2026aa');
      expect((await b.post('/checksession', {}, token)).code).toBe(0);
      const supplierCall = (s: TestServer) => s.post('/tenderquestion/list', { rfqnum: 'RFQ0' }, token);
      const before = (await supplierCall(b)).code;
      expect(before).not.toBe(3000007);
      await a.built.ctx.db
        .updateTable('app_user')
        .set({ must_change_password: true })
        .where('loginid', '=', 'alice')
        .execute();
      expect((await supplierCall(b)).code).toBe(3000007);
      // Still a session: it may check itself and change its password.
      expect((await b.post('/checksession', {}, token)).code).toBe(0);
    });
  },
);
