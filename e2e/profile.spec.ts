import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support/login';

// Account and profile come from e2e/fixtures/profile.json; no other spec touches them. Runs in ZH.
const SUPPLIER = 'e2e.profile.supplier';
const PASSWORD = 'E2e#Pass2026';

/** YYYY-MM-DD, days from today (UTC, the day the server judges expiry by). */
function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function openProfile(page: Page): Promise<void> {
  await page.goto('/mycompanyprofile');
  await expect(page.getByRole('heading', { level: 1, name: '我的公司资料' })).toBeVisible();
}

test.describe('company profile (ZH)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login?langcode=ZH');
    await loginAs(page, SUPPLIER, PASSWORD);
  });

  test('edits and saves the general information', async ({ page }) => {
    await openProfile(page);
    await expect(page.getByTestId('general-addressline1')).toHaveText('3 Test Street');
    await page.getByRole('button', { name: '编辑' }).click();

    const form = page.locator('form#supplier');
    await expect(form.getByText('供应商编号和公司名称不可修改。')).toBeVisible();
    await form.getByLabel('地址第 1 行').fill('8 Harbour Road');
    await form.getByLabel('电话').fill('+852 2999 0000');
    await form.getByLabel('公司网址').fill('www.e2e-profile.example.com');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByText('网址必须以 http:// 或 https:// 开头')).toBeVisible();

    await form.getByLabel('公司网址').fill('https://www.e2e-profile.example.com');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(page.getByTestId('general-addressline1')).toHaveText('8 Harbour Road');
    await expect(page.getByTestId('general-phone')).toHaveText('+852 2999 0000');
    await expect(page.getByTestId('general-homepage')).toHaveText('https://www.e2e-profile.example.com');

    // Contacts are read-only: a list and a drawer.
    await page.getByRole('tab', { name: '联系人' }).click();
    await page.getByRole('button', { name: '详情 Petra Profile' }).click();
    const drawer = page.getByRole('dialog', { name: '联系人：Petra Profile' });
    await expect(drawer.getByText('Office Manager')).toBeVisible();
    await expect(drawer.locator('input')).toHaveCount(0);
  });

  test('adds a certificate with an expiry date and attachments, marked expiring and counted at home', async ({
    page,
  }) => {
    const expiry = dateFromToday(10);
    await openProfile(page);
    await page.getByRole('tab', { name: '服务范围要求' }).click();
    await page.getByRole('button', { name: '详情 E2ECLEAN' }).click();
    const drawer = page.getByRole('dialog', { name: '服务范围：E2ECLEAN' });
    await expect(drawer.getByTestId('certificate-1')).toBeVisible();

    // The new certificate takes the next free slot (2 on a fresh server, a later one on a retry).
    await drawer.getByRole('button', { name: '添加证书' }).click();
    const card = drawer.locator('[data-testid^="certificate-"]').last();
    const slot = Number((await card.getAttribute('data-testid'))?.replace('certificate-', ''));
    const certName = `E2E 安全证书 ${slot}`;
    const goodFile = `safety-cert-${Date.now()}.pdf`;
    await card.getByLabel('证书', { exact: true }).fill(certName);
    await card.getByLabel('证书编号').fill('SAFE-2');
    await card.getByLabel('描述').fill('工地安全');
    await card.getByLabel('到期日期').fill(expiry);
    await card.getByLabel('到期日期').press('Enter');
    await drawer.getByRole('button', { name: '保存' }).click();
    // Enter in the date field may already have saved the form (a form's Enter): one notice or two.
    await expect(page.getByText('保存成功').last()).toBeVisible();
    await expect(card.locator('.tp-expiry-tag')).toHaveText('即将到期');

    // Two files in one batch; the server is made to refuse one of them, and the report names exactly it.
    await page.route('**/samex/rest/common/upload', async (route) => {
      const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      if (body.includes('filename="broken.pdf"')) {
        await route.fulfill({ json: { code: 1000001, success: false, message: '系统故障，请刷新后重试！' } });
      } else {
        await route.continue();
      }
    });
    await card.getByRole('button', { name: /附件/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '附件：E2ECLEAN' });
    await dialog.locator('input[type="file"]').setInputFiles([
      {
        name: goodFile,
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4 safety certificate'),
      },
      { name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 broken') },
    ]);
    await expect(dialog.getByText('将被上传')).toHaveCount(2);
    // An image over 2 MB is refused before anything is sent.
    await dialog
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) },
      ]);
    await expect(page.getByText('图片大小须在 2M 以内。')).toBeVisible();
    await dialog.getByRole('button', { name: '提交' }).click();

    const report = page.getByTestId('attachment-results');
    await expect(report.locator('li[data-ok="true"]')).toHaveText([`${goodFile}：上传成功`]);
    await expect(report.locator('li[data-ok="false"]')).toHaveCount(1);
    await expect(report.locator('li[data-ok="false"]')).toContainText('broken.pdf：上传失败');
    await page.getByRole('button', { name: '知道了' }).click();
    await page.unroute('**/samex/rest/common/upload');
    await expect(card.getByRole('button', { name: '附件 (1)' })).toBeVisible();

    // The uploaded PDF opens in a new tab through its signed link.
    await card.getByRole('button', { name: '附件 (1)' }).click();
    const again = page.getByRole('dialog').filter({ hasText: '附件：E2ECLEAN' });
    const popupPromise = page.waitForEvent('popup');
    await again.getByRole('button', { name: '查看' }).click();
    const popup = await popupPromise;
    await expect.poll(() => popup.url()).toContain('/samex/rest/file/');
    await popup.close();
    await again.getByRole('button', { name: '取消' }).click();

    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId(`scope-E2ECLEAN-cert-${slot}`).locator('.tp-expiry-tag')).toHaveText(
      '即将到期',
    );

    // The home page counts it among the certificates to renew (needs the panel on /homepage).
    await page.goto('/homepage');
    const panel = page.getByTestId('home-attention');
    await expect(panel.getByTestId('home-certificates-count')).toHaveText(
      /^[1-9]\d* 张证书已过期或将在 30 天内到期$/,
    );
    const item = panel.locator('li').filter({ hasText: `证书：E2ECLEAN - ${certName}` });
    // The link opens that scope's drawer on the profile page (issue 18).
    await expect(item.getByRole('link')).toHaveAttribute('href', /^\/mycompanyprofile\?tab=scopes&open=\d+$/);
    await expect(item.locator('[data-state="expiring"]')).toHaveText('即将到期');
    await expect(item).toContainText(expiry);
  });
});
