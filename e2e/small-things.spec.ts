import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support/login';
import { shootScreen } from './support/shots';

// Issue 18, item 15: the small things that each cost a user time. Accounts and tenders come from
// e2e/fixtures/small-things.json; no other spec touches them.
const SUPPLIER = 'e2e.small.supplier';
const FIRST_LOGIN = 'e2e.small.first';
const STAFF = 'e2e.small.staff';
const PASSWORD = 'E2e#Pass2026';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const TEXT = {
  EN: {
    decline: 'Decline',
    more: 'More',
    cancel: 'Cancel',
    final: 'Declining is final: it cannot be undone, and the tender can then no longer be quoted.',
    declined: 'This tender was declined',
    reason: 'Reason: Our pump crew is fully booked until the closing date.',
    order: 'Sort by closing date',
    earliest: 'Closing date: earliest first',
    latest: 'Closing date: latest first',
  },
  ZH: {
    decline: '拒绝',
    more: '更多',
    cancel: '取消',
    final: '拒绝后不可撤销，此招标将不能再报价。',
    declined: '此招标已被拒绝',
    reason: '原因：Our pump crew is fully booked until the closing date.',
    order: '按截标日期排序',
    earliest: '截标日期：由早到晚',
    latest: '截标日期：由晚到早',
  },
} as const;
type Language = keyof typeof TEXT;

/** What the screen shows, as small-<name>.png in E2E_SHOTS_DIR (none are taken without it). */
function shoot(page: Page, name: string): Promise<void> {
  return shootScreen(page, `small-${name}`);
}

/** Opens a tender of the supplier through the list's search (the link is the tender number). */
async function openTender(page: Page, rfqnum: string): Promise<void> {
  await page.goto(`/tenders?q=${rfqnum}`);
  await page.getByRole('link', { name: rfqnum, exact: true }).first().click();
  await expect(page.locator('.tp-detail-title')).toContainText(rfqnum);
}

async function signIn(page: Page, loginid: string, language: Language = 'EN'): Promise<void> {
  // The language chosen on the login page is remembered for the signed-in pages.
  await page.goto(`/login?langcode=${language}`);
  await loginAs(page, loginid, PASSWORD);
}

/** The tender numbers of the list, as shown (table rows or cards). */
async function listedTenders(page: Page): Promise<string[]> {
  const links = page.locator('.tp-tender-list a[href*="/tenderdetail/"]').filter({ hasText: /^E2E-SML-/ });
  await expect(links.first()).toBeVisible();
  return links.allInnerTexts();
}

async function noSideScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
}

test.describe('small things (issue 18, item 15)', () => {
  test('decline is said to be final, is kept with its reason, and the toast stays under a drawer title', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, SUPPLIER);
    await openTender(page, 'E2E-SML-DEC-001');
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Decline tender' });
    await expect(dialog.getByTestId('decline-final')).toHaveText(TEXT.EN.final);
    const confirm = dialog.getByRole('button', { name: 'Decline', exact: true });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Reason for rejection').fill('No lift engineer free before the closing date.');
    await confirm.click();

    // The toast sits below where a drawer's title is (the header bar's height), not over it.
    const toast = page.locator('.ant-message-notice').first();
    await expect(toast).toBeVisible();
    // Measured where it settles (it would slide down from above, but the runs turn animations off).
    await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(64);
    const toastTop = (await toast.boundingBox())?.y ?? 0;

    await expect(page).toHaveURL(/\/DECLINED\//);
    const notice = page.getByTestId('declined-notice');
    await expect(notice).toContainText('This tender was declined');
    await expect(notice).toContainText('Reason: No lift engineer free before the closing date.');
    await expect(page.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);

    // A drawer (the phone menu) keeps its title clear of that toast position.
    await page.setViewportSize(PHONE);
    await page.locator('.app-header__menu-button').click();
    const drawerHeader = page.locator('.phone-menu__header');
    await expect(drawerHeader).toBeVisible();
    const header = await drawerHeader.boundingBox();
    expect((header?.y ?? 0) + (header?.height ?? 0)).toBeLessThanOrEqual(toastTop);
    await page.keyboard.press('Escape');
  });

  test('a declined tender shows its reason to staff too', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, STAFF);
    await page.goto('/tenders?supplier=E2ESML1&rfqnum=E2E-SML-DCL-002');
    await page.getByRole('link', { name: 'E2E-SML-DCL-002', exact: true }).first().click();
    const notice = page.getByTestId('declined-notice');
    await expect(notice).toContainText(TEXT.EN.declined);
    await expect(notice).toContainText(TEXT.EN.reason);
  });

  test('Site Inspection shows only where there are site inspections; Download All needs an attachment', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, SUPPLIER);
    await openTender(page, 'E2E-SML-SITE-001');
    await page.getByRole('button', { name: 'Site Inspection', exact: true }).click();
    const sites = page.getByRole('dialog').filter({ hasText: 'Small Tower 1' });
    await expect(sites).toContainText('Small Tower 2');
    await page.keyboard.press('Escape');
    await expect(sites).toBeHidden();

    await openTender(page, 'E2E-SML-DEC-001');
    await expect(page.getByRole('button', { name: 'Q&A', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Site Inspection', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Tender Attachments', exact: true }).click();
    const attachments = page.getByRole('dialog').filter({ hasText: 'Download All Attachments' });
    await expect(attachments.getByText('This tender has no attachments.').first()).toBeVisible();
    await expect(attachments.getByRole('button', { name: 'Download All Attachments' })).toBeDisabled();
  });

  test('the tender list sorts by closing date either way, kept in the URL, with the time left', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, SUPPLIER);
    await page.goto('/tenders?q=E2E-SML');
    const latestFirst = ['E2E-SML-DEC-001', 'E2E-SML-SUB-001', 'E2E-SML-SITE-001', 'E2E-SML-DCL-002'];
    expect(await listedTenders(page)).toEqual(latestFirst);
    const row = page.getByRole('row').filter({ hasText: 'E2E-SML-SITE-001' });
    await expect(row.locator('.tp-time-left')).toHaveText(/^(9|10) days \d+ h left$/);

    await page.getByRole('combobox', { name: 'Sort by closing date' }).selectOption({
      label: 'Closing date: earliest first',
    });
    await expect(page).toHaveURL(/order=closing-asc/);
    await expect.poll(() => listedTenders(page)).toEqual([...latestFirst].reverse());

    // A reload (or a pasted link) keeps the order; choosing the default again drops it from the URL.
    await page.reload();
    await expect.poll(() => listedTenders(page)).toEqual([...latestFirst].reverse());
    await page.getByRole('combobox', { name: 'Sort by closing date' }).selectOption({
      label: 'Closing date: latest first',
    });
    await expect(page).not.toHaveURL(/order=/);
    await expect.poll(() => listedTenders(page)).toEqual(latestFirst);
  });

  test('a submitted quotation reads as text: right-aligned amounts, no inputs, no required marks', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, SUPPLIER);
    await openTender(page, 'E2E-SML-SUB-001');
    const items = page.locator('section[aria-labelledby="tp-items"]');
    await expect(page.getByTestId('line-unitprice-2')).toHaveText('1,234.50');
    await expect(page.getByTestId('line-quantity-2')).toHaveText('3.00');
    await expect(page.getByTestId('line-total-2')).toHaveText('3,703.50');
    await expect(page.getByTestId('line-total-3')).toHaveText('8,800.00');
    await expect(page.getByTestId('line-notes-3')).toHaveText('Two skips a week');
    // The line finder above the table keeps its search box; the lines themselves have no input.
    await expect(items.locator('.ant-table-tbody input')).toHaveCount(0);
    await expect(page.getByTestId('attended-all-text')).toHaveText('No site inspection');
    await expect(items.locator('.tp-required-mark')).toHaveCount(0);
    await expect(items.locator('.tp-required-hint')).toHaveCount(0);
    const align = await page
      .getByTestId('line-unitprice-2')
      .locator('.tp-amount-text')
      .evaluate((el) => getComputedStyle(el).textAlign);
    expect(align).toBe('right');

    // On a phone the line cards show the same text.
    await page.setViewportSize(PHONE);
    const card = page.locator('.tp-line-card[data-row-key="2"]');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('line-unitprice-2')).toHaveText('1,234.50');
    await expect(page.locator('.tp-line-card input')).toHaveCount(0);
    await noSideScroll(page);
  });

  test('the first-login terms offer "Decline and sign out"', async ({ page }) => {
    await signIn(page, FIRST_LOGIN);
    const terms = page.getByRole('dialog').filter({ hasText: 'Terms of Use' });
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Decline and sign out' }).click();
    await expect(terms).toBeHidden();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('You declined the Terms of Use and have been signed out.')).toBeVisible();
    // Signed out: a signed-in page asks for a sign-in again.
    await page.goto('/tenders');
    await expect(page).toHaveURL(/\/login/);
  });

  for (const language of ['EN', 'ZH'] as const) {
    test(`screenshots in ${language} at 1280 and 390 px`, async ({ page }) => {
      const text = TEXT[language];
      await page.setViewportSize(DESKTOP);
      await signIn(page, SUPPLIER, language);
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        const tag = `${language.toLowerCase()}-${size.width}`;

        await page.goto('/tenders?q=E2E-SML&order=closing-asc');
        await expect(page.getByRole('combobox', { name: text.order }).locator('option:checked')).toHaveText(
          text.earliest,
        );
        await expect(page.locator('.tp-time-left').first()).toBeVisible();
        await noSideScroll(page);
        await shoot(page, `list-sorted-${tag}`);

        await openTender(page, 'E2E-SML-DCL-002');
        await expect(page.getByTestId('declined-notice')).toContainText(text.reason);
        await noSideScroll(page);
        await shoot(page, `declined-${tag}`);

        await openTender(page, 'E2E-SML-SUB-001');
        await expect(page.getByTestId('line-unitprice-2')).toHaveText('1,234.50');
        await page.getByTestId('line-unitprice-2').scrollIntoViewIfNeeded();
        await noSideScroll(page);
        await shoot(page, `submitted-${tag}`);

        await openTender(page, 'E2E-SML-SITE-001');
        // On a phone Decline waits under More, with everything but the action the state calls for.
        if (size === PHONE) {
          await page.getByRole('button', { name: text.more, exact: true }).click();
          await page.getByRole('menuitem', { name: text.decline, exact: true }).click();
        } else {
          await page.getByRole('button', { name: text.decline, exact: true }).click();
        }
        const dialog = page.getByRole('dialog').filter({ hasText: text.final });
        await expect(dialog).toBeVisible();
        await shoot(page, `decline-dialog-${tag}`);
        await dialog.getByRole('button', { name: text.cancel, exact: true }).click();
        await expect(dialog).toBeHidden();
      }
    });
  }
});
