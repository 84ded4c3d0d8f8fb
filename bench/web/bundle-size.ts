import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from '@playwright/test';
import type { Portal } from '../lib/portal-process.ts';
import { restoreInContext, type SignedInState } from './sign-in.ts';

/** zlib's best level: a fixed, reproducible stand-in for what a compressing server sends. */
export const GZIP_LEVEL = 9;

export interface LoadedFile {
  path: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
  /** Body bytes on the wire as the portal served them, and how they were encoded (br, gzip, none). */
  servedBytes: number;
  servedEncoding: string;
}

export interface KindTotal {
  files: number;
  bytes: number;
  gzipBytes: number;
  servedBytes: number;
}

export interface PageBundle {
  /** The path opened, e.g. /login or the tender detail the list links to first. */
  path: string;
  js: KindTotal;
  css: KindTotal;
  files: LoadedFile[];
}

function kindOf(response: Response): LoadedFile['kind'] | null {
  const type = response.headers()['content-type'] ?? '';
  if (/javascript/.test(type)) return 'js';
  if (/text\/css/.test(type)) return 'css';
  return null;
}

async function describe(response: Response, kind: LoadedFile['kind']): Promise<LoadedFile> {
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    path: new URL(response.url()).pathname,
    kind,
    bytes: body.length,
    gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length,
    servedBytes: sizes.responseBodySize,
    servedEncoding: response.headers()['content-encoding'] ?? 'none',
  };
}

function total(files: LoadedFile[], kind: LoadedFile['kind']): KindTotal {
  const own = files.filter((f) => f.kind === kind);
  const sum = (pick: (f: LoadedFile) => number) => own.reduce((n, f) => n + pick(f), 0);
  return {
    files: own.length,
    bytes: sum((f) => f.bytes),
    gzipBytes: sum((f) => f.gzipBytes),
    servedBytes: sum((f) => f.servedBytes),
  };
}

/** Opens `path` in `page` and gathers every JavaScript and CSS file it loads until the network is idle. */
async function loadAndCollect(page: Page, path: string): Promise<PageBundle> {
  const pending: Promise<LoadedFile>[] = [];
  const seen = new Set<string>();
  page.on('response', (response) => {
    const kind = kindOf(response);
    if (!kind || seen.has(response.url())) return;
    seen.add(response.url());
    pending.push(describe(response, kind));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // A lost session would redirect to /login and measure the wrong page.
  const landed = new URL(page.url()).pathname;
  if (landed !== new URL(path, page.url()).pathname) throw new Error(`Opened ${path}, landed on ${landed}`);
  const files = (await Promise.all(pending)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { path, js: total(files, 'js'), css: total(files, 'css'), files };
}

/** The first tender detail the signed-in supplier's list links to. */
async function firstTenderDetailPath(browser: Browser, portal: Portal, state: SignedInState) {
  const context = await browser.newContext({ baseURL: portal.url });
  try {
    await restoreInContext(context, state);
    const page = await context.newPage();
    await page.goto('/tenders');
    const link = page.locator('.ant-table-row a[href^="/tenderdetail/"]').first();
    await link.waitFor({ timeout: 15_000 });
    const href = await link.getAttribute('href');
    if (!href) throw new Error('The tender list links to no tender detail');
    return href;
  } finally {
    await context.close();
  }
}

/**
 * What a user's browser downloads for /login (signed out) and for a tender detail (signed in), each in
 * a new context so nothing comes from the cache.
 */
export async function measureBundles(
  browser: Browser,
  portal: Portal,
  state: SignedInState,
): Promise<{ login: PageBundle; tenderDetail: PageBundle }> {
  const cold = async (signedIn: boolean, path: () => Promise<string>) => {
    // Chromium asks for brotli too; asking for gzip alone makes the bytes it receives (what anyone
    // measuring from outside sees) the same kind as the bench's own gzip count, so the two can agree.
    const context = await browser.newContext({
      baseURL: portal.url,
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    });
    try {
      if (signedIn) await restoreInContext(context, state);
      return await loadAndCollect(await context.newPage(), await path());
    } finally {
      await context.close();
    }
  };
  const login = await cold(false, async () => '/login');
  const tenderDetail = await cold(true, () => firstTenderDetailPath(browser, portal, state));
  return { login, tenderDetail };
}
