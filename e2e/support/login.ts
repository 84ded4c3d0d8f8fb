import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { latestCode, outboxFor } from './mail';

const root = resolve(import.meta.dirname, '../..');

interface FixtureUser {
  loginid: string;
  email: string;
}

function usersIn(file: string): FixtureUser[] {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { users?: FixtureUser[] };
    return data.users ?? [];
  } catch {
    return [];
  }
}

/** The e-mail of a login id, looked up in the fixtures and the demo data the e2e servers import. */
export function emailOf(loginid: string): string | null {
  const fixtures = join(root, 'e2e/fixtures');
  const files = [
    ...readdirSync(fixtures)
      .filter((file) => file.endsWith('.json'))
      .map((file) => join(fixtures, file)),
    join(root, 'apps/server/demo/demo.json'),
  ];
  const wanted = loginid.toLowerCase();
  for (const file of files) {
    const user = usersIn(file).find((u) => u.loginid.toLowerCase() === wanted);
    if (user) return user.email;
  }
  return null;
}

/** Presses OK on the open antd confirm dialog (tips, success) and sees it close. */
export async function closeConfirm(page: Page, text?: string | RegExp): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm').filter(text ? { hasText: text } : {});
  await dialog.locator('.ant-btn-primary').click();
  await expect(dialog).toBeHidden();
}

/** Fills account name and password and sends a code; resolves with the code from the mail. */
export async function requestLoginCode(page: Page, loginid: string, password: string): Promise<string> {
  await page.locator('#login_loginid').fill(loginid);
  await page.locator('#login_password').fill(password);
  const since = Date.now();
  await page.getByTestId('send-code').click();
  // The tips dialog confirms the code is on its way.
  await closeConfirm(page);
  const baseURL = new URL(page.url()).origin;
  return latestCode(emailOf(loginid), { since, outboxDir: outboxFor(baseURL) });
}

/**
 * Signs in through the login page with the code e-mailed to the account (the page runs /connect on
 * load). Resolves once the browser has left /login, or the first-login Terms of Use dialog shows.
 */
export async function loginAs(page: Page, loginid: string, password: string): Promise<void> {
  await page.goto('/login');
  const code = await requestLoginCode(page, loginid, password);
  await page.locator('#login_code').fill(code);
  await page.locator('#login button[type="submit"]').click();
  await expect(async () => {
    const left = new URL(page.url()).pathname !== '/login';
    if (!left && !(await page.locator('.terms-scroll').isVisible())) throw new Error('still on /login');
  }).toPass({ timeout: 15_000 });
}
