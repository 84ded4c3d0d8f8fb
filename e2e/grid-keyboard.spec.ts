import { expect, type Page, test } from '@playwright/test';
import { openBigTender, storedLines } from './support/big-tender';

// Accounts and the 2,000-line tender come from e2e/fixtures/grid-keyboard.json (built by
// build-grid-keyboard.ts); each test signs in as its own supplier, so no draft meets another test's.
// Lines: 1 is the first section's header, 2-49 priced items, 50 its subtotal; 40 such sections.

const openTender = (page: Page, letter: string) =>
  openBigTender(page, { rfqnum: 'E2E-GRD-2000', login: 'grid' }, letter);

const price = (page: Page, seqno: number) => page.getByLabel(`Unit price of line ${seqno}`, { exact: true });
const quantity = (page: Page, seqno: number) => page.getByLabel(`Quantity of line ${seqno}`, { exact: true });
const notes = (page: Page, seqno: number) => page.getByLabel(`Notes of line ${seqno}`, { exact: true });
const autosave = (page: Page) => page.getByTestId('autosave-status');
const shownRows = (page: Page) => page.locator('.tp-line-table tbody tr[data-row-key]');

/** Pastes text into the focused cell as a spreadsheet's copy would arrive (a ClipboardEvent). */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((block) => {
    const data = new DataTransfer();
    data.setData('text/plain', block);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    document.activeElement?.dispatchEvent(event);
  }, text);
}

test.describe('pricing grid keyboard', () => {
  test('20 lines priced with digits and Enter only, across a page break, are stored', async ({ page }) => {
    const udztbnum = await openTender(page, 'A');
    await price(page, 20).click();
    // Lines 20-39: page 1 ends at line 30, so Enter on it goes on to page 2.
    for (let seqno = 20; seqno < 40; seqno += 1) {
      await page.keyboard.type(String(seqno * 10));
      await page.keyboard.press('Enter');
    }
    // Line 40's price has the focus: the next line down, on page 2.
    await expect(price(page, 40)).toBeFocused();
    await expect(price(page, 31)).toHaveValue('310.00');

    // Shift+Enter goes up; typing in the cell replaces its value; Escape puts the old one back.
    await page.keyboard.press('Shift+Enter');
    await expect(price(page, 39)).toBeFocused();
    await page.keyboard.type('1');
    await page.keyboard.press('Escape');
    await expect(price(page, 39)).toHaveValue(/^390(\.00)?$/);
    // Tab goes to the next editable cell only (the computed total is skipped), arrows back and down.
    await page.keyboard.press('Tab');
    await expect(notes(page, 39)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(price(page, 39)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(quantity(page, 39)).toBeFocused();
    // Line 39 leaves its quantity to the supplier; line 38's is the buyer's, so up the column skips it.
    await page.keyboard.press('Shift+Enter');
    await expect(quantity(page, 5)).toBeFocused();

    await expect(autosave(page)).toContainText('Saved at');
    await expect
      .poll(async () => (await storedLines(page, udztbnum)).get(39)?.unitprice, { timeout: 15_000 })
      .toBe('390.00');
    const stored = await storedLines(page, udztbnum);
    for (let seqno = 20; seqno < 40; seqno += 1) {
      expect(stored.get(seqno)?.unitprice, `line ${seqno}`).toBe(`${seqno * 10}.00`);
    }
  });

  test('a 5x2 block pasted from a spreadsheet fills down and across; refused values are listed', async ({
    page,
  }) => {
    const udztbnum = await openTender(page, 'B');
    // Issue 28, finding 4: only lines 5 and 39 leave the quantity to the supplier; elsewhere it is the
    // buyer's, shown as text with no input to type in.
    await expect(quantity(page, 5)).toBeEditable();
    await expect(quantity(page, 6)).toHaveCount(0);
    await expect(page.getByTestId('line-quantity-6')).toHaveText('98.00');
    await quantity(page, 5).click();
    // Quantity and unit price of lines 5-9; line 7's price is text a spreadsheet left in, line 8's is
    // money as a spreadsheet copies it (issue 35, item 5).
    await paste(page, '10\t1.50\r\n20\t2.50\r\n30\tn/a\r\n40\tHK$4,000.25\r\n50\t5\r\n');
    const report = page.getByTestId('paste-report');
    // A refused value changes nothing: the report says so.
    await expect(report).toContainText('5 pasted values were refused: their cells kept their values');
    await expect(report).toContainText('Line 7, Unit Price: “n/a” – Not a number');
    await expect(report).toContainText('Line 6, Quantity: “20” – Quantity set by the buyer on this line');
    await expect(quantity(page, 5)).toHaveValue(/^10(\.00)?$/);
    await expect(page.getByTestId('line-quantity-6')).toHaveText('98.00');
    await expect(price(page, 7)).toHaveValue('');
    await expect(price(page, 8)).toHaveValue('4,000.25');

    await expect(autosave(page)).toContainText('Saved at');
    await expect
      .poll(async () => (await storedLines(page, udztbnum)).get(9)?.unitprice, { timeout: 15_000 })
      .toBe('5.00');
    const stored = await storedLines(page, udztbnum);
    expect([5, 6, 7, 8, 9].map((seqno) => stored.get(seqno)?.quantity)).toEqual([
      '10.00',
      '98.00',
      '70.00',
      '256.00',
      '187.00',
    ]);
    expect([5, 6, 7, 8, 9].map((seqno) => stored.get(seqno)?.unitprice)).toEqual([
      '1.50',
      '2.50',
      null,
      '4000.25',
      '5.00',
    ]);
  });

  test('All lines on one page reaches the last line with only the rows in view rendered', async ({
    page,
  }) => {
    await openTender(page, 'C');
    await page.getByLabel('Lines per page', { exact: true }).selectOption('all');
    await expect(page.locator('.tp-line-pagination')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('.tp-line-table tbody tr[data-row-key="2000"]')).toBeVisible();
    await expect(price(page, 1999)).toBeEditable();
    expect(await shownRows(page).count()).toBeLessThan(120);
    // The column titles stay in view while the lines scroll under them.
    await expect(page.locator('.tp-line-table .ant-table-sticky-holder')).toBeInViewport();

    // The keyboard works in the rendered window as on a page of 30.
    await price(page, 1999).click();
    await page.keyboard.press('Shift+Enter');
    await expect(price(page, 1998)).toBeFocused();
  });

  test('search finds a line by its description; filters and folded sections narrow the lines', async ({
    page,
  }) => {
    await openTender(page, 'D');
    const search = page.getByLabel('Search lines by number, description or notes');
    await search.fill('Harbour Centre Offices');
    // Section D1's header (line 1201) names the site; the other sections at that site too.
    await expect(page.locator('.tp-line-table tbody tr[data-row-key="1201"]')).toBeVisible();
    await search.fill('floor cleaner year 3 1234');
    await expect(shownRows(page)).toHaveCount(1);
    await expect(price(page, 1234)).toBeEditable();
    await search.fill('');

    await price(page, 3).fill('12');
    await page.getByText('Not priced', { exact: true }).click();
    await expect(price(page, 3)).toHaveCount(0);
    await expect(price(page, 2)).toBeVisible();
    await page.getByText('Priced', { exact: true }).click();
    await expect(shownRows(page)).toHaveCount(1);
    await page.getByRole('radio', { name: 'All lines', exact: true }).check();

    await page.getByRole('button', { name: 'Fold section 1', exact: true }).click();
    await expect(price(page, 2)).toHaveCount(0);
    await expect(page.locator('.tp-line-table tbody tr[data-row-key="51"]')).toBeVisible();
    await page.getByRole('button', { name: 'Unfold section 1', exact: true }).click();
    await expect(price(page, 2)).toBeVisible();
  });
});
