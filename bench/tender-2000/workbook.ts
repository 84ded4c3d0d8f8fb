import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { median } from '../lib/stats.ts';
import { restoreInContext, type SignedInState } from '../web/sign-in.ts';
import { LARGE_TENDER } from './api-save.ts';

const PREVIEW = '[data-testid="workbook-preview"]';

/**
 * The Excel round trip of the 2,000-line tender in Chromium (issue 13): Export from the click to the
 * download handed to the browser (marks 'workbook-export-clicked' to 'workbook-exported'; the first run,
 * which also fetches exceljs, is kept apart), and Import from the file chosen ('workbook-import-chosen')
 * to the first frame showing the preview.
 */
export async function measureWorkbook(
  browser: Browser,
  baseUrl: string,
  signedIn: SignedInState,
  runs = 5,
): Promise<{ exportFirst: number; exportMedian: number; previewMedian: number; bytes: number }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  try {
    await restoreInContext(context, signedIn);
    const page = await context.newPage();
    await page.goto(`/tenderdetail/${LARGE_TENDER}/1/WTQUOTE`);
    const exportButton = page.getByRole('button', { name: 'Export to Excel' });
    await exportButton.waitFor({ timeout: 60_000 });

    const exports: number[] = [];
    let file = Buffer.alloc(0);
    for (let run = 0; run < runs + 1; run += 1) {
      await page.evaluate(() => performance.clearMarks());
      const downloading = page.waitForEvent('download');
      await exportButton.click();
      const download = await downloading;
      file = await readFile((await download.path()) as string);
      const elapsed = await page.evaluate(() => {
        const [clicked] = performance.getEntriesByName('workbook-export-clicked');
        const [exported] = performance.getEntriesByName('workbook-exported');
        return clicked && exported ? exported.startTime - clicked.startTime : Number.NaN;
      });
      exports.push(elapsed);
    }

    const previews: number[] = [];
    const input = page.getByTestId('workbook-file');
    for (let run = 0; run < runs; run += 1) {
      await page.evaluate(() => performance.clearMarks());
      await input.setInputFiles({ name: 'bill.xlsx', mimeType: 'application/octet-stream', buffer: file });
      // Polled every frame: the time of the first frame with the preview in the page.
      const shownAt = await page.waitForFunction(
        (selector) => (document.querySelector(selector) ? performance.now() : 0),
        PREVIEW,
        { polling: 'raf', timeout: 60_000 },
      );
      const chosenAt = await page.evaluate(
        () => performance.getEntriesByName('workbook-import-chosen')[0]?.startTime ?? Number.NaN,
      );
      previews.push((await shownAt.jsonValue()) - chosenAt);
      await page.keyboard.press('Escape');
      await page.locator(PREVIEW).waitFor({ state: 'detached' });
    }
    return {
      exportFirst: exports[0] as number,
      exportMedian: median(exports.slice(1)),
      previewMedian: median(previews),
      bytes: file.length,
    };
  } finally {
    await context.close();
  }
}
