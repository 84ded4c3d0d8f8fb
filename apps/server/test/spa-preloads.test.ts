import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// Issue 18 (Lighthouse on a phone): the server names a signed-in page's chunks in its HTML, from the web
// build's route-preloads.json, and sends the build's precompressed scripts as they are.
describe.each(testDatabases)('the web app served on %s', (kind) => {
  let server: TestServer;
  const script = 'export const page = "the tender list";\n'.repeat(80);

  beforeAll(async () => {
    const web = await mkdtemp(join(tmpdir(), 'tp-web-'));
    await mkdir(join(web, 'assets'));
    await writeFile(
      join(web, 'index.html'),
      '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" />' +
        '<script type="module" crossorigin src="/assets/app-1.js" nonce="__CSP_NONCE__"></script></head>' +
        // Over @fastify/compress's threshold (1 KB), as the real page is (about 7 KB).
        `<body><div id="root"></div><!-- ${'the app shell '.repeat(100)}--></body></html>`,
    );
    await writeFile(join(web, 'assets', 'app-1.js'), 'console.info(1)');
    await writeFile(join(web, 'assets', 'list-1.js'), script);
    // Not the file's real compression: shows that the file on disk is what is sent.
    await writeFile(join(web, 'assets', 'list-1.js.br'), brotliCompressSync(`${script}// precompressed\n`));
    await writeFile(
      join(web, 'route-preloads.json'),
      JSON.stringify([
        {
          pattern: '^\\/(tenders|tender-list)\\/?$',
          supplierOnly: true,
          links: [
            { href: '/assets/list-1.js', rel: 'modulepreload' },
            { href: '/assets/table-1.js', rel: 'modulepreload', media: 'not all and (max-width: 991.98px)' },
            { href: '/assets/list-1.css', rel: 'preload' },
            { href: 'https://elsewhere.example/x.js', rel: 'modulepreload' },
            { href: '/assets/x.js', rel: 'modulepreload', media: '"><script>' },
          ],
        },
        {
          pattern: '^\\/homepage$',
          supplierOnly: false,
          links: [{ href: '/assets/home-1.js', rel: 'modulepreload' }],
        },
      ]),
    );
    server = await startTestServer(kind, { WEB_DIST: web });
  });
  afterAll(() => server?.close());

  const page = async (path: string, cookie?: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    return { html: await res.text(), nonce };
  };

  it("names a supplier's page's chunks, with the page's nonce and each viewport's media query", async () => {
    const { html, nonce } = await page('/tender-list?page=2', 'deviceid=123456; issupplier=1');
    expect(nonce).toBeTruthy();
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin href="/assets/list-1.js" nonce="${nonce}">`,
    );
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin href="/assets/table-1.js" media="not all and (max-width: 991.98px)" nonce="${nonce}">`,
    );
    expect(html).toContain(
      `<link rel="preload" as="style" crossorigin href="/assets/list-1.css" nonce="${nonce}">`,
    );
    // Only what the build could have written: its own assets, a plain media query.
    expect(html).not.toContain('elsewhere.example');
    expect(html).not.toContain('/assets/x.js');
    expect(html.indexOf('list-1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('names none to a browser nobody is signed in to, on the sign-in pages, or to staff on a supplier page', async () => {
    expect((await page('/tender-list')).html).not.toContain('list-1.js');
    expect((await page('/login', 'issupplier=1')).html).not.toContain('modulepreload');
    expect((await page('/tenders', 'issupplier=0')).html).not.toContain('list-1.js');
    expect((await page('/homepage', 'issupplier=0')).html).toContain('/assets/home-1.js');
  });

  it('sends a precompressed script as it is, and compresses the others on the fly', async () => {
    const res = await fetch(`${server.url}/assets/list-1.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('accept-encoding');
    expect(res.headers.get('content-type')).toContain('javascript');
    // fetch() decodes it: what arrives is the file on disk, not the server's own compression of the script.
    expect(await res.text()).toBe(`${script}// precompressed\n`);

    const plain = await fetch(`${server.url}/assets/list-1.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('compresses the page itself as the browser accepts (the handler is no route the plugin hooks)', async () => {
    const cookie = 'deviceid=123456; issupplier=1';
    const br = await fetch(`${server.url}/tender-list`, { headers: { cookie, 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('accept-encoding');
    expect(br.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(br.headers.get('content-security-policy')).toContain("'nonce-");
    const html = await br.text();
    expect(html).toContain('/assets/list-1.js');
    expect(html).not.toContain('__CSP_NONCE__');

    const gzip = await fetch(`${server.url}/tender-list`, { headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${server.url}/tender-list`, {
      headers: { cookie, 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('/assets/list-1.js');
    const head = await fetch(`${server.url}/tender-list`, { method: 'HEAD', headers: { cookie } });
    expect(head.status).toBe(200);
  });
});
