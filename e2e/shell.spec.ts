import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { loginAs } from './support/login';

// Accounts of e2e/fixtures/auth.json.
const PASSWORD = 'E2e#Pass2026';

test('signed-out visitors are sent to /login and / leads there', async ({ page }) => {
  await page.goto('/homepage');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/tenders');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/changepassword');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/forgetpassword');
  await expect(page).toHaveURL(/\/forgetpassword$/);
});

test('the header, footer, terms and sign-out of a supplier', async ({ page }) => {
  await loginAs(page, 'e2e.auth.shell', PASSWORD);
  await expect(page).toHaveURL(/\/homepage$/);

  const header = page.getByRole('banner');
  await expect(header).toContainText('Welcome, Sam Shell');
  await expect(page.getByRole('main')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:/);

  await header.getByRole('button', { name: /Terms of Use/ }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Use' });
  await expect(terms).toContainText(
    '13.1 These Terms are governed by the laws of the Hong Kong Special Administrative Region.',
  );
  await terms.getByRole('button', { name: 'Close' }).first().click();
  await expect(terms).toBeHidden();

  await page
    .getByRole('link', { name: /Tenders/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tender-list$/);
  await header.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/homepage$/);

  // An unknown path goes back to where the user was.
  await page.goto('/homepage');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/homepage$/);

  await header.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: '简体中文' }).click();
  await expect(header).toContainText('欢迎，Sam Shell');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await header.getByRole('combobox', { name: '语言' }).click();
  await page.getByRole('option', { name: 'English' }).click();

  await header.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/homepage');
  await expect(page).toHaveURL(/\/login$/);
  // The language choice outlives the sign-out; the user data does not.
  expect(await page.evaluate(() => localStorage.getItem('tp.langcode'))).toBe('EN');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test('the user menu is a menu button: the keys move in it, Escape and Tab close it, the focus comes back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'e2e.auth.guard', PASSWORD);
  await expect(page).toHaveURL(/\/homepage$/);
  const header = page.getByRole('banner');
  const button = header.getByRole('button', { name: 'Account menu: Grace Guard' });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Enter opens it on its first item; the arrows go round its ends, Home and End go to them.
  await button.focus();
  await page.keyboard.press('Enter');
  // Inside the banner landmark, named by its button.
  const menu = header.getByRole('menu', { name: 'Account menu: Grace Guard' });
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText([
    /^Supplier support: .+@.+ · .+/,
    'Account Settings',
    'APP Download',
    'Change Password',
    'Sign Out',
  ]);
  await expect(menu.getByRole('separator')).toHaveCount(2);
  const first = items.first();
  const signOut = menu.getByRole('menuitem', { name: 'Sign Out' });
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('href', /^mailto:/);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await expectNoAxeViolations(page, 'the open user menu at 1280');

  // Escape closes it and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Arrow Up opens it on its last item; Tab closes it and moves on past the button.
  await page.keyboard.press('ArrowUp');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(button).not.toBeFocused();

  // Space opens it too, and a click outside closes it.
  await button.focus();
  await page.keyboard.press(' ');
  await expect(first).toBeFocused();
  await page.getByRole('main').click({ position: { x: 4, y: 4 } });
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // A click opens it and a second one closes it.
  await button.click();
  await expect(menu).toBeVisible();
  await button.click();
  await expect(menu).toBeHidden();

  // Space chooses an item: Change Password's dialog opens, and closing it gives the focus back.
  await button.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Change Password' })).toBeFocused();
  await page.keyboard.press(' ');
  await expect(menu).toBeHidden();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await expect(change).toBeVisible();
  await change.getByRole('button', { name: 'Cancel' }).click();
  await expect(change).toBeHidden();
  await expect(button).toBeFocused();

  // Enter follows a page's link.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/accountsettings$/);
  await expect(menu).toBeHidden();
});

test('a staff user reaches only the tender search and detail', async ({ page }) => {
  await loginAs(page, 'e2e.auth.staff', PASSWORD);
  await expect(page).toHaveURL(/\/tenders$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Home' })).toHaveCount(0);
  await page.goto('/homepage');
  await expect(page).toHaveURL(/\/tenders$/);
  await page.goto('/tender-list');
  await expect(page).toHaveURL(/\/tenders$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/tenders$/);
});

test('a signed-in supplier who opens / goes to the home page, and /login stays open', async ({ page }) => {
  await loginAs(page, 'e2e.auth.guard', PASSWORD);
  await page.goto('/');
  await expect(page).toHaveURL(/\/homepage$/);
  await page.goto('/changepassword');
  await expect(page.locator('#change_loginid')).toHaveValue('e2e.auth.guard');
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
});
