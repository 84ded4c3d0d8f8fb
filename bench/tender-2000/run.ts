import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { signInOverApi } from '../lib/api-session.ts';
import { ensureServerBundle, type Portal, SERVER_BUNDLE, startPortal } from '../lib/portal-process.ts';
import { recreateDatabase } from '../lib/postgres.ts';
import { type BudgetCheck, writeResult } from '../lib/results.ts';
import { ms } from '../lib/stats.ts';
import { DEMO_SUPPLIER, signIn } from '../web/sign-in.ts';
import { ensureWebBuild } from '../web/web-build.ts';
import { measureApiSave } from './api-save.ts';
import { measureAutosave } from './autosave.ts';
import { measureDomainCalculation } from './domain-calc.ts';
import { measureGridKeys } from './grid-keys.ts';
import { measureOpenGrid } from './open-grid.ts';
import { measurePageAutosave } from './page-autosave.ts';
import { measureSubmissionCheck } from './submission-check.ts';
import { measureTyping } from './typing.ts';
import { measureWorkbook } from './workbook.ts';

// npm run bench:tender — the 2,000-line tender of the demo data (TB10020): the domain's recalculation and
// submission check, saving every line and autosaving one through the API on PGlite and on PostgreSQL,
// opening the tender, typing a price, the autosave of a typed price as the page sends it (its bytes both
// ways), the keyboard grid with All lines shown and the Excel round trip in Chromium.

const webDist = ensureWebBuild(process.env.WEB_DIST);
ensureServerBundle();

async function withPortal<T>(start: () => Promise<Portal>, use: (portal: Portal) => Promise<T>): Promise<T> {
  const portal = await start();
  try {
    return await use(portal);
  } finally {
    await portal.stop();
  }
}

console.log('tender-2000: domain recalculation...');
const domain = measureDomainCalculation();
const submission = measureSubmissionCheck();

console.log('tender-2000: saving on PGlite, typing in Chromium...');
const { pglite, autosave, pageAutosave, typing, openGrid, workbook, grid } = await withPortal(
  // Signed in twice within a minute (API, then browser): no wait between the two codes.
  () => startPortal({ port: 8531, webDist, env: { CODE_RESEND_SECONDS: '0' } }),
  async (portal) => {
    const token = await signInOverApi(portal.url, portal.outboxDir, DEMO_SUPPLIER);
    const saved = await measureApiSave(portal.url, token);
    const autosaved = await measureAutosave(portal.url, token);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const signedIn = await signIn(browser, portal, DEMO_SUPPLIER);
      return {
        pglite: saved,
        autosave: autosaved,
        openGrid: await measureOpenGrid(browser, portal.url, signedIn),
        pageAutosave: await measurePageAutosave(browser, portal.url, signedIn),
        typing: await measureTyping(browser, portal.url, signedIn),
        grid: await measureGridKeys(browser, portal.url, signedIn),
        workbook: await measureWorkbook(browser, portal.url, signedIn),
      };
    } finally {
      await browser.close();
    }
  },
);

console.log('tender-2000: saving on PostgreSQL...');
const databaseUrl = await recreateDatabase('tender_bench_demo');
const postgres = await withPortal(
  () =>
    startPortal({
      port: 8532,
      entry: SERVER_BUNDLE,
      readyPath: '/samex/rest/util/list',
      env: { DATABASE_URL: databaseUrl, SEED_DEMO: '1', CODE_RESEND_SECONDS: '0' },
    }),
  async (portal) =>
    measureApiSave(portal.url, await signInOverApi(portal.url, portal.outboxDir, DEMO_SUPPLIER)),
);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const markdown = [
  '| Measure | Median | p95 | Sample |',
  '| --- | ---: | ---: | --- |',
  `| Domain: full recalculation (\`calculateLines\`) | ${ms(domain.median)} | ${ms(domain.p95)} | ${domain.lines} lines, 201 runs after warm-up |`,
  `| Domain: submission check (\`checkSubmission\`) | ${ms(submission.median)} | ${ms(submission.p95)} | ${submission.lines} lines, a third unpriced, 201 runs after warm-up |`,
  `| API only: autosave of one changed line, PGlite (a body the bench makes, not the page's) | ${ms(autosave.median)} | ${ms(autosave.p95)} | ${autosave.bytes} bytes sent, 30 saves |`,
  `| Chromium: autosave of one typed price, as the page sends it (request to reply) | ${ms(pageAutosave.roundTripMedian)} | | ${pageAutosave.saves} saves: ${kb(pageAutosave.sentMedian)} sent (body ${pageAutosave.bodyMedian} B), ${kb(pageAutosave.receivedMedian)} received (${kb(pageAutosave.decodedMedian)} of JSON, ${pageAutosave.replyLines} lines) |`,
  `| Chromium: tender list click to an interactive grid | ${ms(openGrid.median)} | | ${openGrid.samples.length} openings after the first |`,
  `| API: save every line (\`updateudztb\`), PostgreSQL | ${ms(postgres.median)} | ${ms(postgres.p95)} | ${postgres.lines} priced lines, 15 saves |`,
  `| API: save every line (\`updateudztb\`), PGlite | ${ms(pglite.median)} | ${ms(pglite.p95)} | ${pglite.lines} priced lines, 15 saves |`,
  `| Chromium: keystroke in a unit price to updated summary row | ${ms(typing.median)} | ${ms(typing.p95)} | ${typing.keystrokes} keystrokes on 10 lines${typing.unanswered ? `, ${typing.unanswered} without a summary update` : ''} |`,
  `| Chromium: keystroke to updated summary row, All lines shown (virtualised) | ${ms(grid.typing.median)} | ${ms(grid.typing.p95)} | ${grid.typing.keystrokes} keystrokes on 10 lines${grid.typing.unanswered ? `, ${grid.typing.unanswered} without a summary update` : ''} |`,
  `| Chromium: Enter to the next cell, All lines shown | ${ms(grid.enter.median)} | ${ms(grid.enter.p95)} | ${grid.enter.presses} presses down the price column${grid.enter.unanswered ? `, ${grid.enter.unanswered} without a move` : ''} |`,
  `| Chromium: Export to Excel, click to download | ${ms(workbook.exportMedian)} | | 5 exports after the first (${ms(workbook.exportFirst)}, which loads exceljs); ${workbook.bytes} bytes |`,
  `| Chromium: Import from Excel, file chosen to preview | ${ms(workbook.previewMedian)} | | 5 imports of the exported file |`,
  '',
  'The API figures are end to end from the client (request, validation, recalculation, one transaction with ' +
    'the row lock and a single `unnest` update, reply with the recomputed lines). The keystroke figures run ' +
    "from the editor's `performance.mark('price-input')` to the summary row's `mark('summary-updated')`. " +
    "The page's autosave is a unit price typed in Chromium and the cell left with Tab; sent and received " +
    "are Chromium's own sizes of that request and its reply (headers included; the reply as it came over " +
    'the wire, compressed), and the JSON is the reply once decompressed.',
].join('\n');

const budgets: BudgetCheck[] = [
  {
    what: 'Submission check of 2,000 lines in the domain (median)',
    budget: '< 20 ms',
    measured: ms(submission.median),
    met: submission.median < 20,
  },
  {
    what: 'Autosave of one typed price in Chromium, on the page (largest of the saves: sent; received, and its JSON)',
    budget: '< 4 KB sent, < 20 KB received',
    measured: `${kb(pageAutosave.sentMax)}; ${kb(pageAutosave.receivedMax)}, ${kb(pageAutosave.decodedMax)}`,
    met: pageAutosave.sentMax < 4000 && pageAutosave.receivedMax < 20_000 && pageAutosave.decodedMax < 20_000,
  },
  {
    what: 'API only: autosave of one changed line on PGlite (median; body size)',
    budget: '< 100 ms, < 2 KB',
    measured: `${ms(autosave.median)}, ${autosave.bytes} B`,
    met: autosave.median < 100 && autosave.bytes < 2048,
  },
  {
    what: 'Opening the tender to an interactive grid (median)',
    budget: '< 300 ms',
    measured: ms(openGrid.median),
    met: openGrid.median < 300,
  },
  {
    what: 'Domain recalculation of 2,000 lines (median)',
    budget: '<= 5 ms',
    measured: ms(domain.median),
    met: domain.median <= 5,
  },
  {
    what: 'Saving all lines on PostgreSQL (median)',
    budget: '<= 300 ms',
    measured: ms(postgres.median),
    met: postgres.median <= 300,
  },
  {
    what: 'Export to Excel of 2,000 lines, the first one included (median; first)',
    budget: '< 1.5 s',
    measured: `${ms(workbook.exportMedian)}; ${ms(workbook.exportFirst)}`,
    met: workbook.exportMedian < 1500 && workbook.exportFirst < 1500,
  },
  {
    what: 'Import from Excel of 2,000 lines to the preview (median)',
    budget: '< 2 s',
    measured: ms(workbook.previewMedian),
    met: workbook.previewMedian < 2000,
  },
  {
    what: 'Keystroke to summary row (p95)',
    budget: '<= 50 ms',
    measured: ms(typing.p95),
    met: typing.p95 <= 50 && typing.unanswered === 0,
  },
  {
    what: 'Keystroke to summary row with All lines shown (p95)',
    budget: '<= 50 ms',
    measured: ms(grid.typing.p95),
    met: grid.typing.p95 <= 50 && grid.typing.unanswered === 0,
  },
  {
    what: 'Enter to the next cell with All lines shown (median)',
    budget: '< 16 ms',
    measured: ms(grid.enter.median),
    met: grid.enter.median < 16 && grid.enter.unanswered === 0,
  },
];

writeResult({
  name: 'tender-2000',
  title: 'The 2,000-line tender',
  command: 'npm run bench:tender',
  markdown,
  budgets,
  data: { domain, submission, postgres, pglite, autosave, pageAutosave, openGrid, typing, grid, workbook },
});
