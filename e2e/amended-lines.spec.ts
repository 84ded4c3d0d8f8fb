import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { storedLines } from './support/big-tender';
import { loginAs } from './support/login';

// Issue 28, finding 5: an amended line reaches the invitation, and the supplier sees which cells changed.
// e2e/fixtures/amended-lines-a.json imports the tender priced (line 2: 10 m2 at 8.00); amended-lines-b.json,
// imported after it, amends line 2 to 12.5 m2 with a new description and adds line 4. The marks are looked
// at first (ZH at 1280 px, a phone at 390 px), then a save of line 2 clears its marks only.

const PASSWORD = 'E2e#Pass2026';
const UDZTBNUM = 'E2E-AML-001-A';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `amended-lines-${name}.png`), fullPage: true });
}

async function open(page: Page, login: string, language: 'EN' | 'ZH' = 'EN'): Promise<void> {
  await page.goto(`/login?langcode=${language}`);
  await loginAs(page, `e2e.amlines.${login}`, PASSWORD);
  await page.goto(`/tenderdetail/${UDZTBNUM}/1/WTQUOTE`);
}

test('the cells an amendment changed are marked until the supplier saves the line', async ({ browser }) => {
  const zh = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await open(zh, 'zh', 'ZH');
  await expect(zh.getByTestId('changed-legend')).toContainText('采购方的修订');
  await expect(zh.getByRole('img', { name: '已被修订更改' })).toHaveCount(2);
  await shoot(zh, 'zh-1280');
  await zh.close();

  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await open(phone, 'phone');
  await expect(phone.getByTestId('changed-legend')).toBeVisible();
  await expect(phone.getByText('New', { exact: true })).toBeVisible();
  await shoot(phone, 'en-390');
  await phone.close();

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await open(page, 'en');
  const price = page.getByLabel('Unit price of line 2', { exact: true });
  await expect(price).toHaveValue('8.00');
  // The new quantity, the price kept, the total recomputed: 12.5 x 8 = 100.
  await expect(page.getByTestId('line-total-2')).toHaveText('100.00');
  const line2 = page.locator('[data-row-key="2"]');
  await expect(line2.getByRole('img', { name: 'Changed by the amendment' })).toHaveCount(2);
  await expect(page.locator('[data-row-key="4"]').getByText('New', { exact: true })).toBeVisible();
  await expect(page.locator('[data-row-key="3"]').getByTestId('changed-cell')).toHaveCount(0);
  await expectNoAxeViolations(page, 'amended lines');
  await shoot(page, 'en-1280');

  await price.fill('9');
  await expect(page.getByTestId('autosave-status')).toContainText('Saved at');
  await expect(line2.getByTestId('changed-cell')).toHaveCount(0);
  await expect(page.locator('[data-row-key="4"]').getByTestId('changed-cell')).toHaveCount(1);
  const stored = await storedLines(page, UDZTBNUM);
  expect(stored.get(2)?.unitprice).toBe('9.00');
  await page.reload();
  await expect(line2.getByTestId('changed-cell')).toHaveCount(0);
  await expect(page.getByTestId('changed-legend')).toBeVisible();
});
