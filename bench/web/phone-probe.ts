import { startSignedInPortal } from './demo-portal.ts';
import { measureFirstScreens, PHONE_PAGES, summarise } from './phone-first-screen.ts';

// The phone's first screens beside /login's (issue 30) on their own, without Lighthouse: a quick before
// and after while working on a page. PHONE_ROUNDS rounds (default 3), WEB_DIST another build.
// `npm run bench:web` runs the same probe within its report.
const port = Number(process.env.BENCH_WEB_PORT || 8490);
const rounds = Number(process.env.PHONE_ROUNDS || 3);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const { portal, browser, state } = await startSignedInPortal(port);
try {
  const pages = await measureFirstScreens(browser, portal.url, state, PHONE_PAGES, rounds, (line) =>
    process.stdout.write(`${line}\n`),
  );
  for (const page of summarise(pages)) {
    process.stdout.write(
      `${page.label}: FCP ${Math.round(page.fcpMs)} ms, LCP ${Math.round(page.lcpMs)} ms (${page.lcpRatio.toFixed(2)}x /login), TBT ${Math.round(page.tbtMs)} ms (${page.tbtExtraMs >= 0 ? '+' : ''}${Math.round(page.tbtExtraMs)} ms)\n`,
    );
  }
} finally {
  await browser.close();
  await portal.stop();
}
