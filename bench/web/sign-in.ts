import type { Browser, BrowserContext } from '@playwright/test';
import { closeConfirm } from '../../e2e/support/login.ts';
import { latestCode } from '../../e2e/support/mail.ts';
import type { Portal } from '../lib/portal-process.ts';

export interface Account {
  loginid: string;
  password: string;
  email: string;
}

/** The demo supplier of the README; its mail lands in the portal's outbox. */
export const DEMO_SUPPLIER: Account = {
  loginid: 'demo.supplier',
  password: 'Demo#2026pass',
  email: 'demo.supplier@example.com',
};

/**
 * What a tab holds after signing in: its sessionStorage and the origin's cookies. Copied whole rather
 * than by key, so the bench does not depend on how the app names its session.
 */
export interface SignedInState {
  origin: string;
  sessionStorage: Record<string, string>;
  cookies: { name: string; value: string }[];
}

/**
 * Put into a new document before the app's scripts run: sessionStorage belongs to one tab, so a fresh
 * tab (a cold Playwright context, a Lighthouse browser) gets the signed-in tab's copy. Runs in the page.
 */
export function restoreSessionStorage(state: Pick<SignedInState, 'origin' | 'sessionStorage'>): void {
  if (location.origin !== state.origin) return;
  for (const [key, value] of Object.entries(state.sessionStorage)) {
    if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
  }
}

/** Adds the signed-in state to a Playwright context: cookies now, sessionStorage on every new page. */
export async function restoreInContext(context: BrowserContext, state: SignedInState): Promise<void> {
  await context.addCookies(state.cookies.map((c) => ({ ...c, url: state.origin })));
  await context.addInitScript(restoreSessionStorage, {
    origin: state.origin,
    sessionStorage: state.sessionStorage,
  });
}

/**
 * Signs in through the login page as a user does (password, e-mailed code read from the outbox,
 * code) and returns what the tab then holds.
 */
export async function signIn(browser: Browser, portal: Portal, account: Account): Promise<SignedInState> {
  const context = await browser.newContext({ baseURL: portal.url });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('#login_loginid').fill(account.loginid);
    await page.locator('#login_password').fill(account.password);
    const since = Date.now();
    await page.getByTestId('send-code').click();
    await closeConfirm(page);
    const code = await latestCode(account.email, { since, outboxDir: portal.outboxDir });
    await page.locator('#login_code').fill(code);
    await page.locator('#login button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
    const sessionStorage = await page.evaluate(() => {
      const items: Record<string, string> = {};
      for (let i = 0; i < window.sessionStorage.length; i++) {
        const key = window.sessionStorage.key(i);
        if (key !== null) items[key] = window.sessionStorage.getItem(key) ?? '';
      }
      return items;
    });
    const cookies = (await context.cookies(portal.url)).map(({ name, value }) => ({ name, value }));
    return { origin: portal.url, sessionStorage, cookies };
  } finally {
    await context.close();
  }
}
