import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support/login';
import { shoot } from './support/shots';

// Staff aids on /tenders (issue 18, item 14): the hard-copy tenders of the staff user's site still waiting
// for price input, each a link to its staff detail, and the supplier code found by part of the supplier's
// name. Account and data: e2e/fixtures/staff-aids.json (site E2EAIDS; nothing is changed). Screenshots go
// to E2E_SHOTS_DIR when it is set.

const STAFF = 'e2e.aids.staff';
const PASSWORD = 'E2e#Pass2026';

const TEXT = {
  EN: {
    waiting: '2 hard-copy tenders waiting for price input',
    supplierCode: 'Supplier Code',
    tenderNo: 'Tender No.',
    search: 'Search',
    noSupplier: 'No supplier of your site matches.',
    detail: 'Tender E2E-AIDS-P1',
  },
  ZH: {
    waiting: '2 个纸本招标等待录入价格',
    supplierCode: '供应商编号',
    tenderNo: '招标编号',
    search: '搜索',
    noSupplier: '没有符合条件的本地点供应商。',
    detail: '招标 E2E-AIDS-P1',
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

/** Types into the supplier code field and waits for the lookup's options (or its "none" text). */
async function typeSupplier(page: Page, text: string): Promise<void> {
  const field = page.locator('#tp-staff-supplier');
  await field.fill('');
  await field.pressSequentially(text);
}

for (const language of ['EN', 'ZH'] as const) {
  for (const width of [1280, 390]) {
    test.describe(`staff aids (${language}, ${width} px)`, () => {
      test.use({
        viewport: { width, height: width < 600 ? 844 : 900 },
        ...(width < 600 ? { isMobile: true, hasTouch: true } : {}),
      });

      test('lists the waiting hard-copy tenders and finds a supplier code by name', async ({ page }) => {
        const text = TEXT[language];
        await page.goto(`/login?langcode=${language}`);
        await loginAs(page, STAFF, PASSWORD);
        await expect(page).toHaveURL(/\/tenders$/);

        // Earliest closing first; not the inputted one, the online one, nor another site's.
        const waiting = page.getByTestId('hard-copy-waiting');
        await expect(waiting.getByRole('heading', { level: 2 })).toHaveText(text.waiting);
        const rows = waiting.getByTestId('hard-copy-waiting-row');
        await expect(rows).toHaveCount(2);
        await expect(rows.nth(0)).toContainText('E2E-AIDS-P1');
        await expect(rows.nth(0)).toContainText('E2EAIDS-PR');
        await expect(rows.nth(1)).toContainText('E2E-AIDS-P2');

        // Part of a name (Chinese) offers the supplier with its code; picking it fills the code.
        await typeSupplier(page, '设施');
        const option = page.getByTestId('supplier-option');
        await expect(option).toHaveCount(1);
        await expect(option).toContainText('珠江设施服务有限公司 Pearl Facility Co');
        await expect(option).toContainText('E2EAIDS-PR');
        await expectNoSideScroll(page);
        await shoot(page, `staff-aids-lookup-${language.toLowerCase()}-${width}`);
        await option.click();
        await expect(page.locator('#tp-staff-supplier')).toHaveValue('E2EAIDS-PR');

        // '%' and '_' are matched as typed; a supplier of another site is not offered.
        await typeSupplier(page, '100%');
        await expect(option).toHaveCount(1);
        await expect(option).toContainText('Harbour 100% Linen_Supply Ltd');
        await typeSupplier(page, 'far away');
        await expect(page.getByText(text.noSupplier)).toBeVisible();
        await expect(option).toHaveCount(0);
        await page.keyboard.press('Escape');

        // The code found searches as the code typed does.
        await typeSupplier(page, 'pearl');
        await option.click();
        await page.getByLabel(text.tenderNo).fill('E2E-AIDS-P1');
        await page.getByRole('button', { name: text.search }).click();
        await expect(page).toHaveURL(/supplier=E2EAIDS-PR&rfqnum=E2E-AIDS-P1/);
        await expect(
          page.locator('.ant-list-bordered').getByRole('link', { name: 'E2E-AIDS-P1' }),
        ).toBeVisible();

        await expectNoSideScroll(page);
        expect(await seriousViolations(page, '.tp-tender-list')).toEqual([]);
        await shoot(page, `staff-aids-${language.toLowerCase()}-${width}`);

        // A waiting tender opens on the staff detail route of spec 2.1.
        await rows.nth(0).getByRole('link', { name: 'E2E-AIDS-P1' }).click();
        await expect(page).toHaveURL(
          /\/tenderdetail\/E2E-AIDS-T-P1\/E2EAIDS-PR\/WTQUOTE\/E2EAIDS\/E2E-AIDS-P1$/,
        );
        await expect(page.getByRole('heading', { level: 1 })).toContainText(text.detail);
      });
    });
  }
}
