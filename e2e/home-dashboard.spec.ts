import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support/login';
import { shoot } from './support/shots';

// The supplier home's dashboard (issue 18, item 10): totals, the list by bid filter with its legend, and
// in "Needs your attention" the NEW and DRAFT tenders waiting for an acknowledgement and certificate
// links that open their drawer. Account and data: e2e/fixtures/home-dashboard.json (no other spec uses
// them, nothing is changed). Screenshots go to E2E_SHOTS_DIR when it is set.

const SUPPLIER = 'e2e.home.supplier';
const PASSWORD = 'E2e#Pass2026';

const TEXT = {
  EN: {
    nobid: 'No bid (5)',
    success: 'Successful (1)',
    failed: 'Unsuccessful (1)',
    legendNobid: 'Waiting for Quotation',
    awaiting: '2 tenders waiting for your acknowledgement',
    certificate: 'Certificate: E2EHOMECLEAN - Hygiene',
    licence: 'BR & CI: BR - Business registration',
    scopeDrawer: 'Service scope: E2EHOMECLEAN',
    licenceDrawer: 'BR & CI: BR',
  },
  ZH: {
    nobid: '未投标（5）',
    success: '中标（1）',
    failed: '未中标（1）',
    legendNobid: '等待报价',
    awaiting: '2 个招标等待您确认接收',
    certificate: '证书：E2EHOMECLEAN - Hygiene',
    licence: '商业登记及公司注册：BR - Business registration',
    scopeDrawer: '服务范围：E2EHOMECLEAN',
    licenceDrawer: '商业登记及公司注册：BR',
  },
} as const;

/** Nothing is wider than the screen (on a phone the layout viewport grows with the content, so the
 * window's own width is no measure: the emulated screen's is). */
async function expectNoSideScroll(page: Page): Promise<void> {
  const screen = page.viewportSize()?.width ?? 0;
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.window, `a ${widths.window} px layout on a ${screen} px screen`).toBeLessThanOrEqual(screen);
  expect(widths.page, `page ${widths.page} px wide on a ${screen} px screen`).toBeLessThanOrEqual(screen);
}

async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const language of ['EN', 'ZH'] as const) {
  for (const width of [1280, 390]) {
    test.describe(`the home dashboard (${language}, ${width} px)`, () => {
      test.use({
        viewport: { width, height: width < 600 ? 844 : 900 },
        ...(width < 600 ? { isMobile: true, hasTouch: true } : {}),
      });

      test('shows the totals, filters the list, and links the attention items', async ({ page }) => {
        const text = TEXT[language];
        await page.goto(`/login?langcode=${language}`);
        await loginAs(page, SUPPLIER, PASSWORD);
        await page.goto('/homepage');

        const dashboard = page.getByTestId('home-dashboard');
        await expect(dashboard.getByTestId('home-figure-tenders')).toHaveText('8');
        await expect(dashboard.getByTestId('home-figure-bids')).toHaveText('3');
        await expect(dashboard.getByTestId('home-figure-wins')).toHaveText('1');
        const rows = dashboard.getByTestId('home-bid-row');
        await expect(rows).toHaveCount(8);

        await dashboard.getByText(text.nobid, { exact: true }).click();
        await expect(page).toHaveURL(/bids=nobid/);
        await expect(rows).toHaveCount(5);
        await expect(dashboard.getByTestId('home-bids-legend')).toContainText(text.legendNobid);
        await expect(rows.filter({ hasText: 'E2E-HOME-WON' })).toHaveCount(0);

        await dashboard.getByText(text.success, { exact: true }).click();
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toContainText('E2E-HOME-WON');
        await dashboard.getByText(text.failed, { exact: true }).click();
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toContainText('E2E-HOME-LOST');

        // The NEW and DRAFT tenders wait for an acknowledgement; the other supplier's never show.
        const awaiting = page.getByTestId('home-awaiting-ack');
        await expect(awaiting.getByRole('heading', { level: 3 })).toHaveText(text.awaiting);
        await expect(awaiting.getByRole('link')).toHaveText([
          'E2E-HOME-NEW E2E home new tender',
          'E2E-HOME-DRAFT E2E home draft tender',
        ]);

        await dashboard.getByText(text.nobid, { exact: true }).click();
        await expect(rows).toHaveCount(5);
        await expectNoSideScroll(page);
        expect(await seriousViolations(page, '.home-page')).toEqual([]);
        await shoot(page, `home-dashboard-${language.toLowerCase()}-${width}`);

        // A certificate link opens that certificate's drawer on the profile page; Back returns home.
        await page.getByRole('link', { name: text.certificate }).click();
        await expect(page).toHaveURL(/\/mycompanyprofile\?tab=scopes&open=\d+$/);
        await expect(page.getByRole('dialog', { name: text.scopeDrawer })).toBeVisible();
        if (width < 600) await shoot(page, `home-certificate-drawer-${language.toLowerCase()}-${width}`);
        await page.goBack();
        await expect(page).toHaveURL(/\/homepage\?bids=nobid$/);
        await expect(rows).toHaveCount(5);
        await page.getByRole('link', { name: text.licence }).click();
        await expect(page).toHaveURL(/\/mycompanyprofile\?tab=licences&open=\d+$/);
        await expect(page.getByRole('dialog', { name: text.licenceDrawer })).toBeVisible();
      });
    });
  }
}
