import type { Browser, Page } from '@playwright/test';
import { median, percentile } from '../lib/stats.ts';
import { restoreInContext, type SignedInState } from '../web/sign-in.ts';
import { LARGE_TENDER } from './api-save.ts';

const LINES_TYPED = 10;
const DIGITS = '123456';
const ENTER_PRESSES = 60;

interface Mark {
  name: string;
  at: number;
}

/** Each `from` mark to the first `to` mark after it (before the next `from`); a `from` without one is unanswered. */
function pairs(marks: readonly Mark[], from: string, to: string): { samples: number[]; unanswered: number } {
  const samples: number[] = [];
  let unanswered = 0;
  marks.forEach((mark, index) => {
    if (mark.name !== from) return;
    const next = marks[index + 1];
    if (next?.name === to) samples.push(next.at - mark.at);
    else unanswered += 1;
  });
  return { samples, unanswered };
}

async function readMarks(page: Page, names: readonly string[]): Promise<Mark[]> {
  return page.evaluate(
    (wanted) =>
      performance
        .getEntriesByType('mark')
        .filter((m) => wanted.includes(m.name))
        .map((m) => ({ name: m.name, at: m.startTime })),
    [...names],
  );
}

/**
 * The grid of issue 13 on the 2,000-line tender with "All lines" on one (virtualised) page, in Chromium:
 * - a keystroke in a unit price to the updated summary row (the editor's mark('price-input') to the
 *   summary's mark('summary-updated')), as typing.ts measures it on a page of 30;
 * - Enter to the next cell: the grid's mark('grid-key') at the keydown to its mark('grid-moved'), taken in
 *   the first animation frame after the next cell has the focus, so the re-render of both cells is in it.
 */
export async function measureGridKeys(
  browser: Browser,
  baseUrl: string,
  signedIn: SignedInState,
): Promise<{
  typing: { median: number; p95: number; keystrokes: number; unanswered: number };
  enter: { median: number; p95: number; presses: number; unanswered: number };
}> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  try {
    await restoreInContext(context, signedIn);
    const page = await context.newPage();
    await page.goto(`/tenderdetail/${LARGE_TENDER}/1/WTQUOTE`);
    const inputs = page.locator('input[aria-label^="Unit price of line"]:not([disabled])');
    await inputs.first().waitFor({ timeout: 60_000 });
    await page.locator('.tp-finder-page-size').click();
    await page.locator('.ant-select-item-option[title="All lines"]').click();
    await page.locator('.tp-line-pagination').waitFor({ state: 'detached' });

    const typed: number[] = [];
    let typingUnanswered = 0;
    for (let i = 0; i < LINES_TYPED; i += 1) {
      await inputs.nth(i).click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      await page.waitForTimeout(200);
      await page.evaluate(() => performance.clearMarks());
      await page.keyboard.type(DIGITS, { delay: 120 });
      await page.waitForTimeout(200);
      const { samples, unanswered } = pairs(
        await readMarks(page, ['price-input', 'summary-updated']),
        'price-input',
        'summary-updated',
      );
      typed.push(...samples);
      typingUnanswered += unanswered;
    }

    // Down the price column from the first line, past headers and subtotals, as a supplier reads a bill.
    await inputs.first().click();
    await page.waitForTimeout(200);
    await page.evaluate(() => performance.clearMarks());
    for (let i = 0; i < ENTER_PRESSES; i += 1) {
      await page.keyboard.press('Enter');
      await page.waitForTimeout(80);
    }
    await page.waitForTimeout(200);
    const enter = pairs(await readMarks(page, ['grid-key', 'grid-moved']), 'grid-key', 'grid-moved');
    return {
      typing: {
        median: median(typed),
        p95: percentile(typed, 95),
        keystrokes: typed.length,
        unanswered: typingUnanswered,
      },
      enter: {
        median: median(enter.samples),
        p95: percentile(enter.samples, 95),
        presses: enter.samples.length,
        unanswered: enter.unanswered,
      },
    };
  } finally {
    await context.close();
  }
}
