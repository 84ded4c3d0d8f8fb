import { expect, test } from '@playwright/test';
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
  await header.getByRole('button', { name: 'Home' }).click();
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

test('a staff user reaches only the tender search and detail', async ({ page }) => {
  await loginAs(page, 'e2e.auth.staff', PASSWORD);
  await expect(page).toHaveURL(/\/tenders$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Home' })).toHaveCount(0);
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
