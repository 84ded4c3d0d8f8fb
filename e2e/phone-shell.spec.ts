import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginAs } from './support/login';

// The shell on phones and tablets (issue 18, items 1, 3 and 9): the header, no sideways scroll, page titles
// and axe at 390 px. Accounts and the tender come from e2e/fixtures/phone-shell.json; no other spec uses
// them. E2E_SHOTS_DIR=<folder> keeps screenshots of the header, closed and open, in English and Chinese.

const PASSWORD = 'E2e#Pass2026';
const SUPPLIER = 'e2e.phone.supplier';
const SUPPLIER_NAME = 'Maximilian Fitzgerald-Montgomery';
const STAFF = 'e2e.phone.staff';
const DETAIL = '/tenderdetail/E2E-PHONE-001-S1/1/WTQUOTE';
const STAFF_DETAIL = '/tenderdetail/E2E-PHONE-001-S1/E2EPHONE/WTQUOTE/E2EPHONESITE/E2E-PHONE-001';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1280, height: 800 };

interface Route {
  path: string;
  title: string;
}

const PUBLIC_PAGES: Route[] = [
  { path: '/login', title: 'Sign in - Tender Portal' },
  { path: '/forgetpassword', title: 'Forgot Password - Tender Portal' },
];

const HOME: Route = { path: '/homepage', title: 'Home - Tender Portal' };

const SUPPLIER_PAGES: Route[] = [
  HOME,
  { path: '/tenders', title: 'Tenders - Tender Portal' },
  { path: '/tender-list', title: 'Tenders - Tender Portal' },
  { path: DETAIL, title: 'E2E-PHONE-001 - Tender Detail - Tender Portal' },
  { path: '/mycompanyprofile', title: 'My Company Profile - Tender Portal' },
  { path: '/workorder-list', title: 'Work Orders - Tender Portal' },
  { path: '/changepassword', title: 'Change Password - Tender Portal' },
];

const STAFF_PAGES: Route[] = [
  { path: '/tenders', title: 'Tenders - Tender Portal' },
  { path: STAFF_DETAIL, title: 'E2E-PHONE-001 - Tender Detail - Tender Portal' },
];

async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** Opens a page and waits until it has drawn itself: its own title is set and the network is quiet. */
async function open(page: Page, route: Route): Promise<void> {
  await page.goto(route.path);
  await expect(page).toHaveTitle(route.title);
  await page.waitForLoadState('networkidle');
}

async function expectNoSidewaysScroll(page: Page, width: number, where: string): Promise<void> {
  const size = await page.evaluate(() => ({
    inner: window.innerWidth,
    document: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  expect(size.inner, where).toBe(width);
  expect(size.document, `${where}: the page is wider than the screen`).toBeLessThanOrEqual(width);
  expect(size.body, `${where}: the page is wider than the screen`).toBeLessThanOrEqual(width);
}

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, where).toEqual([]);
}

/** The element lies inside the screen's width (not cut off at the right, as the user menu was). */
async function expectOnScreen(locator: Locator, width: number): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

function phoneMenuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^(Menu|菜单)$/ });
}

async function openPhoneMenu(page: Page, name = `Welcome, ${SUPPLIER_NAME}`): Promise<Locator> {
  const button = phoneMenuButton(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('dialog', { name });
  await expect(menu).toBeVisible();
  return menu;
}

async function chooseLanguage(page: Page, scope: Locator, current: RegExp, language: string): Promise<void> {
  await scope.getByRole('combobox', { name: current }).click();
  await page.getByRole('option', { name: language }).click();
}

test('the sign-in pages fit a phone and a tablet, with their own titles and no axe violation', async ({
  page,
}) => {
  for (const viewport of [PHONE, TABLET]) {
    await page.setViewportSize(viewport);
    for (const route of PUBLIC_PAGES) {
      await open(page, route);
      await expectNoSidewaysScroll(page, viewport.width, `${route.path} at ${viewport.width}`);
      if (viewport === PHONE) await expectNoAxeViolations(page, `${route.path} at 390`);
      await screenshot(page, `public-${viewport.width}-${route.path.slice(1)}-en`);
    }
  }
  // The title follows the language, chosen on the page or asked for by the link.
  await page.goto('/login?langcode=ZH');
  await expect(page).toHaveTitle('登录 - 招标平台');
  await screenshot(page, 'public-768-login-zh');
  await chooseLanguage(page, page.getByRole('banner'), /语言/, '繁體中文');
  await expect(page).toHaveTitle('登入 - 招標平台');
  await page.getByRole('link', { name: '忘記密碼' }).click();
  await expect(page).toHaveTitle('忘記密碼 - 招標平台');
});

test('a supplier on a phone: no page scrolls sideways, and axe finds nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await loginAs(page, SUPPLIER, PASSWORD);
  for (const route of SUPPLIER_PAGES) {
    await open(page, route);
    await expectNoSidewaysScroll(page, PHONE.width, route.path);
    await expectNoAxeViolations(page, `${route.path} at 390`);
  }
});

test('a supplier on a phone: the header is the brand and a menu holding everything', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await loginAs(page, SUPPLIER, PASSWORD);
  await open(page, HOME);
  const header = page.getByRole('banner');
  // The wide header's parts are not shown; the menu button is, inside the screen.
  await expect(header.getByRole('button', { name: /Account menu/ })).toBeHidden();
  await expect(header.getByRole('combobox', { name: 'Language' })).toBeHidden();
  await expectOnScreen(phoneMenuButton(page), PHONE.width);
  await screenshot(page, 'header-390-en-closed');

  const menu = await openPhoneMenu(page);
  for (const name of ['Home', 'Account Settings', 'APP Download']) {
    await expectOnScreen(menu.getByRole('link', { name }), PHONE.width);
  }
  await expect(menu.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
    'href',
    '/accountsettings',
  );
  await expect(menu.getByRole('link', { name: 'APP Download' })).toHaveAttribute('href', '/appdownload');
  await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  for (const name of [/T&C/, 'Change Password', 'Sign Out']) {
    await expectOnScreen(menu.getByRole('button', { name }), PHONE.width);
  }
  await expect(menu.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(menu.getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:/);
  await expectNoSidewaysScroll(page, PHONE.width, 'the phone menu');
  await screenshot(page, 'header-390-en-open');
  await expectNoAxeViolations(page, 'the phone menu at 390');

  // A modal dialog: the focus starts in it and the page behind is out of the Tab order while it is open.
  const button = phoneMenuButton(page);
  await expect(menu.getByRole('button', { name: 'Close' })).toBeFocused();
  for (let step = 0; step < 14; step += 1) {
    await page.keyboard.press('Tab');
    const inMenu = await page.evaluate(() => {
      const focused = document.activeElement;
      return !focused || focused === document.body || !!focused.closest('dialog[open]');
    });
    expect(inMenu, `Tab ${step + 1} stays in the menu`).toBe(true);
  }
  // Escape closes it, and the focus goes back to the menu button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // By keyboard: Enter opens it, Escape closes it again.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  // A click beside the panel (antd's mask) closes it, as does its close button.
  await openPhoneMenu(page);
  await page.mouse.click(20, 400);
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await (await openPhoneMenu(page)).getByRole('button', { name: 'Close' }).click();
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await openPhoneMenu(page);

  // T&C from the menu: the menu closes and the terms open.
  await menu.getByRole('button', { name: /T&C/ }).click();
  await expect(menu).toBeHidden();
  const terms = page.getByRole('dialog', { name: 'Terms of Use' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Close' }).first().click();
  await expect(terms).toBeHidden();
  await expect(button).toBeFocused();

  // A page link goes there and closes the menu.
  await (await openPhoneMenu(page)).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('dialog', { name: `Welcome, ${SUPPLIER_NAME}` })).toBeHidden();
  await page.goto('/tender-list');
  await (await openPhoneMenu(page)).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/homepage$/);
  await expect(page.getByRole('dialog', { name: `Welcome, ${SUPPLIER_NAME}` })).toBeHidden();

  // The supplier's own pages of spec 2.11, each with its title.
  await (await openPhoneMenu(page)).getByRole('link', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/accountsettings$/);
  await expect(page).toHaveTitle('Account Settings - Tender Portal');
  await (await openPhoneMenu(page)).getByRole('link', { name: 'APP Download' }).click();
  await expect(page).toHaveURL(/\/appdownload$/);
  await expect(page).toHaveTitle('APP Download - Tender Portal');
  await expectNoSidewaysScroll(page, PHONE.width, '/appdownload');
  await page.goto('/homepage');

  // The language, chosen in the menu: the menu, the page and its title change.
  const english = await openPhoneMenu(page);
  await chooseLanguage(page, english, /Language/, '简体中文');
  const chinese = page.getByRole('dialog', { name: `欢迎，${SUPPLIER_NAME}` });
  await expect(chinese.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(page).toHaveTitle('首页 - 招标平台');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(chinese.getByRole('link', { name: '账户设置' })).toBeVisible();
  await screenshot(page, 'header-390-zh-open');
  await chinese.getByRole('button', { name: '关闭' }).first().click();
  await expect(chinese).toBeHidden();
  await expect(phoneMenuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await screenshot(page, 'header-390-zh-closed');
  await open(page, { path: DETAIL, title: 'E2E-PHONE-001 - 招标详情 - 招标平台' });
  await expectNoSidewaysScroll(page, PHONE.width, 'the tender in Chinese');
  await expectNoAxeViolations(page, 'the tender in Chinese at 390');

  // Change Password opens its dialog from the menu.
  await (await openPhoneMenu(page, `欢迎，${SUPPLIER_NAME}`))
    .getByRole('button', { name: '修改密码' })
    .click();
  const change = page.getByRole('dialog', { name: '修改密码' });
  await expect(change).toBeVisible();
  await expectNoSidewaysScroll(page, PHONE.width, 'the change-password dialog');
  await change.getByRole('button', { name: '取消' }).click();
  await expect(change).toBeHidden();

  // Sign Out, from the menu.
  await (await openPhoneMenu(page, `欢迎，${SUPPLIER_NAME}`))
    .getByRole('button', { name: '退出登录' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('登录 - 招标平台');
});

test('a supplier on a tablet: the wide header fits at 768 px and no page scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize(TABLET);
  await loginAs(page, SUPPLIER, PASSWORD);
  for (const route of SUPPLIER_PAGES) {
    await open(page, route);
    await expectNoSidewaysScroll(page, TABLET.width, `${route.path} at 768`);
  }
  await open(page, HOME);
  const header = page.getByRole('banner');
  await expect(phoneMenuButton(page)).toBeHidden();
  await expectOnScreen(header.getByRole('link', { name: 'Home' }), TABLET.width);
  await expectOnScreen(header.getByRole('button', { name: /T&C/ }), TABLET.width);
  await expectOnScreen(header.getByRole('combobox', { name: 'Language' }), TABLET.width);
  const userMenu = header.getByRole('button', { name: `Account menu: ${SUPPLIER_NAME}` });
  await expectOnScreen(userMenu, TABLET.width);
  await screenshot(page, 'header-768-en-closed');

  await userMenu.click();
  for (const [name, href] of [
    ['Account Settings', '/accountsettings'],
    ['APP Download', '/appdownload'],
  ] as const) {
    const item = page.getByRole('menuitem', { name });
    await expectOnScreen(item, TABLET.width);
    // A link (it opens in a new tab too), in the menu's role.
    await expect(item).toHaveAttribute('href', href);
  }
  await expectOnScreen(page.getByRole('menuitem', { name: 'Change Password' }), TABLET.width);
  await expectOnScreen(page.getByRole('menuitem', { name: 'Sign Out' }), TABLET.width);
  await screenshot(page, 'header-768-en-open');
  await expectNoAxeViolations(page, 'the user menu at 768');
  await page.keyboard.press('Escape');

  await chooseLanguage(page, header, /Language/, '简体中文');
  await expect(page).toHaveTitle('首页 - 招标平台');
  await expectNoSidewaysScroll(page, TABLET.width, 'the home page in Chinese');
  await screenshot(page, 'header-768-zh-closed');
  await header.getByRole('button', { name: new RegExp(SUPPLIER_NAME) }).click();
  await expect(page.getByRole('menuitem', { name: '账户设置' })).toBeVisible();
  await screenshot(page, 'header-768-zh-open');
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('on a desktop the header is unchanged, and the title follows the language on a tender', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await loginAs(page, SUPPLIER, PASSWORD);
  await open(page, { path: DETAIL, title: 'E2E-PHONE-001 - Tender Detail - Tender Portal' });
  const header = page.getByRole('banner');
  await expect(header).toContainText(`Welcome, ${SUPPLIER_NAME}`);
  await expect(phoneMenuButton(page)).toBeHidden();
  await screenshot(page, 'header-1280-en-closed');
  await header.getByRole('button', { name: `Account menu: ${SUPPLIER_NAME}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'APP Download' })).toBeVisible();
  await screenshot(page, 'header-1280-en-open');
  await page.keyboard.press('Escape');
  // A nav button under the pointer, and one reached by the keyboard (its focus ring).
  await header.getByRole('link', { name: 'Tender Portal' }).focus();
  await page.keyboard.press('Tab');
  await header.getByRole('button', { name: /T&C/ }).hover();
  await screenshot(page, 'header-1280-en-hover-focus');

  await chooseLanguage(page, header, /Language/, '简体中文');
  await expect(page).toHaveTitle('E2E-PHONE-001 - 招标详情 - 招标平台');
  await page.mouse.move(640, 600);
  await screenshot(page, 'header-1280-zh-closed');
  await header.getByRole('button', { name: new RegExp(SUPPLIER_NAME) }).click();
  await expect(page.getByRole('menuitem', { name: '账户设置' })).toBeVisible();
  await screenshot(page, 'header-1280-zh-open');
  await page.keyboard.press('Escape');

  await chooseLanguage(page, header, /语言/, '繁體中文');
  await expect(page).toHaveTitle('E2E-PHONE-001 - 招標詳情 - 招標平台');
  await chooseLanguage(page, header, /語言/, 'English');
  await expect(page).toHaveTitle('E2E-PHONE-001 - Tender Detail - Tender Portal');
});

test('staff on a phone: the menu offers no supplier pages, and the staff pages fit', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, STAFF, PASSWORD);
  await expect(page).toHaveURL(/\/tenders$/);
  for (const route of STAFF_PAGES) {
    await open(page, route);
    await expectNoSidewaysScroll(page, PHONE.width, `staff ${route.path}`);
    await expectNoAxeViolations(page, `staff ${route.path} at 390`);
  }
  const menu = await openPhoneMenu(page, 'Welcome, Priscilla Phone-Staff');
  for (const name of ['Home', 'Account Settings', 'APP Download']) {
    await expect(menu.getByRole('link', { name })).toHaveCount(0);
  }
  await expect(menu.getByRole('button', { name: /T&C/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Change Password' })).toBeVisible();
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
