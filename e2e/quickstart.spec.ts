import { expect, test } from '@playwright/test';
import { loginAs } from './support/login';

// The server on 8093 (E2E_PORT + 2) was started like the README's first command, on an empty data folder.
test.use({ baseURL: process.env.E2E_QUICKSTART_BASE_URL ?? 'http://localhost:8093' });

test('the quick start serves the login page and the demo data', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#login_loginid')).toBeVisible();
  await expect(page.locator('footer')).toContainText('tender.support@example.com');

  await loginAs(page, 'demo.supplier', 'Demo#2026pass');
  await expect(page).toHaveURL(/\/homepage$/);
  await page.goto('/tenders');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.getByText('Waiting for Quotation').first()).toBeVisible();
  // Every status of spec 4.1 is in the demo data of this supplier: the list holds more than one page.
  await expect(page.locator('.ant-pagination')).toBeVisible();
});
