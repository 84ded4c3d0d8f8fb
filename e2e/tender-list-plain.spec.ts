import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support/login';
import { shoot } from './support/shots';

// The supplier's tender list without antd (issue 30): the heading, the toolbar, the status tags and, below
// 992 px, the cards' pager and spinner are components/plain at every width; the table above 992 px stays
// antd's. The demo supplier (two pages of tenders in the demo data), read only. Screenshots go to
// E2E_SHOTS_DIR when it is set.

const SUPPLIER = 'demo.supplier';
const PASSWORD = 'Demo#2026pass';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const EMPTY = { EN: 'No tenders found', ZH: '没有找到招标' } as const;

async function signIn(page: Page, language: keyof typeof EMPTY): Promise<void> {
  await page.goto(`/login?langcode=${language}`);
  await loginAs(page, SUPPLIER, PASSWORD);
}

const tenderLinks = (page: Page) => page.locator('.tp-tender-list a[href*="/tenderdetail/"]');

async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const language of ['EN', 'ZH'] as const) {
  test(`screenshots of the list, its page 2 and no tender found (${language}, 390 and 1280 px)`, async ({
    page,
  }) => {
    await signIn(page, language);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      const tag = `${language.toLowerCase()}-${size.width}`;
      await page.goto('/tenders');
      await expect(tenderLinks(page)).toHaveCount(size === PHONE ? 10 : 20);
      await shoot(page, `tender-list-${tag}`);
      await page.goto('/tenders?page=2');
      await expect(tenderLinks(page).first()).toBeVisible();
      await shoot(page, `tender-list-page-2-${tag}`);
      await page.goto('/tenders?q=no-such-tender');
      await expect(page.getByText(EMPTY[language])).toBeVisible();
      await shoot(page, `tender-list-empty-${tag}`);
    }
  });
}

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the cards, their tags, pager and spinner, and the toolbar are drawn without antd', async ({
    page,
  }) => {
    await signIn(page, 'EN');
    await page.goto('/tenders');
    const list = page.getByRole('list', { name: 'Tenders' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(page.locator('.tp-tender-list [class*="ant-"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Tenders' })).toBeVisible();

    // The pager: a navigation named after the list, the current page said, each page titled with its number.
    const pager = page.getByRole('navigation', { name: 'Pages of Tenders' });
    await expect(pager.getByTitle('1', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByTitle('Previous Page')).toBeDisabled();
    // While the next page loads the cards stay, dimmed and busy, under the spinner.
    let slow = true;
    await page.route('**/samex/**', async (route) => {
      if (slow && route.request().postData()?.includes('getudztb'))
        await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await pager.getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    const busy = page.locator('.tp-tender-list [aria-busy="true"]');
    await expect(busy).toBeVisible();
    await expect(busy.locator('.plain-spin')).toBeVisible();
    await expect(busy.getByRole('list', { name: 'Tenders' })).toBeVisible();
    await expect(busy).toHaveCount(0);
    slow = false;
    await expect(pager.getByTitle('2', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByTitle('1', { exact: true })).not.toHaveAttribute('aria-current');
    await expect(pager.getByTitle('Previous Page')).toBeEnabled();
    // The last page: nothing after it; Previous goes back one.
    const last = pager.locator('.plain-pagination__item').last();
    const lastPage = Number(await last.getAttribute('title'));
    await last.click();
    await expect(pager.getByTitle('Next Page')).toBeDisabled();
    await pager.getByTitle('Previous Page').click();
    await expect(page).toHaveURL(new RegExp(`page=${lastPage - 1}(&|$)`));
    await pager.getByTitle('1', { exact: true }).click();
    await expect(page).toHaveURL(/page=1/);
    await expect(pager.getByTitle('1', { exact: true })).toHaveAttribute('aria-current', 'page');

    // The status filter and the order: the browser's own selects.
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Submitted' });
    await expect(page).toHaveURL(/status=SUBMITED/);
    // Other specs may submit a demo tender too: however many, all of them and only them.
    await expect
      .poll(async () => [...new Set(await list.locator('.tp-status-tag').allInnerTexts())])
      .toEqual(['Submitted']);
    // One page: no pager.
    await expect(pager).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Sort by closing date' }).selectOption('closing-asc');
    await expect(page).toHaveURL(/order=closing-asc/);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
    await expect(list.getByRole('listitem')).toHaveCount(10);

    // The search: Enter searches, the cross empties the box and searches for everything again.
    const search = page.getByRole('searchbox', { name: 'Search tenders' });
    const clear = page.getByRole('button', { name: 'Clear' });
    await expect(clear).toBeHidden();
    await search.fill('  no-such-tender ');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=no-such-tender(&|$)/);
    await expect(page.getByText('No tenders found')).toBeVisible();
    await clear.click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(list.getByRole('listitem')).toHaveCount(10);
    expect(await seriousViolations(page, '.tp-tender-list')).toEqual([]);
  });
});

test("on a wide screen the toolbar is plain too, and the table is antd's", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'EN');
  await page.goto('/tenders');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(10);
  await expect(page.locator('.tp-list-toolbar [class*="ant-"]')).toHaveCount(0);
  await expect(page.locator('.tp-list-heading [class*="ant-"]')).toHaveCount(0);
  // The status tags in the table are the plain ones too.
  await expect(page.locator('.ant-table-tbody .tp-status-tag.plain-tag').first()).toBeVisible();
  await page.getByLabel('Search tenders').fill('no-such-tender');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=no-such-tender/);
  await expect(page.locator('.ant-table-placeholder')).toContainText('No tenders found');
  expect(await seriousViolations(page, '.tp-list-toolbar')).toEqual([]);
});
