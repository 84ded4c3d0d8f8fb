import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support/login';
import { shoot } from './support/shots';

// The supplier's work orders without antd below 992 px (issue 30): the heading, the search, the error, the
// cards with their status tags and open buttons are components/plain; the detail's drawer (antd) loads when
// a work order is opened, the table (antd) only at 992 px and wider. The demo supplier's four work orders,
// read only. Screenshots go to E2E_SHOTS_DIR when it is set.

const SUPPLIER = 'demo.supplier';
const PASSWORD = 'Demo#2026pass';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const TITLE = { EN: 'Work Orders', ZH: '工单' } as const;
const EMPTY = { EN: 'No work orders found', ZH: '没有找到工单' } as const;

async function signIn(page: Page, language: keyof typeof TITLE): Promise<void> {
  await page.goto(`/login?langcode=${language}`);
  await loginAs(page, SUPPLIER, PASSWORD);
}

/** Waits until the list has loaded: no spinner over the cards (plain) or the table (antd). */
async function expectLoaded(page: Page): Promise<void> {
  await expect(page.locator('.tp-wo-list :is([aria-busy="true"], .ant-spin-spinning)')).toHaveCount(0);
}

/** The open buttons, one a work order, in the cards or the table. */
const openButtons = (page: Page) => page.locator('.tp-wo-list .tp-wo-open');

for (const language of ['EN', 'ZH'] as const) {
  test(`screenshots of the work orders and one opened (${language}, 390 and 1280 px)`, async ({ page }) => {
    await signIn(page, language);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      const tag = `${language.toLowerCase()}-${size.width}`;
      await page.goto('/workorder-list');
      await expect(openButtons(page)).toHaveCount(4);
      await expect(page.getByRole('heading', { level: 1, name: TITLE[language] })).toBeVisible();
      await expectLoaded(page);
      await shoot(page, `work-orders-${tag}`);
      await page.goto('/workorder-list?q=no-such-work-order');
      await expect(openButtons(page)).toHaveCount(0);
      await expect(page.locator('.tp-wo-list').getByText(EMPTY[language])).toBeVisible();
      await expectLoaded(page);
      await shoot(page, `work-orders-empty-${tag}`);
      await page.goto('/workorder-list?wo=WO-260305');
      const drawer = page.getByRole('dialog');
      await expect(drawer).toContainText('WO-260305');
      await expect(drawer.locator('.ant-skeleton')).toHaveCount(0);
      // The drawer has slid in.
      await page.waitForTimeout(500);
      await shoot(page, `work-order-drawer-${tag}`);
    }
  });
}

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the list is drawn without antd; the drawer loads when a work order opens', async ({ page }) => {
    await signIn(page, 'EN');
    await page.goto('/workorder-list');
    const list = page.getByRole('list', { name: 'Work Orders' });
    await expect(list.getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 1, name: 'Work Orders' })).toBeVisible();
    await expect(page.locator('.tp-wo-list [class*="ant-"]')).toHaveCount(0);
    await expect(page.locator('.ant-drawer')).toHaveCount(0);
    const statuses = list.locator('.tp-wo-status.plain-tag');
    await expect(statuses).toHaveCount(4);

    // The search: Enter searches, the cross empties the box and searches for everything again.
    const search = page.getByRole('searchbox', { name: 'Search work orders' });
    await search.fill('  no-such-work-order ');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=no-such-work-order(&|$)/);
    await expect(list).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(list.getByRole('article')).toHaveCount(4);

    // A tap on the card opens the detail; Back closes it, and it opens again.
    const order = list.getByRole('article', { name: 'WO-260305' });
    await order.getByRole('button', { name: 'WO-260305' }).click();
    await expect(page).toHaveURL(/wo=WO-260305/);
    const drawer = page.getByRole('dialog');
    await expect(drawer).toContainText('Work Order WO-260305');
    await page.goBack();
    await expect(page).not.toHaveURL(/wo=/);
    await expect(drawer).toBeHidden();
    await list.getByRole('article', { name: 'WO-260311' }).click();
    await expect(page).toHaveURL(/wo=WO-260311/);
    await expect(page.getByRole('dialog')).toContainText('Work Order WO-260311');
  });

  test('?wo= opens the work order as the page loads', async ({ page }) => {
    await signIn(page, 'EN');
    await page.goto('/workorder-list?wo=WO-260305');
    const drawer = page.getByRole('dialog');
    await expect(drawer).toContainText('Work Order WO-260305');
    await expect(page.getByRole('list', { name: 'Work Orders' }).getByRole('article')).toHaveCount(4);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(page).not.toHaveURL(/wo=/);
    await expect(drawer).toBeHidden();
  });
});

test("on a wide screen the heading and search are plain, and the table is antd's", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'EN');
  await page.goto('/workorder-list');
  const rows = page.locator('.ant-table-tbody tr.tp-wo-row');
  await expect(rows).toHaveCount(4);
  await expect(page.locator('.tp-wo-list > h1.plain-h1')).toHaveText('Work Orders');
  await expect(page.locator('.tp-wo-list > .tp-wo-search[class*="ant-"]')).toHaveCount(0);
  await expect(rows.locator('.tp-wo-status.plain-tag')).toHaveCount(4);
  await rows.nth(1).click();
  await expect(page).toHaveURL(/wo=WO-/);
  await expect(page.getByRole('dialog')).toBeVisible();
});
