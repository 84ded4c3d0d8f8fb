import { CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { startSignedInPortal } from './demo-portal.ts';
import { type LighthousePreset, runLighthouse } from './lighthouse.ts';

// A quick look while working on a page: Lighthouse on the pages named (PROBE_PAGES, comma-separated paths;
// default the phone's list and a tender detail), PROBE_PRESET (mobile unless said), LH_RUNS runs each,
// printing score, metrics and the main-thread breakdown. `npm run bench:web` is the report.
const port = Number(process.env.BENCH_WEB_PORT || 8470);
const runs = Number(process.env.LH_RUNS || 3);
const preset = (process.env.PROBE_PRESET || 'mobile') as LighthousePreset;
const pages = (process.env.PROBE_PAGES || '/tender-list,/tenderdetail/TB10005/11/WTQUOTE').split(',');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const { portal, browser, state } = await startSignedInPortal(port);
try {
  await browser.close();
  for (const path of pages) {
    for (let i = 1; i <= runs; i++) {
      const reportFile = process.env.PROBE_REPORTS
        ? `${process.env.PROBE_REPORTS}/${path.replace(/\W+/g, '')}-${i}.json`
        : undefined;
      const run = await runLighthouse(`${portal.url}${path}`, {
        chromiumPath: CHROMIUM_PATH,
        signedIn: path === '/login' ? undefined : state,
        preset,
        reportFile,
      });
      const m = run.metrics;
      process.stdout.write(
        `${path} ${preset} perf ${run.scores.performance} a11y ${run.scores.accessibility} FCP ${Math.round(m.fcpMs)} LCP ${Math.round(m.lcpMs)} TBT ${Math.round(m.tbtMs)} CLS ${m.cls.toFixed(3)} SI ${Math.round(m.speedIndexMs)} bench ${Math.round(run.benchmarkIndex)} js ${run.scripts.requests}/${Math.round(run.scripts.transferBytes / 1000)}KB\n`,
      );
    }
  }
} finally {
  await portal.stop();
}
