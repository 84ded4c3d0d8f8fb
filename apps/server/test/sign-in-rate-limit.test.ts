import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { authFixture, PASSWORD } from './helpers/auth-fixture.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

/** The production limits: the test helper raises them for the other suites, '' restores the default. */
const DEFAULT_LIMITS = { SIGNIN_FAILURE_LIMIT: '', SIGNIN_FAILURE_WINDOW_SECONDS: '' };

async function post(server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/samex/rest${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message?: string };
}

/** A log sink that keeps every JSON line the server writes. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { stream, level: 'info' } };
}

function remoteAddresses(lines: Record<string, unknown>[]): string[] {
  return lines
    .map((l) => (l.req as { remoteAddress?: string } | undefined)?.remoteAddress)
    .filter((a): a is string => typeof a === 'string');
}

// Issue 14, items 6 and 7: failed sign-in attempts are limited per client address, counted in the
// database, and the client address is the socket's unless a proxy is configured as trusted.
describe.each(testDatabases)('sign-in rate limit and client address on %s', (kind) => {
  it('refuses a spray of 200 login ids from one address after a few failures, coded and translated', async () => {
    const server = await startTestServer(kind, DEFAULT_LIMITS);
    try {
      await server.importFixture(authFixture);
      const password = await server.encrypt('Wrong#pass1');
      const replies: { code: number; message?: string }[] = [];
      for (let i = 0; i < 200; i += 20) {
        const batch = Array.from({ length: 20 }, (_, j) =>
          post(
            server,
            '/common/gencode',
            { suppliername: `guess${i + j}`, password, isforget: false },
            { langcode: 'ZH' },
          ),
        );
        replies.push(...(await Promise.all(batch)));
      }
      const evaluated = replies.filter((r) => r.code === 2000006).length;
      const refused = replies.filter((r) => r.code === 3000012);
      expect(evaluated + refused.length).toBe(200);
      expect(evaluated).toBeLessThanOrEqual(40);
      expect(refused[0]?.message).toBe('尝试次数过多，请稍后再试。');
      // Every sign-in call is refused for that address now, even with the right password...
      expect(
        (
          await post(server, '/common/gencode', {
            suppliername: 'alice',
            password: await server.encrypt(PASSWORD),
            isforget: false,
          })
        ).code,
      ).toBe(3000012);
      expect((await post(server, '/common/verification', { suppliername: 'alice', type: 1 })).code).toBe(
        3000012,
      );
      // ...and a forged X-Forwarded-For does not make it another client (no proxy is trusted).
      expect(
        (
          await post(
            server,
            '/common/gencode',
            { suppliername: 'guess-xff', password, isforget: false },
            { 'x-forwarded-for': '6.6.6.6' },
          )
        ).code,
      ).toBe(3000012);
      // The count lives in the database, where every app server on it sees the same number.
      const rows = await server.built.ctx.db.selectFrom('rate_limit').select(['key', 'count']).execute();
      expect(rows.some((r) => r.key.includes('127.0.0.1') && r.count >= evaluated)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('never refuses a supplier who signs in normally, again and again', async () => {
    const server = await startTestServer(kind, DEFAULT_LIMITS);
    try {
      await server.importFixture(authFixture);
      for (let i = 0; i < 12; i++) {
        const token = await server.login('alice', PASSWORD);
        expect((await post(server, '/checksession', {}, { authorization: token })).code).toBe(0);
        expect((await post(server, '/logout', {}, { authorization: token })).code).toBe(0);
      }
      // A few typing mistakes along the way do not lock the office out either.
      for (let i = 0; i < 3; i++)
        expect(
          (
            await post(server, '/common/gencode', {
              suppliername: 'bob',
              password: await server.encrypt('Typo#pass1'),
              isforget: false,
            })
          ).code,
        ).toBe(2000007);
      expect(await server.login('bob', PASSWORD)).toBeTruthy();
    } finally {
      await server.close();
    }
  });

  it('logs the socket address, not X-Forwarded-For, unless TRUST_PROXY names the proxy', async () => {
    const plain = logSink();
    const direct = await startTestServer(kind, {}, plain.logger);
    try {
      await post(direct, '/common/siteinfo', {}, { 'x-forwarded-for': '6.6.6.6' });
      const seen = remoteAddresses(plain.lines);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen).not.toContain('6.6.6.6');
    } finally {
      await direct.close();
    }
    const proxied = logSink();
    const behind = await startTestServer(kind, { TRUST_PROXY: '127.0.0.1' }, proxied.logger);
    try {
      await post(behind, '/common/siteinfo', {}, { 'x-forwarded-for': '6.6.6.6' });
      expect(remoteAddresses(proxied.lines)).toContain('6.6.6.6');
    } finally {
      await behind.close();
    }
  });
});
