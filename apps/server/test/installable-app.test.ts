import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 18, item 12: the files of the installable app as the server hands them out. The service worker
// precaches /index.html as its offline page, so that address must carry a nonce and its policy like
// every other page; the worker and the manifest keep their names from build to build.
describe.each(testDatabases)('installable app files on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    const web = await mkdtemp(join(tmpdir(), 'tp-web-'));
    await mkdir(join(web, 'assets'));
    await mkdir(join(web, 'icons'));
    await writeFile(
      join(web, 'index.html'),
      '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" />' +
        '<link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(web, 'assets', 'app-1.js'), 'console.info(1)');
    await writeFile(join(web, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(web, 'workbox-1a2b3c4d.js'), 'self.workbox = {};');
    await writeFile(join(web, 'manifest.webmanifest'), '{"name":"Tender Portal"}');
    await writeFile(join(web, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    server = await startTestServer(kind, { WEB_DIST: web });
  });
  afterAll(() => server?.close());

  it('serves /index.html, as the worker precaches it, with a fresh nonce and the page policy', async () => {
    const nonces = [];
    for (const path of ['/index.html', '/index.html?__WB_REVISION__=abc123']) {
      const res = await fetch(`${server.url}${path}`);
      const html = await res.text();
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce, path).toBeTruthy();
      expect(html, path).toContain(`nonce="${nonce}"`);
      expect(html, path).not.toContain('__CSP_NONCE__');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('has the service worker and the manifest revalidated, and long-caches only hashed assets', async () => {
    const sw = await fetch(`${server.url}/sw.js`);
    await sw.text();
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    // No Service-Worker-Allowed widening: the worker's scope is the folder it is served from, `/`.
    expect(sw.headers.get('service-worker-allowed')).toBeNull();

    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(await manifest.json()).toEqual({ name: 'Tender Portal' });
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');

    const asset = await fetch(`${server.url}/assets/app-1.js`);
    await asset.text();
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const path of ['/workbox-1a2b3c4d.js', '/icons/icon-192.png']) {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).not.toMatch(/immutable/);
    }
  });

  it('lets the page policy allow the worker and the manifest from the portal itself', async () => {
    const res = await fetch(`${server.url}/appdownload`);
    await res.text();
    const policy = res.headers.get('content-security-policy') ?? '';
    // worker-src and manifest-src fall back to default-src (through script-src for workers): 'self'.
    expect(policy).toMatch(/(^|; )default-src 'self'(;|$)/);
    expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(policy).not.toMatch(/worker-src|manifest-src|child-src/);
  });
});
