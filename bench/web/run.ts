import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { type Portal, startPortal } from '../lib/portal-process.ts';
import { resultsDir, writeResult } from '../lib/results.ts';
import { measureBundles } from './bundle-size.ts';
import { type LighthousePreset, runLighthouse } from './lighthouse.ts';
import { measureFirstScreens, PHONE_PAGES } from './phone-first-screen.ts';
import { budgetChecks, type LighthousePage, renderMarkdown, type WebFigures } from './report.ts';
import { DEMO_SUPPLIER, signIn } from './sign-in.ts';
import { ensureWebBuild } from './web-build.ts';

// Settings: WEB_DIST (a built web app, built there when missing; default apps/web/dist), BENCH_WEB_PORT
// (default 8460), LH_RUNS (Lighthouse runs per page and preset, default 3), CHROMIUM (default Debian's).
const chromiumPath = CHROMIUM_PATH;
const port = Number(process.env.BENCH_WEB_PORT || 8460);
const lighthouseRuns = Number(process.env.LH_RUNS || 3);

// Ctrl-C or a kill still ends the server and the browsers (their exit handlers run on process.exit).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

async function lighthousePage(
  portal: Portal,
  label: string,
  path: string,
  signedIn?: Parameters<typeof runLighthouse>[1]['signedIn'],
  preset: LighthousePreset = 'desktop',
): Promise<LighthousePage> {
  const runs = [];
  for (let i = 1; i <= lighthouseRuns; i++) {
    process.stdout.write(`Lighthouse ${label} (${preset}) run ${i}/${lighthouseRuns}\n`);
    const file = `${path.replace(/\W+/g, '')}${preset === 'mobile' ? '-mobile' : ''}-${i}.json`;
    const reportFile = join(resultsDir, 'web-lighthouse', file);
    const options = { chromiumPath, signedIn, reportFile, preset };
    // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: one more try.
    runs.push(
      await runLighthouse(`${portal.url}${path}`, options).catch((error: unknown) => {
        process.stdout.write(`  ${error instanceof Error ? error.message : String(error)}; once more\n`);
        return runLighthouse(`${portal.url}${path}`, options);
      }),
    );
  }
  return { label, path, runs };
}

async function main(): Promise<void> {
  const [loadAverage = 0] = loadavg();
  const webDist = ensureWebBuild(process.env.WEB_DIST || undefined);
  const portal = await startPortal({
    port,
    webDist,
    // One sign-in per bench run, but a rerun within the resend gap must not be refused a code.
    env: { CODE_RESEND_SECONDS: '0', CODES_PER_HOUR: '1000' },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const chromiumVersion = `Chromium ${browser.version()}`;
    const state = await signIn(browser, portal, DEMO_SUPPLIER);
    process.stdout.write('Measuring what /login and a tender detail load\n');
    const bundles = await measureBundles(browser, portal, state);
    // Issue 30: the phone's first screens beside /login's, in Chromium itself (the tender detail the
    // bundle count opened).
    const phonePages = PHONE_PAGES.map((page) =>
      page.label === 'Tender detail' ? { ...page, path: bundles.tenderDetail.path } : page,
    );
    const phone = await measureFirstScreens(browser, portal.url, state, phonePages, lighthouseRuns, (line) =>
      process.stdout.write(`${line}\n`),
    );
    await browser.close();

    const lighthouse = [
      await lighthousePage(portal, '/login', '/login'),
      await lighthousePage(portal, '/tenders', '/tenders', state),
    ];
    // Issue 18: a phone is a real client. The tender detail is the one the bundle count opened.
    const detailPath = bundles.tenderDetail.path;
    const mobile = [
      await lighthousePage(portal, '/login', '/login', undefined, 'mobile'),
      await lighthousePage(portal, '/tender-list', '/tender-list', state, 'mobile'),
      await lighthousePage(portal, 'Tender detail', detailPath, state, 'mobile'),
    ];
    const figures: WebFigures = {
      chromium: chromiumVersion,
      loadAverage,
      bundles,
      lighthouse,
      mobile,
      phone,
    };
    writeResult({
      name: 'web',
      title: 'Web bundle and Lighthouse',
      command: 'npm run bench:web',
      markdown: renderMarkdown(figures),
      budgets: budgetChecks(figures),
      data: { webDist, lighthouseRuns, ...figures },
    });
  } finally {
    await browser.close().catch(() => {});
    await portal.stop();
  }
}

await main();
