import { readFile, writeFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openBigTender, storedLines } from './support/big-tender';

// The Excel round trip of issue 13 on the demo's 2,000-line tender. Accounts and the tender come from
// e2e/fixtures/workbook.json (built by build-workbook.ts); each test signs in as its own supplier.

/** Item lines (quantity x price) spread over the tender; 1, 51, ... are headings, 50, 100, ... subtotals. */
const PRICED = [2, 3, 60, 120, 333, 555, 777, 1002, 1502, 1999];

const openTender = (page: Page, letter: string) =>
  openBigTender(page, { rfqnum: 'E2E-WBK-2000', login: 'workbook' }, letter);

/** Exports through the button and answers the downloaded workbook. */
async function exportWorkbook(page: Page): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('E2E-WBK-2000-bill-of-quantities.xlsx');
  return readFile(await download.path());
}

/** Edits the Lines sheet as a supplier would in Excel: cells found by the line number in column A. */
async function editLines(
  bytes: Buffer,
  edit: (cell: (seqno: number, header: string) => ExcelJS.Cell) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Lines');
  if (!sheet) throw new Error('no Lines sheet');
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const rows = new Map<number, number>();
  sheet.eachRow((row, number) => {
    if (typeof row.getCell(1).value === 'number') rows.set(row.getCell(1).value as number, number);
  });
  edit((seqno, header) => sheet.getRow(rows.get(seqno) as number).getCell(headers.indexOf(header)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Imports through the button and its file chooser; answers the preview dialog. */
async function importWorkbook(page: Page, bytes: Buffer, path: string) {
  await writeFile(path, bytes);
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import from Excel' }).click();
  await (await choosing).setFiles(path);
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('workbook-preview') });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  return dialog;
}

test.describe('Excel round trip', () => {
  test('export 2,000 lines, change 10 prices in the file, import, apply, read them back', async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const udztbnum = await openTender(page, 'A');
    const exported = await exportWorkbook(page);
    // New prices unlike the fixture's (5 to 405) and unlike a previous attempt's, so a retry still changes them.
    const run = Date.now() % 9000;
    const prices = PRICED.map((seqno, index) => ({ seqno, price: `${1000 + run + index}.25` }));
    const edited = await editLines(exported, (cell) => {
      for (const { seqno, price } of prices) cell(seqno, 'Unit Price').value = Number(price);
    });

    const dialog = await importWorkbook(page, edited, info.outputPath('priced.xlsx'));
    await expect(dialog.getByTestId('workbook-summary')).toHaveText(
      'To change: 10 · Refused: 0 · Buyer fields that differ: 0',
    );
    const rows = dialog.getByTestId('workbook-changes').locator('tbody tr');
    await expect(rows).toHaveCount(10);
    const grouped = (price: string) => Number(price).toLocaleString('en-US', { minimumFractionDigits: 2 });
    for (const [index, { seqno, price }] of prices.entries()) {
      await expect(rows.nth(index).locator('td').first()).toHaveText(String(seqno));
      await expect(rows.nth(index)).toContainText('Unit Price');
      await expect(rows.nth(index).locator('td').last()).toHaveText(grouped(price));
    }
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('10 values applied and saved.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Unit price of line 2', { exact: true })).toHaveValue(
      grouped(prices[0]!.price),
    );

    const stored = await storedLines(page, udztbnum);
    expect(prices.map(({ seqno }) => stored.get(seqno)?.unitprice)).toEqual(prices.map(({ price }) => price));
  });

  test('a changed description and a text price are shown, and neither is applied', async ({ page }, info) => {
    test.setTimeout(120_000);
    const udztbnum = await openTender(page, 'B');
    const before = await storedLines(page, udztbnum);
    const edited = await editLines(await exportWorkbook(page), (cell) => {
      cell(2, 'Description').value = 'Cheaper substitute';
      cell(3, 'Unit Price').value = 'abc';
      cell(4, 'Unit Price').value = 123.45;
      // Issue 35, item 4: a price typed on a heading is listed as refused, not dropped unseen.
      cell(51, 'Unit Price').value = 77;
    });

    const dialog = await importWorkbook(page, edited, info.outputPath('mixed.xlsx'));
    await expect(dialog.getByTestId('workbook-summary')).toHaveText(
      'To change: 1 · Refused: 3 · Buyer fields that differ: 1',
    );
    // One list at a time, chosen above it.
    await expect(dialog.getByTestId('workbook-changes').locator('tbody tr')).toHaveCount(1);
    await expect(dialog.getByTestId('workbook-refused')).toHaveCount(0);
    await dialog.getByText('Refused (3)', { exact: true }).click();
    const refused = dialog.getByTestId('workbook-refused').locator('tbody tr');
    await expect(refused).toHaveCount(3);
    await expect(dialog.getByTestId('workbook-changes')).toHaveCount(0);
    await expect(refused.nth(0)).toContainText('Cheaper substitute');
    await expect(refused.nth(0)).toContainText('Set by the buyer: never imported');
    await expect(refused.nth(1)).toContainText('abc');
    await expect(refused.nth(1)).toContainText('Not a number');
    await expect(refused.nth(2)).toContainText('A heading or sum line: nothing is entered here');
    await dialog.getByText('Buyer fields (1)', { exact: true }).click();
    const differs = dialog.getByTestId('workbook-differences').locator('tbody tr');
    await expect(differs).toHaveCount(1);
    await expect(differs).toContainText('Cheaper substitute');
    // The whole preview as a workbook to keep.
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download report (.xlsx)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('E2E-WBK-2000-import-report.xlsx');
    const report = new ExcelJS.Workbook();
    await report.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    expect(report.worksheets.map((sheet) => sheet.name)).toEqual([
      'To change',
      'Refused',
      'Buyer fields that differ',
    ]);
    expect(report.getWorksheet('Refused')?.getRow(4).getCell(5).value).toBe(
      'A heading or sum line: nothing is entered here',
    );

    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('1 value applied and saved.')).toBeVisible({ timeout: 20_000 });
    const after = await storedLines(page, udztbnum);
    expect(after.get(2)?.description).toBe(before.get(2)?.description);
    expect(after.get(3)?.unitprice).toBe(before.get(3)?.unitprice);
    expect(after.get(4)?.unitprice).toBe('123.45');
  });

  test('a quantity is imported only where the buyer left it to the supplier', async ({ page }, info) => {
    test.setTimeout(120_000);
    const udztbnum = await openTender(page, 'C');
    // Issue 28, finding 4: line 7's quantity is the supplier's (an input), line 2's the buyer's (text).
    await expect(page.getByLabel('Quantity of line 7', { exact: true })).toBeEditable();
    await expect(page.getByLabel('Quantity of line 2', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('line-quantity-2')).toHaveText('90.00');
    const run = (Date.now() % 900) + 100;
    const edited = await editLines(await exportWorkbook(page), (cell) => {
      cell(2, 'Quantity').value = 1;
      cell(7, 'Quantity').value = run;
    });

    const dialog = await importWorkbook(page, edited, info.outputPath('quantities.xlsx'));
    await expect(dialog.getByTestId('workbook-summary')).toHaveText(
      'To change: 1 · Refused: 1 · Buyer fields that differ: 1',
    );
    await expect(dialog.getByTestId('workbook-changes').locator('tbody tr')).toContainText('7Quantity');
    await dialog.getByText('Refused (1)', { exact: true }).click();
    const refused = dialog.getByTestId('workbook-refused').locator('tbody tr');
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText('Quantity set by the buyer on this line: not imported');
    await dialog.getByText('Buyer fields (1)', { exact: true }).click();
    await expect(dialog.getByTestId('workbook-differences').locator('tbody tr')).toContainText('90.00');

    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('1 value applied and saved.')).toBeVisible({ timeout: 20_000 });
    const stored = await storedLines(page, udztbnum);
    expect(stored.get(2)?.quantity).toBe('90.00');
    expect(stored.get(7)?.quantity).toBe(`${run}.00`);
  });

  test('a workbook of another tender changes nothing', async ({ page }, info) => {
    await openTender(page, 'B');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportWorkbook(page)) as unknown as ArrayBuffer);
    workbook.getWorksheet('identity')!.getCell('B2').value = 'E2E-WBK-2000-A';
    await writeFile(info.outputPath('other.xlsx'), Buffer.from(await workbook.xlsx.writeBuffer()));
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import from Excel' }).click();
    await (await choosing).setFiles(info.outputPath('other.xlsx'));
    await expect(
      page.getByText('This workbook belongs to another tender. Nothing was changed.'),
    ).toBeVisible();
  });
});
