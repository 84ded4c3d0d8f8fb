import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/axe';
import { loginAs } from './support/login';
import { latestMail } from './support/mail';
import { shoot } from './support/shots';

// Issue 35, item 13: the buyer is told what the suppliers do. Accounts and tenders come from
// e2e/fixtures/buyer-notices.json, one site per variant (no other spec touches them): the buyer chooses
// the daily digest in Account Settings and finds it kept after a reload; then the supplier submits, and
// the console counts it (the list's row and the header) until the buyer opens the tender; the buyer's mail
// names who submitted and when, never an amount.

const PASSWORD = 'E2e#Pass2026';

const TEXT = {
  EN: {
    activityMail: 'Supplier activity e-mails',
    digest: 'A daily digest',
    each: 'One e-mail each',
    save: 'Save',
    saved: 'Your settings have been saved.',
    submit: 'Submit',
    review: 'Review and submit',
    unseen: '1 new',
    tenders: 'Tenders (1 new)',
    tendersPlain: 'Tenders',
    menu: 'Menu',
    mail: /^Quotation submitted by E2NT-EN1280 /,
  },
  ZH: {
    activityMail: '供应商动态邮件',
    digest: '每日摘要',
    each: '每项一封邮件',
    save: '保存',
    saved: '设置已保存。',
    submit: '提交',
    review: '核对并提交',
    unseen: '1 项新动态',
    tenders: '招标（1 项新动态）',
    tendersPlain: '招标',
    menu: '菜单',
    mail: /^E2NT-ZH390 .* 已提交 E2E-NTC-ZH390 的报价$/,
  },
} as const;

const VARIANTS = [
  { language: 'EN', width: 1280, height: 900 },
  { language: 'ZH', width: 390, height: 844 },
] as const;

async function newPage(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, timezoneId: 'Asia/Hong_Kong' });
  return context.newPage();
}

async function signIn(page: Page, loginid: string, language: 'EN' | 'ZH'): Promise<void> {
  await page.goto(`/login?langcode=${language}`);
  await loginAs(page, loginid, PASSWORD);
}

for (const { language, width, height } of VARIANTS) {
  const words = TEXT[language];
  const variant = `${language.toLowerCase()}${width}`;
  const rfqnum = `E2E-NTC-${language}${width}`;
  const phone = width < 768;

  /** The console's link in the header: in the phone's menu below 768 px. */
  async function expectTendersLink(page: Page, name: string): Promise<void> {
    if (phone) {
      await page.getByRole('banner').getByRole('button', { name: words.menu, exact: true }).click();
      await expect(page.getByRole('dialog').getByRole('link', { name, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
    } else {
      await expect(page.getByTestId('nav-tenders')).toHaveText(name);
    }
  }

  test(`the buyer keeps a daily digest and sees the console count after a supplier submits (${language} ${width})`, async ({
    browser,
  }) => {
    const buyer = await newPage(browser, width, height);
    const supplier = await newPage(browser, width, height);

    await test.step('Account Settings: the daily digest is saved and kept after a reload', async () => {
      await signIn(buyer, `e2e.notice.buyer.${variant}`, language);
      await buyer.goto('/accountsettings');
      const group = buyer.getByRole('radiogroup', { name: words.activityMail });
      await expect(group.getByRole('radio', { name: words.each })).toBeChecked();
      await group.getByRole('radio', { name: words.digest }).check();
      await buyer.getByRole('button', { name: words.save, exact: true }).click();
      await expect(buyer.getByText(words.saved)).toBeVisible();
      await buyer.reload();
      const kept = buyer.getByRole('radiogroup', { name: words.activityMail });
      await expect(kept.getByRole('radio', { name: words.digest })).toBeChecked();
      await expect(buyer.getByText(/17:30/)).toBeVisible();
      await shoot(buyer, `buyer-notices-settings-${variant}`);
      await expectNoAxeViolations(buyer, 'account settings with the activity e-mails');
      await expectNoSidewaysScroll(buyer);
      // Back to one e-mail each, so the submission below is mailed at once.
      await kept.getByRole('radio', { name: words.each }).check();
      await buyer.getByRole('button', { name: words.save, exact: true }).click();
      await expect(kept.getByRole('radio', { name: words.each })).toBeChecked();
      await expect(buyer.getByText(words.saved)).toBeVisible();
    });

    await test.step('the console shows nothing new before the supplier acts', async () => {
      await buyer.goto('/buyer');
      await expect(buyer.getByRole('link', { name: rfqnum, exact: true })).toBeVisible();
      await expect(buyer.getByTestId('unseen')).toHaveCount(0);
      await expectTendersLink(buyer, words.tendersPlain);
    });

    const since = Date.now();
    await test.step('the supplier submits its quotation', async () => {
      await signIn(supplier, `e2e.notice.supplier.${variant}`, language);
      await supplier.goto(`/tenders?q=${rfqnum}`);
      await supplier.getByRole('link', { name: rfqnum, exact: true }).first().click();
      await supplier.getByRole('button', { name: words.submit, exact: true }).click();
      const review = supplier.getByRole('dialog').filter({ hasText: words.review });
      await review.getByRole('button', { name: words.submit }).click();
      await expect(supplier).toHaveURL(/\/SUBMITED(\/|$)/);
    });

    await test.step('the console counts it until the buyer opens the tender', async () => {
      await buyer.reload();
      // The site has this one tender: its count, beside its number (a table row, or a phone's card).
      await expect(buyer.getByTestId('unseen')).toHaveText(words.unseen);
      await expectTendersLink(buyer, words.tenders);
      await shoot(buyer, `buyer-notices-console-${variant}`);
      await expectNoAxeViolations(buyer, 'the console with a count');
      await expectNoSidewaysScroll(buyer);
      await buyer.getByRole('link', { name: rfqnum, exact: true }).click();
      await expect(buyer).toHaveURL(new RegExp(`/buyer/rfq/${rfqnum}$`));
      await expectTendersLink(buyer, words.tendersPlain);
      await buyer.goto('/buyer');
      await expect(buyer.getByRole('link', { name: rfqnum, exact: true })).toBeVisible();
      await expect(buyer.getByTestId('unseen')).toHaveCount(0);
    });

    await test.step("the buyer's mail names who submitted and when, and no amount", async () => {
      const mail = await latestMail(`e2e.notice.buyer.${variant}@example.test`, words.mail, { since });
      expect(mail.body).toContain(rfqnum);
      expect(mail.body).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d HKT/);
      expect(mail.body).not.toMatch(/1,500|1500|750|HKD/);
    });
  });
}
