import type { Browser } from '@playwright/test';
import { median } from '../lib/stats.ts';
import { restoreInContext, type SignedInState } from './sign-in.ts';

/**
 * A phone's first screens, each beside /login's in the same run (issue 30): a 390 px screen, 4x CPU
 * slowdown, 150 ms and 1.6 Mbit/s down (750 kbit/s up), the cache off, each load in a new browser context.
 * Chromium's own largest contentful paint and its long tasks are read in the page (observers put in
 * before the app's scripts), not simulated as Lighthouse does. The pages are loaded in turn, round after
 * round, so that a change in the machine's load falls on all of them alike; the budgets are ratios and
 * differences to /login within the run, so a slow host does not decide them.
 */
export const PHONE_LCP_RATIO_BUDGET = 1.3;
export const PHONE_TBT_EXTRA_BUDGET_MS = 150;

export const PHONE_CONDITIONS = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
} as const;

/**
 * The pages, /login first (the others are compared with it). The tender detail is the demo supplier's
 * first tender in the list, the one the bundle count opens.
 */
export const PHONE_PAGES = [
  { label: '/login', path: '/login', signedIn: false },
  { label: '/tender-list', path: '/tender-list', signedIn: true },
  { label: 'Tender detail', path: '/tenderdetail/TB10005/12/WTQUOTE', signedIn: true },
];

export interface FirstScreenRun {
  fcpMs: number;
  lcpMs: number;
  /** The long tasks' time past 50 ms each, from the first contentful paint until the page was quiet. */
  tbtMs: number;
  /** Where the page ended (a redirect would measure another page). */
  path: string;
}

export interface FirstScreenPage {
  label: string;
  path: string;
  signedIn: boolean;
  runs: FirstScreenRun[];
}

/** Put into each document before its scripts: records paints and long tasks on window.__firstScreen. */
function observeFirstScreen(): void {
  const record = { fcp: 0, lcp: 0, tasks: [] as { start: number; duration: number }[] };
  (window as unknown as { __firstScreen: typeof record }).__firstScreen = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** How long the page is left once the network is idle, for late long tasks and a late paint. */
const SETTLE_MS = 1500;

async function loadOnce(
  browser: Browser,
  baseURL: string,
  path: string,
  state: SignedInState | undefined,
): Promise<FirstScreenRun> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE_CONDITIONS.viewport,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    if (state) await restoreInContext(context, state);
    await context.addInitScript(observeFirstScreen);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CONDITIONS.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_CONDITIONS.latencyMs,
      downloadThroughput: PHONE_CONDITIONS.downloadBitsPerSecond / 8,
      uploadThroughput: PHONE_CONDITIONS.uploadBitsPerSecond / 8,
    });
    await page.goto(path, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    const record = await page.evaluate(
      () =>
        (
          window as unknown as {
            __firstScreen: { fcp: number; lcp: number; tasks: { start: number; duration: number }[] };
          }
        ).__firstScreen,
    );
    // As Lighthouse counts it: what each long task after the first paint spent past 50 ms.
    const tbtMs = record.tasks
      .filter((task) => task.start + task.duration > record.fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return { fcpMs: record.fcp, lcpMs: record.lcp, tbtMs, path: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

/** `rounds` loads of each page in turn (/login first), each in a fresh context. */
export async function measureFirstScreens(
  browser: Browser,
  baseURL: string,
  state: SignedInState,
  pages: { label: string; path: string; signedIn: boolean }[],
  rounds: number,
  log: (line: string) => void = () => {},
): Promise<FirstScreenPage[]> {
  const measured: FirstScreenPage[] = pages.map((page) => ({ ...page, runs: [] }));
  for (let round = 1; round <= rounds; round += 1) {
    for (const page of measured) {
      const run = await loadOnce(browser, baseURL, page.path, page.signedIn ? state : undefined);
      if (run.path !== new URL(page.path, baseURL).pathname) {
        throw new Error(`${page.label} ended on ${run.path}: the probe would measure another page`);
      }
      log(
        `Phone first screen ${page.label} round ${round}/${rounds}: LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms`,
      );
      page.runs.push(run);
    }
  }
  return measured;
}

export interface FirstScreenSummary {
  label: string;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Median LCP over /login's median LCP. */
  lcpRatio: number;
  /** Median TBT less /login's median TBT. */
  tbtExtraMs: number;
}

/** Medians per page, and each page against /login's (the first page). */
export function summarise(pages: FirstScreenPage[]): FirstScreenSummary[] {
  const medians = pages.map((page) => ({
    label: page.label,
    fcpMs: median(page.runs.map((run) => run.fcpMs)),
    lcpMs: median(page.runs.map((run) => run.lcpMs)),
    tbtMs: median(page.runs.map((run) => run.tbtMs)),
  }));
  const login = medians[0];
  if (!login) return [];
  return medians.map((page) => ({
    ...page,
    lcpRatio: page.lcpMs / login.lcpMs,
    tbtExtraMs: page.tbtMs - login.tbtMs,
  }));
}
