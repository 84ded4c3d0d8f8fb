import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/axe';
import { loginAs } from './support/login';
import { shoot } from './support/shots';

// Issue 33, item 1: copy and templates. Accounts and tenders come from e2e/fixtures/copy-templates.json,
// one site per variant (no other spec touches them): last year's awarded linen tender, priced by two
// suppliers, with a site inspection, a specification and a supplier that has no portal account. The buyer
// copies it (the supplier without an account is left out, and named), finds the closing date blank and no
// price anywhere, sets the date, saves, saves the draft as a template, and starts a new tender from it.

const PASSWORD = 'E2e#Pass2026';
/** What the source's quotations held: never on any page of the copy. */
const PRICES = ['13.57', '2.46', '97.31', '8.64'];

const TEXT = {
  EN: {
    copyOf: (rfqnum: string) => `Copy ${rfqnum} into a new draft`,
    leftOut: /made without 1 supplier$/,
    ok: 'OK',
    closing: 'Closing Date',
    description: 'Description',
    saveDraft: 'Save Draft',
    saved: /^Tender RFQ-\d{4}-B\d{4} saved\.$/,
    templateName: 'Template Name',
    template: 'Annual linen service',
    saveTemplate: 'Save Template',
    templateSaved: 'Saved as the template "Annual linen service".',
    newTender: 'New Tender',
    start: 'Start',
    made: /^New draft RFQ-\d{4}-B\d{4} made/,
  },
  ZH: {
    copyOf: (rfqnum: string) => `将 ${rfqnum} 复制为新草稿`,
    leftOut: /未包括 1 家供应商$/,
    ok: '知道了',
    closing: '截标日期',
    description: '描述',
    saveDraft: '保存草稿',
    saved: /^招标 RFQ-\d{4}-B\d{4} 已保存。$/,
    templateName: '模板名称',
    template: '年度布草服务',
    saveTemplate: '保存模板',
    templateSaved: '已另存为模板"年度布草服务"。',
    newTender: '新建招标',
    start: '开始',
    made: /^已建立新草稿 RFQ-\d{4}-B\d{4}/,
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

const EDITOR = /\/buyer\/rfq\/(RFQ-\d{4}-B\d{4})\/edit$/;

async function expectNoPrice(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  for (const price of PRICES) expect(text).not.toContain(price);
}

for (const { language, width, height } of VARIANTS) {
  const words = TEXT[language];
  const variant = `${language}${width}`;
  const source = `E2E-CPY-${variant}-2025`;
  const shot = `copy-templates-${language.toLowerCase()}-${width}`;

  test(`copy last year's tender, make a template, start a new tender from it (${language} ${width})`, async ({
    browser,
  }) => {
    // Copy, save, template, new tender: four screens with axe on each.
    test.setTimeout(150_000);
    const page = await newPage(browser, width, height);
    await page.goto(`/login?langcode=${language}`);
    await loginAs(page, `e2e.copy.buyer.${variant.toLowerCase()}`, PASSWORD);

    let copy = '';
    await test.step('Copy on the list: a new draft, the supplier without an account named', async () => {
      await page.goto('/buyer');
      await expect(page.getByRole('link', { name: source, exact: true })).toBeVisible();
      await shoot(page, `${shot}-list`);
      await expectNoAxeViolations(page, 'the tender list with Copy');
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: words.copyOf(source), exact: true }).click();
      const notice = page.locator('.ant-modal-confirm');
      await expect(notice.locator('.ant-modal-confirm-title')).toHaveText(words.leftOut);
      await expect(notice.getByTestId('copy-left-out')).toHaveText(
        `E2E Copy Gone ${variant} Ltd (E2CP-G-${variant})`,
      );
      await expect(page).toHaveURL(EDITOR);
      // The editor of the copy has loaded behind the notice.
      await expect(page.getByTestId('copy-notice')).toBeVisible();
      await shoot(page, `${shot}-left-out`);
      await expectNoAxeViolations(page, 'the suppliers left out of the copy');
      await notice.getByRole('button', { name: words.ok, exact: true }).click();
      await expect(notice).toBeHidden();
      copy = EDITOR.exec(new URL(page.url()).pathname)?.[1] ?? '';
      expect(copy).not.toBe('');
    });

    await test.step('the copy: closing date blank, file and lines kept, no price anywhere', async () => {
      await expect(page.getByTestId('copy-notice')).toBeVisible();
      const picker = page.getByLabel(words.closing, { exact: true });
      await expect(picker).toHaveValue('');
      await expect(page.getByText('linen-specification.txt').first()).toBeVisible();
      await expectNoPrice(page);
      await shoot(page, `${shot}-editor`);
      await expectNoAxeViolations(page, 'the editor of a copy');
      await expectNoSidewaysScroll(page);

      const next = new Date(Date.now() + 30 * 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      const text = `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())} 12:00`;
      await picker.click();
      await picker.fill(text);
      await picker.press('Enter');
      await expect(picker).toHaveValue(text);
      await page.getByRole('button', { name: words.saveDraft, exact: true }).click();
      await expect(page.getByText(words.saved)).toBeVisible();
    });

    await test.step('Save as template', async () => {
      await page.getByTestId('save-template').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(words.templateName).fill(words.template);
      await shoot(page, `${shot}-save-template`);
      await expectNoAxeViolations(page, 'the save-as-template dialog');
      await dialog.getByRole('button', { name: words.saveTemplate, exact: true }).click();
      await expect(page.getByText(words.templateSaved)).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    await test.step('New tender from the template: its content, the closing date to set', async () => {
      await page.goto('/buyer');
      await page.getByRole('button', { name: words.newTender }).click();
      const dialog = page.getByRole('dialog', { name: words.newTender });
      const choice = dialog.getByRole('radio', { name: new RegExp(`^${words.template}`) });
      await choice.check();
      await expect(choice).toBeChecked();
      await shoot(page, `${shot}-new-tender`);
      await expectNoAxeViolations(page, 'the new-tender dialog');
      await dialog.getByRole('button', { name: words.start, exact: true }).click();
      await expect(page.getByText(words.made)).toBeVisible();
      await expect(page).toHaveURL(EDITOR);
      const made = EDITOR.exec(new URL(page.url()).pathname)?.[1];
      expect(made).not.toBe(copy);
      await expect(page.getByTestId('copy-notice')).toBeVisible();
      await expect(page.getByLabel(words.closing, { exact: true })).toHaveValue('');
      await expect(page.getByText('linen-specification.txt').first()).toBeVisible();
      await expect(page.getByLabel(words.description, { exact: true })).toHaveValue(
        `Annual linen service 2025 ${variant}`,
      );
      await expectNoPrice(page);
    });
  });
}
