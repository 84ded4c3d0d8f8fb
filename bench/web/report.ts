import { availableParallelism } from 'node:os';
import type { BudgetCheck } from '../lib/results.ts';
import { median } from '../lib/stats.ts';
import { GZIP_LEVEL, type PageBundle } from './bundle-size.ts';
import { CATEGORIES, type Category, type LighthouseRun, type Metric } from './lighthouse.ts';
import {
  type FirstScreenPage,
  PHONE_CONDITIONS,
  PHONE_LCP_RATIO_BUDGET,
  PHONE_TBT_EXTRA_BUDGET_MS,
  summarise,
} from './phone-first-screen.ts';

/** Budgets of the "Performance and scale" issue. KB here is 1000 bytes, as Vite's build report counts. */
export const LOGIN_JS_BUDGET_BYTES = 200_000;
export const LIGHTHOUSE_MIN_SCORE = 95;
/** Issue 18, on Lighthouse's mobile preset: accessibility 100, performance at least 90. */
export const MOBILE_ACCESSIBILITY_SCORE = 100;
export const MOBILE_PERFORMANCE_MIN_SCORE = 90;

export interface LighthousePage {
  label: string;
  path: string;
  runs: LighthouseRun[];
}

export interface WebFigures {
  chromium: string;
  /** The 1-minute load average when the bench started: other work on the machine slows the pages. */
  loadAverage: number;
  bundles: { login: PageBundle; tenderDetail: PageBundle };
  lighthouse: LighthousePage[];
  /** The same on Lighthouse's mobile preset: /login, /tender-list and the tender detail. */
  mobile: LighthousePage[];
  /** Issue 30: the same three pages on a throttled phone in Chromium, /login first. */
  phone: FirstScreenPage[];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const CATEGORY_TITLE: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
};

export function medianScore(page: LighthousePage, category: Category): number {
  return median(page.runs.map((run) => run.scores[category]));
}

function medianMetric(page: LighthousePage, metric: Metric): number {
  return median(page.runs.map((run) => run.metrics[metric]));
}

function bundleRows(label: string, bundle: PageBundle): string[] {
  const encodings = [...new Set(bundle.files.map((f) => f.servedEncoding))].join(', ');
  return [
    `| ${label} | ${bundle.js.files} | ${kb(bundle.js.gzipBytes)} | ${kb(bundle.js.servedBytes)} (${encodings}) | ${kb(bundle.js.bytes)} | ${bundle.css.files} | ${kb(bundle.css.gzipBytes)} | ${kb(bundle.css.bytes)} |`,
  ];
}

function lighthouseRow(page: LighthousePage): string {
  const ms = (metric: Metric) => `${Math.round(medianMetric(page, metric))} ms`;
  // Performance varies run to run with the CPU, so each run's score is shown beside the median.
  const perRun = page.runs.map((run) => run.scores.performance).join(', ');
  const scores = CATEGORIES.map((c) =>
    c === 'performance' ? `${medianScore(page, c)} (${perRun})` : String(medianScore(page, c)),
  );
  return `| ${page.label} | ${scores.join(' | ')} | ${ms('fcpMs')} | ${ms('lcpMs')} | ${ms('tbtMs')} | ${medianMetric(page, 'cls').toFixed(3)} | ${ms('speedIndexMs')} |`;
}

/**
 * Lighthouse's own count of the JavaScript of the pages it opens, beside the table's: what Chromium
 * fetched until Lighthouse considered the page loaded, in brotli (Chromium's default ask), with headers.
 */
function lighthouseScriptNote(pages: LighthousePage[]): string[] {
  const counts = pages.map((page) => {
    const bytes = median(page.runs.map((run) => run.scripts.transferBytes));
    const requests = median(page.runs.map((run) => run.scripts.requests));
    return `${page.label} ${kb(bytes)} in ${requests} files`;
  });
  return [
    "Lighthouse's own count of the scripts of the pages it opens (its resource-summary audit, median of the",
    `runs below): ${counts.join('; ')}.`,
    "That is their transfer size as a browser asking for brotli (Chromium's default) receives them, response",
    "headers included: the server's brotli (quality 4) comes out a little larger than its gzip, and the",
    'headers add about 0.9 KB a file.',
    '',
  ];
}

/** Audits that cost points in any run, so a missed budget says where to look. */
function failingNotes(pages: LighthousePage[], preset = ''): string[] {
  const notes: string[] = [];
  for (const page of pages) {
    const seen = new Map<string, string>();
    for (const run of page.runs) {
      for (const f of run.failing) seen.set(f.id, `${CATEGORY_TITLE[f.category]}: ${f.title} (\`${f.id}\`)`);
    }
    if (seen.size > 0) notes.push(`- ${page.label}: ${[...seen.values()].join('; ')}`);
  }
  return notes.length ? ['', `Audits scoring under 0.9 in at least one${preset} run:`, '', ...notes] : [];
}

export function renderMarkdown(figures: WebFigures): string {
  const { login, tenderDetail } = figures.bundles;
  const runs = figures.lighthouse[0]?.runs.length ?? 0;
  const benchmark = median(figures.lighthouse.flatMap((page) => page.runs.map((run) => run.benchmarkIndex)));
  const cpus = availableParallelism();
  return [
    `Measured in ${figures.chromium} against the built server (demo data, fresh data folder), each page in a`,
    'new browser context so nothing comes from the cache. A file counts when the page requested it before',
    'the network went idle (the lazy chunks the first screen pulls in included, a dialog never opened not).',
    `"JS gzip" is each body gzipped by node:zlib at level ${GZIP_LEVEL} (the budget's figure); "JS sent" is what`,
    "Chromium received for the same files (Playwright's responseBodySize), the browser asking for gzip only,",
    'so both count the same files in the same encoding. KB are 1,000 bytes.',
    `The tender detail is \`${tenderDetail.path}\`, signed in as demo.supplier.`,
    '',
    '| Page | JS files | JS gzip | JS sent | JS raw | CSS files | CSS gzip | CSS raw |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...bundleRows('/login', login),
    ...bundleRows('Tender detail', tenderDetail),
    '',
    ...lighthouseScriptNote(figures.lighthouse),
    'Lighthouse 12 with its **desktop** preset (a supplier portal is used at a desk: 1350×940 screen, no',
    `CPU slowdown, simulated 40 ms / 10 Mbit/s network), median of ${runs} runs, each in a new headless`,
    'Chromium with an empty HTTP cache. /tenders is signed in as demo.supplier: the bench signs in once',
    "through the login page, then copies that tab's sessionStorage and cookies into each Lighthouse tab",
    'before the app starts.',
    '',
    `Lighthouse's CPU benchmark index during the runs: median ${Math.round(benchmark)}; load average when the bench`,
    `started: ${figures.loadAverage.toFixed(1)} on ${cpus} cores. The performance score (Total Blocking Time above all)`,
    'falls as other work takes the CPU, so compare it only between runs on a quiet machine.',
    'The full reports (JSON, for the Lighthouse viewer) are kept in bench/results/web-lighthouse/.',
    '',
    '| Page | Performance (runs) | Accessibility | Best practices | FCP | LCP | TBT | CLS | Speed index |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...figures.lighthouse.map(lighthouseRow),
    ...failingNotes(figures.lighthouse),
    '',
    `Lighthouse 12 with its **mobile** preset (issue 18: a phone is a real client; a 412×823 screen, 4× CPU`,
    `slowdown, simulated slow 4G: 150 ms, 1.6 Mbit/s), median of ${figures.mobile[0]?.runs.length ?? 0} runs, set up as above;`,
    '/tender-list and the tender detail are signed in as demo.supplier.',
    '',
    '| Page | Performance (runs) | Accessibility | Best practices | FCP | LCP | TBT | CLS | Speed index |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...figures.mobile.map(lighthouseRow),
    ...failingNotes(figures.mobile, ' mobile'),
    '',
    ...phoneSection(figures.phone),
  ].join('\n');
}

/** The phone's first screens against /login's (issue 30): the probe's medians and the ratios. */
function phoneSection(pages: FirstScreenPage[]): string[] {
  const c = PHONE_CONDITIONS;
  const rounds = pages[0]?.runs.length ?? 0;
  const rows = summarise(pages).map(
    (page) =>
      `| ${page.label} | ${Math.round(page.fcpMs)} ms | ${Math.round(page.lcpMs)} ms | ${page.lcpRatio.toFixed(2)}x | ${Math.round(page.tbtMs)} ms | ${page.tbtExtraMs >= 0 ? '+' : ''}${Math.round(page.tbtExtraMs)} ms |`,
  );
  return [
    `**A phone's first screens beside /login's** (issue 30; bench/web/phone-first-screen.ts): Chromium at`,
    `${c.viewport.width}×${c.viewport.height}, ${c.cpuSlowdown}× CPU slowdown, ${c.latencyMs} ms and ${c.downloadBitsPerSecond / 1e6} Mbit/s down, the cache off, each load in a new`,
    'context; largest contentful paint and long tasks as Chromium itself reports them in the page (blocking',
    'time: what each long task after the first paint spent past 50 ms, until the network was idle and 1.5 s',
    `more). The pages are loaded in turn, ${rounds} rounds; medians. The budgets compare each page with /login`,
    "in the same run, so a slow host does not decide them; Lighthouse's mobile scores above are beside them.",
    '',
    '| Page | FCP | LCP | LCP / login | Blocking time | Blocking time − login |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ];
}

export function budgetChecks(figures: WebFigures): BudgetCheck[] {
  const loginJs = figures.bundles.login.js.gzipBytes;
  const checks: BudgetCheck[] = [
    {
      what: 'JavaScript loaded by /login (gzip)',
      budget: `<= ${kb(LOGIN_JS_BUDGET_BYTES)}`,
      measured: kb(loginJs),
      met: loginJs <= LOGIN_JS_BUDGET_BYTES,
    },
  ];
  for (const page of figures.lighthouse) {
    for (const category of CATEGORIES) {
      const score = medianScore(page, category);
      checks.push({
        what: `Lighthouse ${CATEGORY_TITLE[category].toLowerCase()}, ${page.label} (desktop, median)`,
        budget: `>= ${LIGHTHOUSE_MIN_SCORE}`,
        measured: String(score),
        met: score >= LIGHTHOUSE_MIN_SCORE,
      });
    }
  }
  for (const page of summarise(figures.phone).slice(1)) {
    checks.push(
      {
        what: `Phone: ${page.label} largest contentful paint against /login's (median)`,
        budget: `<= ${PHONE_LCP_RATIO_BUDGET}x`,
        measured: `${page.lcpRatio.toFixed(2)}x`,
        met: page.lcpRatio <= PHONE_LCP_RATIO_BUDGET,
      },
      {
        what: `Phone: ${page.label} blocking time beyond /login's (median)`,
        budget: `<= ${PHONE_TBT_EXTRA_BUDGET_MS} ms`,
        measured: `${Math.round(page.tbtExtraMs)} ms`,
        met: page.tbtExtraMs <= PHONE_TBT_EXTRA_BUDGET_MS,
      },
    );
  }
  for (const page of figures.mobile) {
    const accessibility = medianScore(page, 'accessibility');
    const performance = medianScore(page, 'performance');
    checks.push(
      {
        what: `Lighthouse accessibility, ${page.label} (mobile, median)`,
        budget: `= ${MOBILE_ACCESSIBILITY_SCORE}`,
        measured: String(accessibility),
        met: accessibility >= MOBILE_ACCESSIBILITY_SCORE,
      },
      {
        what: `Lighthouse performance, ${page.label} (mobile, median)`,
        budget: `>= ${MOBILE_PERFORMANCE_MIN_SCORE}`,
        measured: String(performance),
        met: performance >= MOBILE_PERFORMANCE_MIN_SCORE,
      },
    );
  }
  return checks;
}
