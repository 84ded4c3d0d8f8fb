import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
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

  it('logs a client that aborts an upload part-way at info level, not as an error (issue 28)', async () => {
    const token = await server.login('alice', PASSWORD);
    const supplier = await server.built.ctx.db
      .selectFrom('supplier')
      .select('id')
      .where('code', '=', 'SAUTH1')
      .executeTakeFirstOrThrow();
    const from = logLines.length;
    const boundary = 'tp-aborted';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n` +
      `${JSON.stringify({ ownertable: 'SUPPLIER', ownerid: supplier.id })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\n\r\n`;
    const { hostname, port } = new URL(server.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          [
            'POST /samex/rest/common/upload HTTP/1.1',
            `Host: ${hostname}:${port}`,
            `Authorization: ${token}`,
            `Content-Type: multipart/form-data; boundary=${boundary}`,
            `Content-Length: ${head.length + 1_000_000}`,
            '',
            head,
          ].join('\r\n'),
        );
        // Half the file, then the user cancels: the connection goes away mid-body.
        socket.write(Buffer.alloc(500_000), () => setTimeout(() => socket.destroy(), 200));
      });
      socket.on('error', () => {});
      socket.on('close', () => resolve());
    });
    await expect
      .poll(() => logLines.slice(from).some((line) => line.includes('request aborted by the client')))
      .toBe(true);
    const errors = logLines.slice(from).filter((line) => JSON.parse(line).level >= 50);
    expect(errors).toEqual([]);
  });
});
