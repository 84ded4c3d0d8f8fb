import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/axe';
import { loginAs } from './support/login';
import { shoot } from './support/shots';

// Issue 33, item 5: the buyer finds a supplier in the console's supplier search and reads its record.
// Accounts, supplier and tenders come from e2e/fixtures/supplier-record.json, one site per variant (no
// other spec touches them): two opened quotations (HKD 2,000.35 and HKD 1,000.03, the second won) and one
// still sealed (counted, its amount never shown), a certificate expiring within 30 days and one expired.

const PASSWORD = 'E2e#Pass2026';

const TEXT = {
  EN: {
    menu: 'Menu',
    suppliers: 'Suppliers',
    search: 'Search by code, name or service scope',
    invited: 'Invited',
    submitted: 'Submitted',
    won: 'Won',
    response: '2 d 3 h',
    sealed: 'Sealed',
    sealedNote: /1 submitted quotation is still sealed/,
    expiring: 'Expires within 30 days',
    expired: 'Expired',
  },
  ZH: {
    menu: '菜单',
    suppliers: '供应商',
    search: '按编号、名称或服务范围搜索',
    invited: '受邀',
    submitted: '已提交',
    won: '中标',
    response: '2 天 3 小时',
    sealed: '密封',
    sealedNote: /1 份已提交的报价仍然密封/,
    expiring: '30 天内到期',
    expired: '已过期',
  },
} as const;

const VARIANTS = [
  { language: 'EN', width: 1280, height: 900 },
  { language: 'ZH', width: 390, height: 844 },
] as const;

for (const { language, width, height } of VARIANTS) {
  const words = TEXT[language];
  const variant = `${language}${width}`;
  const code = `E2SR-${variant}`;
  const phone = width < 768;

  test(`the buyer finds a supplier and reads its record (${language} ${width})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height }, timezoneId: 'Asia/Hong_Kong' });
    const page = await context.newPage();
    await page.goto(`/login?langcode=${language}`);
    await loginAs(page, `e2e.record.buyer.${variant.toLowerCase()}`, PASSWORD);

    await test.step('Suppliers in the header leads to the search', async () => {
      if (phone) {
        await page.getByRole('banner').getByRole('button', { name: words.menu, exact: true }).click();
        await page.getByRole('dialog').getByRole('link', { name: words.suppliers, exact: true }).click();
      } else {
        await page.getByTestId('nav-suppliers').click();
      }
      await expect(page).toHaveURL(/\/buyer\/suppliers$/);
      await page.getByPlaceholder(words.search).fill(`record linen ${variant}`);
      const link = page.getByRole('link', { name: `${code} E2E Record Linen ${variant} Ltd` });
      await expect(link).toBeVisible();
      await expect(page.getByTestId('supplier-record-link')).toHaveCount(1);
      await shoot(page, `supplier-search-${variant.toLowerCase()}`);
      await expectNoAxeViolations(page, 'the supplier search');
      await expectNoSidewaysScroll(page);
      await link.click();
    });

    await test.step('the record: counts, exact totals, a sealed quotation without its amount', async () => {
      await expect(page).toHaveURL(new RegExp(`/buyer/suppliers/${code}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
      await expect(page.getByTestId('record-invited')).toContainText(`${words.invited}3`);
      await expect(page.getByTestId('record-submitted')).toContainText(`${words.submitted}3`);
      await expect(page.getByTestId('record-won')).toContainText(`${words.won}1`);
      await expect(page.getByTestId('record-response')).toContainText(words.response);
      await expect(page.getByTestId('record-sealed-note')).toContainText(words.sealedNote);
      const totals = page.getByTestId('record-totals');
      await expect(totals).toContainText('HKD 3,000.38');
      await expect(totals).toContainText('HKD 1,000.03');
      await expect(page.getByText('HKD 2,000.35')).toBeVisible();
      await expect(page.getByTestId('record-sealed')).toHaveText(words.sealed);
      await expect(page.locator('body')).not.toContainText('8,642.00');
      await expect(page.locator('[data-state="expiring"]').first()).toHaveText(words.expiring);
      await expect(page.locator('[data-state="expired"]').first()).toHaveText(words.expired);
      await expect(page.getByText('Rita Record')).toBeVisible();
      await shoot(page, `supplier-record-${variant.toLowerCase()}`);
      await expectNoAxeViolations(page, 'the supplier record');
      await expectNoSidewaysScroll(page);
    });
    await context.close();
  });
}
