import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support/login';

// Accounts and tenders come from e2e/fixtures/tenders.json; no other spec touches them.
const SUPPLIER = 'e2e.tenders.supplier';
const PASSWORD = 'E2e#Pass2026';

async function openFromList(page: Page, search: string, rfqnum: string): Promise<void> {
  await page.goto('/tenders');
  await page.getByLabel('Search tenders').fill(`  ${search}  `);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${search}`));
  await page.getByRole('link', { name: rfqnum, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tender ${rfqnum}` })).toBeVisible();
}

// Scoped to <main>: the header and footer belong to the app shell and are checked by its own spec.
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test.describe('tenders', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, SUPPLIER, PASSWORD);
  });

  test('a supplier acknowledges, prices, saves and submits a tender', async ({ page }) => {
    await openFromList(page, 'E2E-TND-NEW', 'E2E-TND-NEW-001');
    await expect(page).toHaveURL(/\/tenderdetail\/E2E-TND-NEW-001-S1\/1\/NEW\/E2E-TND-NEW$/);
    await expect(page.getByText('Ada Buyer, ada.buyer@example.test, +852 2100 0001')).toBeVisible();

    await page.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(page).toHaveURL(/\/tenderdetail\/E2E-TND-NEW-001-S1\/1\/WTQUOTE\/E2E-TND-NEW$/);
    await expect(page.locator('.tp-detail-header .tp-status-tag')).toHaveText('Waiting for Quotation');

    const price2 = page.getByLabel('Unit price of line 2', { exact: true });
    await price2.fill('100.5');
    await expect(page.getByTestId('line-total-2')).toHaveText('1,005.00');
    await price2.blur();
    await expect(price2).toHaveValue('100.50');

    // Line 3 (required price) and line 6 (a required total typed by hand) are still empty: Save keeps the
    // draft and says what a submission still lacks (issue 12). Line 7's total is computed and its price
    // is not required: the line is optional, as its cells show (issue 35, item 11).
    await page.getByRole('button', { name: 'Save' }).click();
    const draftTips = page.getByRole('dialog').filter({ hasText: 'has been saved' });
    await draftTips.getByRole('button', { name: 'OK' }).click();
    await expect(draftTips).toBeHidden();
    await expect(page.getByTestId('save-outcome')).toContainText(
      '1 line still needs a unit price. 1 line still needs a total line amount.',
    );

    const price3 = page.getByLabel('Unit price of line 3', { exact: true });
    // Refused in the cell with its reason, never turned into 0 (issue 12).
    await price3.fill('abc');
    await price3.blur();
    await expect(price3).toHaveValue('abc');
    await expect(price3).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Not a number')).toBeVisible();
    await price3.fill('1,020');
    await expect(page.getByTestId('line-total-3')).toHaveText('5,100.00');
    await price3.fill('20');
    await expect(page.getByTestId('line-total-3')).toHaveText('100.00');
    // Line 4 sums lines 2 and 3.
    await expect(page.getByTestId('line-total-4')).toHaveText('1,105.00');

    const total6 = page.getByLabel('Total line amount of line 6', { exact: true });
    await total6.fill('500');
    await total6.blur();
    await expect(total6).toHaveValue('500.00');
    await page.getByLabel('Unit price of line 7', { exact: true }).fill('50');
    await page.getByLabel('Notes of line 7', { exact: true }).fill('Brass plates');
    await expect(page.getByTestId('line-total-7')).toHaveText('100.00');
    await expect(page.getByTestId('summary-total')).toHaveText('HKD 1,705.00');

    await page.getByRole('button', { name: 'Save' }).click();
    const tips = page.getByRole('dialog').filter({ hasText: 'has been saved' });
    await expect(tips).toBeVisible();
    await tips.getByRole('button', { name: 'OK' }).click();
    // As a user does, wait for the dialog to go.
    await expect(tips).toBeHidden();
    await expect(page.getByTestId('summary-total')).toHaveText('HKD 1,705.00');
    await expect(page.getByLabel('Notes of line 7', { exact: true })).toHaveValue('Brass plates');
    // Quantity defaults to 1 on save for an entry line left empty (line 6 had none).
    // The quantity is the buyer's on this line (not qtyrequired), so it reads as text (issue 28).
    await expect(page.getByTestId('line-quantity-6')).toHaveText('1.00');

    await page.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'cannot be changed once submitted' });
    await confirm.getByRole('button', { name: 'Submit' }).click();
    // The place in the lines stays in the address (issue 35, item 6): the line last priced.
    await expect(page).toHaveURL(
      /\/tenderdetail\/E2E-TND-NEW-001-S1\/1\/SUBMITED\/E2E-TND-NEW(\?line=\d+)?$/,
    );
    await expect(page.locator('.tp-detail-header .tp-status-tag')).toHaveText('Submitted');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    // Back keeps the search; the Submitted filter finds the tender.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/tenders\?.*q=E2E-TND-NEW/);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Submitted' });
    await expect(page).toHaveURL(/status=SUBMITED/);
    const row = page.getByRole('row').filter({ hasText: 'E2E-TND-NEW-001' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Submitted');
  });

  test('price negotiation: a rate payable for all lines and for one, saved and printed', async ({ page }) => {
    await openFromList(page, 'E2E-TND-PN', 'E2E-TND-PN-001');
    // Under price negotiation the unit price cannot change: it reads as text (issue 18, item 15).
    await expect(page.getByLabel('Unit price of line 1', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('line-unitprice-1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
    await expect(page.getByTestId('summary-total')).toHaveText('HKD 13,001.00');

    await page.getByLabel('Rate payable, all lines (%)').fill('150');
    await page.getByRole('button', { name: 'GO', exact: true }).click();
    // Refused as a line's rate is (issue 35, item 1): nothing applied.
    await expect(page.locator('#tp-discount-rate-message')).toHaveText('0 to 100');
    await expect(page.getByTestId('summary-discounted')).toHaveText('HKD 13,001.00');
    await page.getByLabel('Rate payable, all lines (%)').fill('90');
    await page.getByRole('button', { name: 'GO', exact: true }).click();
    await expect(page.getByTestId('line-disc-amount-1')).toHaveText('10,800.00');
    await expect(page.getByTestId('line-disc-amount-3')).toHaveText('11,700.90');
    await expect(page.getByTestId('summary-discounted')).toHaveText('HKD 11,700.90');

    await page.getByLabel('Rate payable (%) of line 2', { exact: true }).fill('80');
    await expect(page.getByTestId('line-disc-amount-2')).toHaveText('800.80');
    await expect(page.getByTestId('summary-discounted')).toHaveText('HKD 11,600.80');

    await page.getByRole('button', { name: 'Save' }).click();
    const tips = page.getByRole('dialog').filter({ hasText: 'has been saved' });
    await tips.getByRole('button', { name: 'OK' }).click();
    // As a user does, wait for the dialog to go.
    await expect(tips).toBeHidden();
    await expect(page.getByTestId('summary-discounted')).toHaveText('HKD 11,600.80');

    const [report] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Print' }).click(),
    ]);
    await expect(report).toHaveURL(/\/report\/bidding-cost\/E2E-TND-PN-001-S1$/);
    await expect(report.getByRole('heading', { name: 'Supplier Bidding Cost Report' })).toBeVisible();
    await expect(report.getByText('E2E air-conditioning maintenance (price negotiation)')).toBeVisible();
    await expect(report.getByTestId('report-total')).toHaveText('HKD 13,001.00');
    await expect(report.getByTestId('report-discounted')).toHaveText('HKD 11,600.80');
    await report.emulateMedia({ media: 'print' });
    await expect(report.getByRole('button', { name: 'Print' })).toBeHidden();
    await report.close();
  });

  test('declining needs a reason', async ({ page }) => {
    await openFromList(page, 'E2E-TND-DEC', 'E2E-TND-DEC-001');
    await page.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Decline tender' });
    const confirm = dialog.getByRole('button', { name: 'Decline' });
    await expect(confirm).toBeDisabled();
    await dialog.getByPlaceholder('Please enter the reason for rejection').fill('   ');
    await expect(confirm).toBeDisabled();
    await dialog.getByPlaceholder('Please enter the reason for rejection').fill('Fully booked until 2031');
    await confirm.click();
    await expect(page).toHaveURL(/\/tenderdetail\/E2E-TND-DEC-001-S1\/1\/DECLINED\//);
    await expect(page.locator('.tp-detail-header .tp-status-tag')).toHaveText('Declined');
  });

  test('list and detail have no serious accessibility violations', async ({ page }) => {
    await page.goto('/tenders?q=E2E-TND&status=WTQUOTE');
    await expect(page.getByRole('link', { name: 'E2E-TND-AXE-001', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'E2E-TND-AXE-001', exact: true }).click();
    await expect(page.getByLabel('Unit price of line 2', { exact: true })).toBeEditable();
    expect(await seriousViolations(page)).toEqual([]);

    // Back returns to the same filtered, searched list.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/tenders\?q=E2E-TND&status=WTQUOTE$/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await expect(page.getByLabel('Search tenders')).toHaveValue('E2E-TND');
  });
});
