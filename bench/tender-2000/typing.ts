import type { Browser } from '@playwright/test';
import { median, percentile } from '../lib/stats.ts';
import { restoreInContext, type SignedInState } from '../web/sign-in.ts';
import { LARGE_TENDER } from './api-save.ts';

const LINES_TYPED = 10;
const DIGITS = '123456';

/**
 * Types unit prices into the 2,000-line tender in Chromium and measures, for every keystroke, the time
 * from the editor's performance.mark('price-input') to the summary row's mark('summary-updated'): the
 * whole recalculation and re-render a supplier waits for. Digits only, so each keystroke changes the
 * total; a pause between keystrokes lets each update finish, as a typist's pace does.
 */
export async function measureTyping(
  browser: Browser,
  baseUrl: string,
  signedIn: SignedInState,
): Promise<{ median: number; p95: number; keystrokes: number; unanswered: number }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  try {
    await restoreInContext(context, signedIn);
    const page = await context.newPage();
    await page.goto(`/tenderdetail/${LARGE_TENDER}/1/WTQUOTE`);
    const inputs = page.locator('input[aria-label^="Unit price of line"]:not([disabled])');
    await inputs.first().waitFor({ timeout: 60_000 });
    const samples: number[] = [];
    let unanswered = 0;
    for (let i = 0; i < LINES_TYPED; i += 1) {
      await inputs.nth(i).click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      await page.waitForTimeout(200);
      await page.evaluate(() => performance.clearMarks());
      await page.keyboard.type(DIGITS, { delay: 120 });
      await page.waitForTimeout(200);
      const marks = await page.evaluate(() =>
        performance
          .getEntriesByType('mark')
          .filter((m) => m.name === 'price-input' || m.name === 'summary-updated')
          .map((m) => ({ name: m.name, at: m.startTime })),
      );
      // A keystroke's latency: its input mark to the first summary mark after it, before the next input.
      marks.forEach((mark, index) => {
        if (mark.name !== 'price-input') return;
        const next = marks[index + 1];
        if (next?.name === 'summary-updated') samples.push(next.at - mark.at);
        else unanswered += 1;
      });
    }
    return { median: median(samples), p95: percentile(samples, 95), keystrokes: samples.length, unanswered };
  } finally {
    await context.close();
  }
}
