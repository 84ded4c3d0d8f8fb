import { expect, test } from '@playwright/test';
import { watchPolicyViolations } from './support/policy-violations';

// The API reference (issue 15): Swagger UI over the OpenAPI document the server makes from the contract,
// served by the portal itself (no CDN) under the portal's own Content-Security-Policy, without signing in.

test('the API reference lists the operations of the contract, under the portal’s policy', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  const response = await page.goto('/samex/rest/docs');
  expect(response?.status()).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("style-src 'self'");
  expect(policy).not.toContain('unsafe-');

  await expect(page.getByRole('heading', { name: /Tender Portal API/ })).toBeVisible();
  const login = page.getByRole('button', { name: /^POST \/common\/userlogin Sign in/ });
  await expect(login).toBeVisible();
  // Swagger UI's own stylesheet applied: the method badge is coloured.
  const badge = login.getByText('POST', { exact: true });
  const background = await badge.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toMatch(/^rgba?\(0, 0, 0(, 0)?\)$/);

  // An operation opens on its words (role and result codes from the contract) and its request body.
  await login.click();
  const operation = page.locator('#operations-Sign-in_and_account-login');
  await expect(operation.getByText('No session needed.')).toBeVisible();
  await expect(operation.getByText('Wrong password.')).toBeVisible();
  await expect(operation.getByText('Request body')).toBeVisible();

  // The named requests: one path, a body member per reqname.
  const list = page.getByRole('button', { name: /^POST \/util\/list / });
  await list.click();
  const named = page.locator('#operations-Named_requests-getList');
  await expect(named.locator('.body-param__example')).toContainText('"reqname": "gettips"');
  await named.getByRole('tab', { name: 'Schema' }).first().click();
  await expect(named.getByText('One of', { exact: true }).first()).toBeVisible();
  await expect(named.getByText('Discriminator', { exact: true }).first()).toBeVisible();

  expect(violations).toEqual([]);
});
