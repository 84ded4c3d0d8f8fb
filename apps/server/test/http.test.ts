import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFixture, PASSWORD } from './helpers/auth-fixture.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

describe.each(testDatabases)('HTTP conventions on %s', (kind) => {
  let server: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    const web = await mkdtemp(join(tmpdir(), 'tp-web-'));
    await mkdir(join(web, 'assets'));
    await writeFile(
      join(web, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    await writeFile(join(web, 'assets', 'app-123.js'), 'console.info(1)');
    const stream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    server = await startTestServer(kind, { WEB_DIST: web }, { level: 'debug', stream });
    await server.importFixture(authFixture);
  });
  afterAll(() => server?.close());

  const raw = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

  it.each([
    '/',
    '/login',
    '/tenders',
    '/homepage',
    '/tenderdetail/U1/3/WTQUOTE',
    '/tenderdetail/U1/3/WTQUOTE/clean',
  ])('serves the app for %s (history fallback)', async (path) => {
    const res = await raw(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('serves built assets as files', async () => {
    const res = await raw('/assets/app-123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers an unknown API path with a coded JSON error, never HTML', async () => {
    for (const [method, path] of [
      ['POST', '/samex/rest/no/such/path'],
      ['GET', '/samex/rest/util/list'],
    ] as const) {
      const res = await raw(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect((await res.json()).code).toBe(1000003);
    }
  });

  it('answers an unknown reqname with 1000003', async () => {
    expect((await server.post('/util/list', { reqname: 'dropeverything' })).code).toBe(1000003);
  });

  it('validates bodies: wrong types and missing fields get 1000002 with a translated message', async () => {
    const wrong = await server.post('/common/userlogin', { loginid: 5, password: [] }, undefined, 'ZHT');
    expect(wrong.code).toBe(1000002);
    expect(wrong.message).toMatch(/^請求無效/);
    const missing = await server.post('/connect', {});
    expect(missing.code).toBe(1000002);
    const tooLong = await server.post('/common/gencode', {
      suppliername: 'x'.repeat(101),
      password: 'a',
      isforget: false,
    });
    expect(tooLong.code).toBe(1000002);
  });

  it('refuses malformed JSON and oversized bodies with coded errors', async () => {
    const bad = await raw('/samex/rest/connect', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"token":',
    });
    expect((await bad.json()).code).toBe(1000002);
    const big = await raw('/samex/rest/connect', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect((await big.json()).code).toBe(1000006);
  });

  it('logs requests with ids but never a password, a code or a token', async () => {
    const token = await server.login('alice', PASSWORD);
    await server.post('/checksession', {}, token);
    const log = logLines.join('');
    expect(log).toMatch(/"reqId":"[0-9a-f-]{36}"/);
    expect(log).not.toContain(token);
    expect(log).not.toContain(PASSWORD);
    const code = /verification code: (\d{6})/.exec(await server.latestMailTo('alice@example.com'))?.[1];
    expect(code).toBeTruthy();
    expect(log).not.toContain(`"${code}"`);
  });
});
