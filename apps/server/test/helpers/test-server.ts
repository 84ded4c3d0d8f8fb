import { constants, publicEncrypt } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/config.ts';
import { importData } from '../../src/import/import-service.ts';
import { assertReplyMatchesContract } from './contract-check.ts';
import { readMail } from './read-mail.ts';
import { copyPgliteTemplate, createPostgresDatabase } from './test-db.ts';

export { bothDatabases, testDatabases } from './test-db.ts';

if (process.env.CI && !process.env.TEST_DATABASE_URL) {
  throw new Error('TEST_DATABASE_URL must be set in CI: the API suite has to run on PostgreSQL too');
}

export interface TestServer {
  url: string;
  built: BuiltApp;
  dataDir: string;
  /** POSTs JSON to /samex/rest`path`; throws when the reply is not what the API contract allows there. */
  post<T = Record<string, unknown>>(
    path: string,
    body: unknown,
    token?: string,
    lang?: string,
  ): Promise<T & ApiReply>;
  importFixture(data: object): Promise<void>;
  encrypt(secret: string): Promise<string>;
  latestMailTo(email: string): Promise<string>;
  login(loginid: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export interface ApiReply {
  code: number;
  message?: string;
  msg?: string;
  data?: Record<string, unknown>;
  status?: string;
  success?: boolean;
}

/**
 * A real server on a random port with a fresh data folder, mail to the outbox, and a fresh migrated
 * database: unless `env` names one already, as a second server of a test or a restored backup does
 * (DATA_DIR, DATABASE_URL); close() removes them all the same.
 */
export async function startTestServer(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  logger: false | object = false,
): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'tp-api-')));
  const pgDb = kind === 'postgres' && !env.DATABASE_URL ? await createPostgresDatabase() : undefined;
  if (kind === 'pglite' && !env.DATA_DIR) await copyPgliteTemplate(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    CODE_RESEND_SECONDS: '0',
    CODES_PER_HOUR: '1000',
    // The suites make many failed sign-ins from 127.0.0.1 on purpose; the limit's own suite sets it back.
    SIGNIN_FAILURE_LIMIT: '100000',
    // Nor do they answer image codes; image-code.test.ts sets the threshold back.
    IMAGE_CODE_AFTER_FAILURES: '100000',
    // Nor do they expect certificate-expiry mails at start; the reminder suites turn them on.
    CERT_REMINDER_DAYS: '0',
    WEB_DIST: join(dataDir, 'no-web'),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const built = await buildApp(config, { logger });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  let publicKey: string | undefined;

  const server: TestServer = {
    url,
    built,
    dataDir,
    async post(path, body, token, lang) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = token;
      if (lang) headers.langcode = lang;
      const res = await fetch(`${url}/samex/rest${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      const reply: unknown = await res.json();
      // Every reply of the suites is checked against the API contract (issue 15).
      assertReplyMatchesContract(path, body, reply);
      return reply as never;
    },
    async importFixture(data) {
      await importData(built.ctx.db, data as never, { baseDir: dataDir, storage: built.ctx.storage });
    },
    async encrypt(secret) {
      if (!publicKey) {
        const r = await server.post<{ data: { publickey: string } }>('/connect', {
          deviceid: '123456',
          token: config.systemToken,
        });
        publicKey = r.data.publickey;
      }
      return publicEncrypt(
        { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(secret),
      ).toString('base64');
    },
    async latestMailTo(email) {
      // Forgot-password codes are mailed after their reply: wait for that work first.
      await built.ctx.tasks.idle();
      const dir = join(dataDir, 'outbox');
      const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
      for (const f of files) {
        const text = await readFile(join(dir, f), 'utf8');
        // Recipients as mailparser reads them, not a pattern over the raw headers.
        const { to } = await readMail(text);
        if (to.some((address) => address.toLowerCase() === email.toLowerCase())) return text;
      }
      throw new Error(`no mail to ${email}`);
    },
    async login(loginid, password) {
      const encrypted = await server.encrypt(password);
      const sent = await server.post('/common/gencode', {
        suppliername: loginid,
        password: encrypted,
        isforget: false,
      });
      if (sent.code !== 0) throw new Error(`gencode failed: ${JSON.stringify(sent)}`);
      const user = await built.ctx.db
        .selectFrom('app_user')
        .select('email')
        .where('loginid', '=', loginid)
        .executeTakeFirstOrThrow();
      const code = codeFromMail(await server.latestMailTo(user.email));
      const r = await server.post<{ data: { token: string } }>('/common/userlogin', {
        loginid,
        password: encrypted,
        logintype: 'WEB',
        code,
        deviceid: '123456',
        devicedesc: 'vitest',
      });
      if (!r.data?.token) throw new Error(`login failed: ${JSON.stringify(r)}`);
      return r.data.token;
    },
    async close() {
      await built.close();
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** The six-digit code of a verification mail (the body carries an ASCII 'verification code: NNNNNN' line). */
export function codeFromMail(mail: string): string {
  const m = /verification code: (\d{6})/.exec(mail);
  if (!m?.[1]) throw new Error('no code in mail');
  return m[1];
}
