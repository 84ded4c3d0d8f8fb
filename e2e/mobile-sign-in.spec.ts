import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/axe';
import { closeConfirm, loginAs } from './support/login';
import { latestSms } from './support/sms';

// Issue 32 on a phone, in English and traditional Chinese: a supplier verifies a mobile number in Account
// Settings with the code sent to it by SMS (the server's outbox driver), signs out, and signs in by
// mobile: Mobile on the login page, the prefix and number, the password, then the code by SMS. Accounts
// of e2e/fixtures/mobile-sign-in.json, one per language.
const PASSWORD = 'E2e#Pass2026';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-mobile';

const RUNS = [
  {
    lang: 'EN',
    loginid: 'e2e.mobile.en',
    name: 'Mandy Mobile',
    number: '9100 0101',
    international: '+85291000101',
    t: {
      settings: 'Account Settings',
      mobile: 'Mobile number',
      notVerified: 'Not verified',
      verified: 'Verified',
      codeLabel: 'Code from the SMS',
      welcome: 'Welcome, ',
      menu: 'Menu',
      signOut: 'Sign Out',
      way: 'Sign in with',
      byMobile: 'Mobile',
      prefix: 'Country or region code',
      password: 'Password',
      code: 'Verification code',
      home: 'Home',
    },
    sms: /^Supplier Portal code to verify this mobile number: \d{6}\./,
    signInSms: /^Supplier Portal sign-in code: \d{6}\./,
  },
  {
    lang: 'ZHT',
    loginid: 'e2e.mobile.zht',
    name: 'Wong Siu Ming',
    number: '9100 0202',
    international: '+85291000202',
    t: {
      settings: '帳戶設定',
      mobile: '手機號碼',
      notVerified: '未驗證',
      verified: '已驗證',
      codeLabel: '短訊驗證碼',
      welcome: '歡迎，',
      menu: '選單',
      signOut: '登出',
      way: '登入方式',
      byMobile: '手機',
      prefix: '國家或地區代碼',
      password: '密碼',
      code: '驗證碼',
      home: '主頁',
    },
    sms: /^【供應商平台】手機號碼驗證碼：\d{6}，/,
    signInSms: /^【供應商平台】登入驗證碼：\d{6}，/,
  },
] as const;

async function shoot(page: Page, file: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${file}.png`, fullPage: true });
}

for (const run of RUNS) {
  test.use({ viewport: { width: 390, height: 844 } });
  test(`verifies a mobile number, signs out and signs in by mobile (${run.lang}, 390 px)`, async ({
    page,
  }) => {
    await page.goto(`/login?langcode=${run.lang}`);
    await loginAs(page, run.loginid, PASSWORD);
    await page.goto('/accountsettings');
    await expect(page.getByRole('heading', { level: 1, name: run.t.settings })).toBeVisible();

    // A number typed: not verified until the code sent to it comes back.
    const form = page.locator('form#account');
    await form.getByLabel(run.t.mobile).fill(run.number);
    const status = page.getByTestId('mobile-status');
    await expect(status).toContainText(run.t.notVerified);
    const since = Date.now();
    await page.getByTestId('send-mobile-code').click();
    const codeField = form.getByLabel(run.t.codeLabel);
    await expect(codeField).toBeVisible();
    const sms = await latestSms(run.international, { since, baseURL: new URL(page.url()).origin });
    expect(sms.text).toMatch(run.sms);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `/accountsettings, code sent (${run.lang})`);
    await shoot(page, `account-mobile-code-${run.lang.toLowerCase()}-390`);
    await codeField.fill(sms.code);
    await page.getByTestId('verify-mobile').click();
    await expect(status).toContainText(run.t.verified);
    await expect(status).not.toContainText(run.t.notVerified);
    await expect(codeField).toBeHidden();
    await expectNoAxeViolations(page, `/accountsettings, verified (${run.lang})`);
    await shoot(page, `account-mobile-verified-${run.lang.toLowerCase()}-390`);

    // Sign out from the phone menu.
    await page.getByRole('banner').getByRole('button', { name: run.t.menu }).click();
    const menu = page.getByRole('dialog', { name: `${run.t.welcome}${run.name}` });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: run.t.signOut }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Sign in by mobile.
    const way = page.getByRole('radiogroup', { name: run.t.way });
    await way.getByRole('radio', { name: run.t.byMobile }).check();
    const login = page.locator('form#login');
    await expect(login.getByLabel(run.t.prefix)).toHaveValue('0852');
    await login.getByLabel(run.t.prefix).selectOption('0852');
    await login.getByLabel(run.t.mobile).fill(run.number);
    await login.locator('#login_password').fill(PASSWORD);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `/login by mobile (${run.lang})`);
    await shoot(page, `login-mobile-${run.lang.toLowerCase()}-390`);
    const sentAt = Date.now();
    await page.getByTestId('send-code').click();
    await closeConfirm(page);
    const signIn = await latestSms(run.international, { since: sentAt, baseURL: new URL(page.url()).origin });
    expect(signIn.text).toMatch(run.signInSms);
    await page.locator('#login_code').fill(signIn.code);
    await page.locator('#login button[type="submit"]').click();
    await expect(page).toHaveURL(/\/homepage$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(run.name);
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the login and forgotten-password pages by mobile, and the number to verify, in EN and ZHT', async ({
    page,
  }) => {
    for (const run of RUNS) {
      await page.goto(`/login?langcode=${run.lang}`);
      await page
        .getByRole('radiogroup', { name: run.t.way })
        .getByRole('radio', { name: run.t.byMobile })
        .check();
      await expect(page.locator('form#login').getByLabel(run.t.prefix)).toBeVisible();
      // A number its prefix refuses is said under the field, in the page's language.
      await page.locator('#login_mobile').fill('1234');
      await page.getByTestId('send-code').click();
      await expect(page.locator('form#login .form-item__error')).toHaveCount(2);
      await expectNoAxeViolations(page, `/login by mobile at 1280 (${run.lang})`);
      await shoot(page, `login-mobile-${run.lang.toLowerCase()}-1280`);
      await page.getByRole('link', { name: run.lang === 'EN' ? 'Forgot Password' : '忘記密碼' }).click();
      await expect(page).toHaveURL(/\/forgetpassword$/);
      // The way chosen on the login page stays chosen.
      await expect(page.getByRole('radio', { name: run.t.byMobile })).toBeChecked();
      await expectNoAxeViolations(page, `/forgetpassword by mobile at 1280 (${run.lang})`);
      await shoot(page, `forget-mobile-${run.lang.toLowerCase()}-1280`);
    }

    await page.goto('/login?langcode=EN');
    await loginAs(page, 'e2e.mobile.desk', PASSWORD);
    await page.goto('/accountsettings');
    await expect(page.getByTestId('mobile-status')).toContainText('Not verified');
    const since = Date.now();
    await page.getByTestId('send-mobile-code').click();
    await expect(page.locator('form#account').getByLabel('Code from the SMS')).toBeVisible();
    expect((await latestSms('+85366100303', { since, baseURL: new URL(page.url()).origin })).text).toMatch(
      /^Supplier Portal code to verify this mobile number: \d{6}\./,
    );
    await expectNoAxeViolations(page, '/accountsettings at 1280, code sent');
    await shoot(page, 'account-mobile-code-en-1280');
  });
});
