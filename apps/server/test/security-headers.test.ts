import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSession } from '../src/auth/session-service.ts';
import { downloadLinks } from '../src/http/download-links.ts';
import { idsOf, importProfileFixture, PROFILE_PASSWORD } from './helpers/profile-fixture.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 14, items 17 and 18: security headers with a strict policy, and no signed link in the log.
describe.each(testDatabases)('security headers and request logs on %s', (kind) => {
  let server: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    const web = await mkdtemp(join(tmpdir(), 'tp-web-'));
    await mkdir(join(web, 'assets'));
    // What Vite writes with html.cspNonce: the placeholder on the page's own tags and in a meta tag.
    await writeFile(
      join(web, 'index.html'),
      '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" />' +
        '<script type="module" crossorigin src="/assets/app-1.js" nonce="__CSP_NONCE__"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    await writeFile(join(web, 'assets', 'app-1.js'), 'console.info(1)');
    const stream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    server = await startTestServer(kind, { WEB_DIST: web, TRUST_PROXY: '1' }, { level: 'info', stream });
    await importProfileFixture(server);
  });
  afterAll(() => server?.close());

  const directives = (policy: string | null) =>
    new Map(
      (policy ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name as string, values]),
    );

  it('serves the page with a policy of its own scripts and styles, and a fresh style nonce each time', async () => {
    const first = await fetch(`${server.url}/tenders`);
    const second = await fetch(`${server.url}/tenders`);
    const html = await first.text();
    const policy = directives(first.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    const style = policy.get('style-src') ?? [];
    expect(style[0]).toBe("'self'");
    expect(style).toHaveLength(2);
    const nonce = /^'nonce-([A-Za-z0-9+/=]{20,})'$/.exec(style[1] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(first.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    // The page carries the same nonce where the placeholder was, and no placeholder is left.
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}"`);
    expect(html).not.toContain('__CSP_NONCE__');
    expect(second.headers.get('content-security-policy')).not.toContain(nonce as string);
    await second.text();
  });

  it("keeps the headers that were there and adds the rest of helmet's", async () => {
    for (const path of ['/', '/samex/rest/health', '/assets/app-1.js', '/samex/rest/no/such/path']) {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('same-origin');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
    const api = await fetch(`${server.url}/samex/rest/health`);
    expect(api.headers.get('cache-control')).toBe('no-store');
  });

  it('sends HSTS only when the portal is reached over HTTPS', async () => {
    const plain = await fetch(`${server.url}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const viaTls = await fetch(`${server.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaTls.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    await Promise.all([plain.text(), viaTls.text()]);
  });

  it('logs the path of a signed download link without its query string', async () => {
    const ids = await idsOf(server);
    const token = await server.login('pat', PROFILE_PASSWORD);
    const doc = await server.built.ctx.db
      .selectFrom('document')
      .select('id')
      .where('ownertable', '=', 'SUPPLIER')
      .where('ownerid', '=', ids.s1)
      .executeTakeFirstOrThrow();
    const links = await downloadLinks(server.built.ctx.db);
    const url = links.urlFor(doc.id, (await resolveSession(server.built.ctx.db, token)).sessionId);
    const sig = new URL(url, server.url).searchParams.get('sig') as string;
    const res = await fetch(`${server.url}${url}`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const log = logLines.join('');
    expect(log).toContain(`/samex/rest/file/${doc.id}`);
    expect(log).not.toContain(sig);
    expect(log).not.toContain('sig=');
  });
});
