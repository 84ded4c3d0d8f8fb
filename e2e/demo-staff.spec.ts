import { expect, test } from '@playwright/test';
import { closeConfirm, loginAs } from './support/login';

// The demo data is a product feature: demo.staff inputs the paper quote of the demo hard-copy tender
// (RFQ-2026-0103 of supplier PRFS, not yet inputted). Only this spec touches that invitation.
test('demo.staff finds the demo hard-copy tender and inputs its prices', async ({ page }) => {
  await loginAs(page, 'demo.staff', 'Demo#2026pass');
  await expect(page).toHaveURL(/\/tenders$/);
  await page.getByLabel('Supplier Code').fill('PRFS');
  await page.getByLabel('Tender No.').fill('RFQ-2026-0103');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // The search's own result: the list of hard-copy tenders waiting for input below has the tender too, and
  // moves down when the result appears above it (a click aimed at it then landed elsewhere once).
  await page
    .getByTestId('staff-search-result')
    .getByRole('link', { name: 'RFQ-2026-0103', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tender RFQ-2026-0103' })).toBeVisible();

  const prices: Record<number, string> = {
    2: '68',
    3: '32.5',
    4: '14.8',
    5: '158',
    6: '22',
    9: '6.4',
    10: '5.9',
  };
  for (const [seqno, price] of Object.entries(prices)) {
    await page.getByLabel(`Unit price of line ${seqno}`, { exact: true }).fill(price);
  }
  // Line 7 sums lines 2 to 6: 2,400 x 68 + 2,400 x 32.5 + 3,000 x 14.8 + 1,800 x 158 + 3,600 x 22.
  await expect(page.getByTestId('line-total-7')).toHaveText('649,200.00');

  const submit = page.locator('.tp-detail-header').getByRole('button', { name: 'Submit', exact: true });
  await submit.click();
  await closeConfirm(page, 'The final tender cost cannot be changed once submitted');
  await expect(page.locator('.tp-detail-header .tp-status-tag')).toHaveText('Submitted');
  await expect(submit).toHaveCount(0);
  // Submitted: the price reads as text (issue 18, item 15).
  await expect(page.getByTestId('line-unitprice-5')).toHaveText('158.00');
});
