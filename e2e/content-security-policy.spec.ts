import { expect, test } from '@playwright/test';
import { loginAs } from './support/login';
import { watchPolicyViolations } from './support/policy-violations';

// Account and tender come from e2e/fixtures/security.json; no other spec touches them.
const SUPPLIER = 'e2e.security.supplier';
const PASSWORD = 'E2e#Pass2026';

test('the app works under its Content-Security-Policy without a single violation', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const response = await page.goto('/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(policy).not.toContain('unsafe-inline');

  await loginAs(page, SUPPLIER, PASSWORD);
  await page.goto('/tenders');
  await page.getByRole('link', { name: 'E2E-SEC-001', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tender E2E-SEC-001' })).toBeVisible();
  // antd's styles arrived through nonced <style> elements: the primary button is coloured, not grey.
  const saveButton = page.getByRole('button', { name: 'Save' });
  const background = await saveButton.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toMatch(/^rgba?\(0, 0, 0(, 0)?\)$|^rgb\(239, 239, 239\)$/);
  await page.getByLabel('Unit price of line 1', { exact: true }).fill('12.5');

  // A modal locks the page's scrolling with a <style> of its own.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Terms of Use/ })
    .click();
  const terms = page.getByRole('dialog', { name: 'Terms of Use' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Close' }).first().click();
  await expect(terms).toBeHidden();

  await page.goto('/mycompanyprofile');
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto('/homepage');
  await expect(page.getByRole('main')).toBeVisible();
  expect(violations).toEqual([]);
});

test('an injected inline script does not run', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/login');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.head.append(script);
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toMatch(/script-src/);
});
