import { expect, type Page, type Request, test } from '@playwright/test';
import { loginAs } from './support/login';
import { latestMail } from './support/mail';

// Accounts and tenders come from e2e/fixtures/quotation-submit.json; no other spec touches them.
// Issue 12: Submit checks first, then reviews, then confirms; a receipt on screen, in print and by mail.
const SUPPLIER = 'e2e.submit.supplier';
const SUPPLIER_ZH = 'e2e.submit.zh';
const PASSWORD = 'E2e#Pass2026';

// Every date-time is shown in the group's zone (HKT), whatever the browser's: this browser is in New York.
test.use({ timezoneId: 'America/New_York' });

async function openTender(page: Page, rfqnum: string, heading = `Tender ${rfqnum}`): Promise<void> {
  await page.goto(`/tenders?q=${rfqnum}`);
  await page.getByRole('link', { name: rfqnum, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

function isSubmit(request: Request): boolean {
  return request.url().endsWith('/workflow/submitworkflow');
}

function isQuotationSave(request: Request): boolean {
  return request.url().endsWith('/util/update') && (request.postData() ?? '').includes('"updateudztb"');
}

/** Closes the save tips dialog the explicit Save shows. */
async function closeSaveTips(page: Page, okName: string | RegExp = 'OK'): Promise<void> {
  const tips = page.locator('.ant-modal').filter({ has: page.locator('.tp-save-tips') });
  await expect(tips).toBeVisible();
  await tips.getByRole('button', { name: okName }).click();
  await expect(tips).toBeHidden();
}

test.describe('quotation submission', () => {
  test('Submit with lines missing marks the cells, confirms nothing, and Next reaches another page', async ({
    page,
  }) => {
    await loginAs(page, SUPPLIER, PASSWORD);
    await openTender(page, 'E2E-SUB-MISS-001');
    let submits = 0;
    page.on('request', (request) => {
      if (isSubmit(request)) submits += 1;
    });

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const panel = page.getByTestId('needs-attention');
    await expect(panel).toContainText('Needs attention (2)');
    await expect(panel).toContainText('Line 5 Fit-out item 5: unit price');
    await expect(panel).toContainText('Line 35 Fit-out item 35: unit price');
    // Neither a header nor a line that is complete is listed.
    await expect(panel).not.toContainText('Section A');
    await expect(panel).not.toContainText('Line 4 ');
    // No review, no confirmation: nothing irreversible is offered while something is missing.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const price5 = page.getByLabel('Unit price of line 5', { exact: true });
    await expect(price5).toHaveAttribute('aria-invalid', 'true');
    await expect(price5).toBeFocused();

    // Line 35 is on the second page of 30 lines.
    await page
      .getByRole('toolbar', { name: 'Lines needing attention' })
      .getByRole('button', { name: 'Next' })
      .click();
    const price35 = page.getByLabel('Unit price of line 35', { exact: true });
    await expect(price35).toBeFocused();
    await expect(price35).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Unit price of line 5', { exact: true })).toHaveCount(0);

    // Save keeps the draft and says what is still missing; Next > goes to the first missing cell.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await closeSaveTips(page);
    const outcome = page.getByTestId('save-outcome');
    await expect(outcome).toContainText(/Saved \d\d:\d\d HKT\. 2 lines still need a unit price\./);
    await outcome.getByRole('button', { name: 'Next ›' }).click();
    await expect(page.getByLabel('Unit price of line 5', { exact: true })).toBeFocused();
    expect(submits).toBe(0);
  });

  test('a complete quotation is reviewed, submitted, receipted on screen, in print and by mail', async ({
    page,
  }) => {
    await loginAs(page, SUPPLIER, PASSWORD);
    await page.goto('/tenders?q=E2E-SUB-OK-001');
    const row = page.getByRole('row').filter({ hasText: 'E2E-SUB-OK-001' });
    await expect(row).toContainText('2030-06-28 16:00:00 HKT');
    await expect(row).toContainText(/\d+ days \d+ h left/);
    await openTender(page, 'E2E-SUB-OK-001');
    await expect(page.getByText('2030-06-28 16:00:00 HKT')).toBeVisible();
    await expect(page.getByTestId('summary-total')).toHaveText('HKD 1,500.00');

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const review = page.getByRole('dialog').filter({ hasText: 'Review and submit' });
    await expect(review).toContainText('E2E-SUB-OK-001');
    await expect(review).toContainText('E2E roof repair');
    await expect(review.getByTestId('review-total')).toHaveText('HKD 1,500.00');
    await expect(review).toContainText('Lines priced2 of 2');
    await expect(review).toContainText('Supplier documents attached0');
    await expect(review).toContainText('The final tender cost cannot be changed once submitted.');

    const since = Date.now();
    await review.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/tenderdetail\/E2E-SUB-OK-001-S1\/\d+\/SUBMITED\//);
    const receipt = page.getByTestId('submission-receipt');
    await expect(receipt).toContainText(
      /Submitted on \d{4}-\d\d-\d\d \d\d:\d\d:\d\d HKT by Sam Submit, reference \S+/,
    );
    const text = (await receipt.textContent()) ?? '';
    const reference = /reference (\S+)/.exec(text)?.[1] ?? '';
    const submittedAt = /Submitted on (\S+ \S+ HKT)/.exec(text)?.[1] ?? '';

    const mail = await latestMail('e2e.submit.supplier@example.test', /Quotation submitted/, { since });
    expect(mail.subject).toContain('Quotation submitted: E2E-SUB-OK-001 (');
    expect(mail.subject).toContain(reference);
    expect(mail.body).toContain('HKD 1,500.00');
    expect(mail.body).toContain(submittedAt);
    expect(mail.html).toContain('<th align="left">Total</th><td>HKD 1,500.00</td>');
    // No price negotiation and no rate under 100 %: no discounted total (issue 35, item 14).
    expect(mail.body).not.toContain('Discounted total');

    const [report] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Print' }).click(),
    ]);
    await expect(report.getByTestId('report-reference')).toHaveText(reference);
    await expect(report.getByTestId('report-submitted-at')).toHaveText(submittedAt);
    await expect(report.getByTestId('report-total')).toHaveText('HKD 1,500.00');
    await report.close();
  });

  test('a supplier signed in in Chinese gets the receipt mail in Chinese', async ({ page }) => {
    await page.goto('/login?langcode=ZH');
    await loginAs(page, SUPPLIER_ZH, PASSWORD);
    await openTender(page, 'E2E-SUB-ZH-001', '招标 E2E-SUB-ZH-001');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    const review = page.getByRole('dialog').filter({ hasText: '核对并提交' });
    await expect(review.getByTestId('review-total')).toHaveText('HKD 1,500.00');
    await expect(review).toContainText('报价一经提交，最终投标金额将无法更改');
    const since = Date.now();
    await review.getByRole('button', { name: '提交' }).click();
    const receipt = page.getByTestId('submission-receipt');
    await expect(receipt).toContainText(/已于 \S+ \S+ HKT 由 Chan Tai Man 提交，提交编号 \S+/);

    const mail = await latestMail('e2e.submit.zh@example.test', /报价已提交/, { since });
    expect(mail.subject).toContain('报价已提交：E2E-SUB-ZH-001 (');
    expect(mail.body).toContain('您的报价已提交');
    expect(mail.body).toContain('HKD 1,500.00');
    expect(mail.html).toContain('<th align="left">合计</th><td>HKD 1,500.00</td>');
  });

  test('a tender past its closing date opens read-only with a banner and lists as closed', async ({
    page,
  }) => {
    await loginAs(page, SUPPLIER, PASSWORD);
    await page.goto('/tenders?q=E2E-SUB-CLOSED-001');
    const row = page.getByRole('row').filter({ hasText: 'E2E-SUB-CLOSED-001' });
    await expect(row).toContainText('Waiting for Quotation');
    await expect(row.getByTestId('closed-tag')).toHaveText('Closed');

    await openTender(page, 'E2E-SUB-CLOSED-001');
    // Fixture closing date: two days ago at 10:00 UTC, 18:00 in Hong Kong.
    await expect(page.getByTestId('closed-notice')).toContainText(/Closed on \d{4}-\d\d-\d\d 18:00:00 HKT/);
    // Read-only: the price reads as text, not as a disabled input (issue 18, item 15).
    await expect(page.getByLabel('Unit price of line 2', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('line-unitprice-2')).toBeAttached();
    const enabled = (name: string) =>
      page.getByRole('button', { name, exact: true }).and(page.locator(':enabled'));
    await expect(enabled('Save')).toHaveCount(0);
    await expect(enabled('Submit')).toHaveCount(0);
    // The button still shown but off says why (issue 35, item 9).
    await expect(page.getByTestId('off-reasons')).toHaveText(
      /^Add Attachments: Closed on \d{4}-\d\d-\d\d 18:00:00 HKT$/,
    );
  });

  test('a double click on Save or Submit sends one request', async ({ page }) => {
    await loginAs(page, SUPPLIER, PASSWORD);
    await openTender(page, 'E2E-SUB-DBL-001');
    let saves = 0;
    let submits = 0;
    page.on('request', (request) => {
      if (isQuotationSave(request)) saves += 1;
      if (isSubmit(request)) submits += 1;
    });

    await page.getByRole('button', { name: 'Save', exact: true }).dblclick();
    await closeSaveTips(page);
    expect(saves).toBe(1);

    await page.getByRole('button', { name: 'Submit', exact: true }).dblclick();
    const review = page.getByRole('dialog').filter({ hasText: 'Review and submit' });
    await expect(review).toHaveCount(1);
    await review.getByRole('button', { name: 'Submit' }).dblclick();
    await expect(page).toHaveURL(/\/SUBMITED\//);
    await expect(page.getByTestId('submission-receipt')).toBeVisible();
    expect(submits).toBe(1);
  });
});

test.describe('price negotiation and a stale page', () => {
  test('GO asks before it overwrites discounts typed on lines; the columns say what they hold', async ({
    page,
  }) => {
    await loginAs(page, SUPPLIER, PASSWORD);
    await openTender(page, 'E2E-SUB-PN-001');
    await expect(page.getByRole('columnheader', { name: /Earlier price/ })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Rate payable \(%\)/ })).toBeVisible();
    await expect(
      page
        .getByLabel('Rate payable (%): the share of the price you charge. 100 = no discount; 95 = 5 % off.')
        .first(),
    ).toBeAttached();
    await expect(page.getByLabel('Remark to buyer')).toBeEditable();

    // Every line at the default 100: nothing to overwrite, no question.
    await page.getByLabel('Rate payable, all lines (%)').fill('90');
    await page.getByRole('button', { name: 'GO', exact: true }).click();
    await expect(page.getByTestId('summary-discounted')).toHaveText('HKD 11,880.00');
    await page.getByLabel('Rate payable (%) of line 2', { exact: true }).fill('80');
    await page.getByLabel('Rate payable, all lines (%)').fill('95');
    await page.getByRole('button', { name: 'GO', exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Replace the rates you entered?' });
    await expect(confirm).toContainText('1 line has a rate payable of its own');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Rate payable (%) of line 2', { exact: true })).toHaveValue(/^80/);
    await page.getByRole('button', { name: 'GO', exact: true }).click();
    await confirm.getByRole('button', { name: 'Apply to every line' }).click();
    await expect(page.getByLabel('Rate payable (%) of line 2', { exact: true })).toHaveValue(/^95/);
  });

  test('a save from a stale window is told, and Reload shows the other window’s work', async ({ page }) => {
    await loginAs(page, SUPPLIER, PASSWORD);
    await openTender(page, 'E2E-SUB-STALE-001');
    // A second window of the same session (window.open copies the tab's session storage).
    const [other] = await Promise.all([
      page.context().waitForEvent('page'),
      page.evaluate(() => window.open(window.location.href, '_blank')),
    ]);
    await other.getByLabel('Unit price of line 1', { exact: true }).fill('33');
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    await closeSaveTips(other);
    await other.close();

    // The save carries the version this window read (issue 15): the server refuses it as stale.
    const saveRequest = page.waitForRequest(
      (request) => request.url().endsWith('/samex/rest/util/update') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const sent = JSON.parse((await saveRequest).postData() ?? '{}') as {
      reqname?: string;
      version?: unknown;
    };
    expect(sent.reqname).toBe('updateudztb');
    expect(typeof sent.version).toBe('number');
    const stale = page.getByRole('dialog').filter({ hasText: 'This tender was changed in another window' });
    await stale.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByLabel('Unit price of line 1', { exact: true })).toHaveValue('33.00');
  });
});
