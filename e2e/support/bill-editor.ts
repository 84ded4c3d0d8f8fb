import { expect, type Page } from '@playwright/test';

// The buyer's bill of quantities editor (buyer-editor.spec.ts, buyer-end-to-end.spec.ts).

/** A cell of the editor's grid, by its column's name and its line's number. */
export const cell = (page: Page, column: string, seqno: number) =>
  page.getByLabel(`${column}, line ${seqno}`, { exact: true });

/** Adds a line with the toolbar and types its description (the new line's description has the cursor). */
export async function addLine(page: Page, seqno: number, description: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Line' }).click();
  await expect(cell(page, 'Description', seqno)).toBeFocused();
  await page.keyboard.type(description);
}

/**
 * Chooses how a line's total is made: its Total By opens, the option is clicked. One click each: the runs
 * turn animations off (playwright.config.ts), so the list is in place when it shows.
 */
export async function chooseTotalBy(page: Page, seqno: number, option: string): Promise<void> {
  const select = cell(page, 'Total By', seqno);
  await select.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  const root = select.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(root).toContainText(option);
}
