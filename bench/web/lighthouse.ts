import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import lighthouse, { defaultConfig, desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../../e2e/support/chromium.ts';
import { restoreSessionStorage, type SignedInState } from './sign-in.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;
const METRIC_IDS = new Set<string>([...Object.values(METRICS), 'interactive', 'max-potential-fid']);

export interface LighthouseRun {
  /** 0-100 per category. */
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Audits that cost points: id and title, with the score (0-1) they got. */
  failing: { category: Category; id: string; title: string; score: number }[];
  /** Lighthouse's measure of the CPU during the run: the performance score moves with it. */
  benchmarkIndex: number;
  /**
   * Lighthouse's own count of the page's JavaScript (its resource-summary audit): how many scripts, and
   * their transfer size, which is the bytes on the wire with the response headers, in the encoding
   * Chromium negotiated (it asks for brotli).
   */
  scripts: { requests: number; transferBytes: number };
}

/**
 * Lighthouse's presets: `desktop` (1350×940, no CPU slowdown, 40 ms / 10 Mbit/s) and `mobile`, its default
 * (a 412×823 phone, 4× CPU slowdown, simulated slow 4G: 150 ms / 1.6 Mbit/s).
 */
export type LighthousePreset = 'desktop' | 'mobile';

export interface LighthouseOptions {
  chromiumPath: string;
  /** Desktop unless said. */
  preset?: LighthousePreset;
  /** Set for a page behind the sign-in. */
  signedIn?: SignedInState;
  /** Where to keep the full report (JSON, opens in the Lighthouse viewer) for a closer look. */
  reportFile?: string;
}

function summarize(lhr: Result): LighthouseRun {
  const scores = {} as Record<Category, number>;
  const failing: LighthouseRun['failing'] = [];
  for (const category of CATEGORIES) {
    const found = lhr.categories[category];
    if (!found || found.score === null) throw new Error(`Lighthouse gave no ${category} score`);
    scores[category] = Math.round(found.score * 100);
    for (const ref of found.auditRefs) {
      // The metrics have their own columns; what is listed is what to fix.
      if (METRIC_IDS.has(ref.id)) continue;
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (ref.weight === 0 && audit.scoreDisplayMode !== 'metricSavings') continue;
      failing.push({ category, id: ref.id, title: audit.title, score: audit.score });
    }
  }
  const metrics = {} as Record<Metric, number>;
  for (const [key, id] of Object.entries(METRICS) as [Metric, string][]) {
    metrics[key] = lhr.audits[id]?.numericValue ?? Number.NaN;
  }
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary?.type === 'table' ? summary.items : [];
  const script = items.find((item) => item.resourceType === 'script');
  const scripts = {
    requests: Number(script?.requestCount ?? 0),
    transferBytes: Number(script?.transferSize ?? 0),
  };
  return { scores, metrics, failing, benchmarkIndex: lhr.environment.benchmarkIndex, scripts };
}

/**
 * One Lighthouse navigation of `url` (desktop preset unless `preset` says mobile) in a new Chromium, so no run inherits another's
 * cache or compiled code. A signed-in page gets the session copied into its tab before the app starts;
 * Lighthouse's own storage reset still empties the HTTP cache but leaves sessionStorage and cookies.
 */
export async function runLighthouse(url: string, options: LighthouseOptions): Promise<LighthouseRun> {
  const browser = await puppeteer.launch({
    executablePath: options.chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    const state = options.signedIn;
    if (state) {
      await browser.setCookie(
        ...state.cookies.map((c) => ({ ...c, domain: new URL(state.origin).hostname })),
      );
      await page.evaluateOnNewDocument(restoreSessionStorage, {
        origin: state.origin,
        sessionStorage: state.sessionStorage,
      });
    }
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
    };
    const config = options.preset === 'mobile' ? defaultConfig : desktopConfig;
    const result = await lighthouse(url, flags, config, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (options.reportFile) {
      mkdirSync(dirname(options.reportFile), { recursive: true });
      writeFileSync(options.reportFile, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`Lighthouse opened ${url} but ended on ${landed}`);
    return summarize(lhr);
  } finally {
    await browser.close();
  }
}
