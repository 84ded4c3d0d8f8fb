import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/axe';
import { closeConfirm, loginAs } from './support/login';
import { latestCode, latestMail, outboxFor } from './support/mail';
import { shoot } from './support/shots';

// Issue 33, item 4: invite a company that is not registered. On the portal that mails through a real SMTP
// sink (playwright.config.ts, main + 4), with its own fixture (e2e/fixtures/supplier-registration.json, one
// site per variant): the buyer tries a company that is a supplier already (shown instead), then invites a
// new one; the contact opens the registration link of the mail the sink received, registers (login,
// password, terms, profile, BR & CI); the approver approves it; the contact signs in and sees the
// invitation. Screens are checked with axe; screenshots go to E2E_SHOTS_DIR.

const BASE_URL = process.env.E2E_SMTP_BASE_URL;
const PASSWORD = 'E2e#Pass2026';
const NEW_PASSWORD = 'Fresh#2026reg';

const TEXT = {
  EN: {
    invite: 'Invite Suppliers',
    tabNew: 'Company not registered',
    companyname: 'Company name',
    contactname: 'Contact name',
    email: 'E-mail',
    send: 'Send Registration Link',
    duplicates: /seems to be a registered supplier already/,
    sent: /A registration link was sent to/,
    pending: 'Link sent',
    subject: /Invitation to register as a supplier/,
    register: 'Register Your Company',
    loginid: 'Login id',
    password: 'Password',
    confirm: 'Confirm password',
    address: 'Address line 1',
    phone: 'Phone',
    br: 'Business registration (BR) number',
    submit: 'Submit Registration',
    done: 'Registration received',
    used: 'This registration link has been used already',
    resend: 'Send Link Again',
    resent: /A new link was sent to .+; it can be used until/,
    unknown: 'This registration link is not valid',
    registrations: /^Registrations \(1 waiting for review\)$/,
    waiting: 'Pending registration',
    approve: 'Approve',
    approved: /Approved as N\d{5}: invited to the tender and e-mailed\./,
  },
  ZH: {
    invite: '邀请供应商',
    tabNew: '未注册公司',
    companyname: '公司名称',
    contactname: '联系人姓名',
    email: '电子邮件',
    send: '发送注册链接',
    duplicates: /该公司似乎已是注册供应商/,
    sent: /注册链接已发送至/,
    pending: '已发送链接',
    subject: /邀请注册成为/,
    register: '注册贵公司',
    loginid: '登录账号',
    password: '密码',
    confirm: '确认密码',
    address: '地址第一行',
    phone: '电话',
    br: '商业登记（BR）号码',
    submit: '提交注册',
    done: '已收到注册',
    used: '此注册链接已被使用',
    resend: '重新发送链接',
    resent: /已向 .+ 发送新链接，有效期至/,
    unknown: '此注册链接无效',
    registrations: /^供应商注册（1 个待审核）$/,
    waiting: '待审核注册',
    approve: '批准',
    approved: /已批准，代码 N\d{5}：已邀请参与招标并发送邮件。/,
  },
} as const;

const VARIANTS = [
  { language: 'EN', width: 1280, height: 900 },
  { language: 'ZH', width: 390, height: 844 },
] as const;

test.use({ baseURL: BASE_URL, timezoneId: 'Asia/Hong_Kong' });

async function newPage(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width, height },
    timezoneId: 'Asia/Hong_Kong',
    serviceWorkers: 'block',
  });
  return context.newPage();
}

for (const { language, width, height } of VARIANTS) {
  const words = TEXT[language];
  const variant = `${language}${width}`;
  const low = variant.toLowerCase();
  const rfqnum = `E2E-RG-${variant}`;
  const shot = `supplier-registration-${language.toLowerCase()}-${width}`;

  test(`invite a new company, register it from the mailed link, approve, see the invitation (${variant})`, async ({
    browser,
  }) => {
    test.skip(!BASE_URL, 'run through playwright.config.ts, which starts the SMTP sink and its server');
    test.setTimeout(180_000);
    const outboxDir = outboxFor(BASE_URL);
    const email = `kit.${low}@newpest-${low}.example.test`;
    const loginid = `e2e.reg.newco.${low}`;
    const buyer = await newPage(browser, width, height);
    let link = '';

    await test.step('the buyer sees a known supplier instead, then invites the new company', async () => {
      await buyer.goto(`/login?langcode=${language}`);
      await loginAs(buyer, `e2e.reg.buyer.${low}`, PASSWORD);
      await buyer.goto(`/buyer/rfq/${rfqnum}`);
      await buyer.getByTestId('suppliers-tab').getByRole('button', { name: words.invite }).click();
      const dialog = buyer.getByRole('dialog');
      await dialog.getByRole('tab', { name: words.tabNew }).click();
      await dialog.getByLabel(words.companyname).fill(`E2E Harbour Pest ${variant} Limited`);
      await dialog.getByLabel(words.contactname).fill('Kit Contact');
      await dialog.getByLabel(words.email).fill(`someone@harbourpest-${low}.example.test`);
      await dialog.getByRole('button', { name: words.send }).click();
      await expect(dialog.getByTestId('registration-duplicates')).toContainText(words.duplicates);
      await expect(dialog.getByTestId('registration-duplicates')).toContainText(`E2RG-${variant}`);
      await expectNoAxeViolations(buyer, `invite duplicates ${variant}`);
      await shoot(buyer, `${shot}-duplicates`);

      await dialog.getByLabel(words.companyname).fill(`New Pest Control ${variant}`);
      await dialog.getByLabel(words.email).fill(email);
      const since = Date.now();
      await dialog.getByRole('button', { name: words.send }).click();
      await expect(buyer.getByText(words.sent)).toBeVisible();
      await expect(buyer.getByTestId('pending-registrations')).toContainText(`New Pest Control ${variant}`);
      await expect(buyer.getByTestId('pending-registrations')).toContainText(words.pending);
      await expectNoSidewaysScroll(buyer);
      await shoot(buyer, `${shot}-pending`);
      const mail = await latestMail(email, words.subject, { since, outboxDir });
      link = /https?:\/\/\S+\/register\?langcode=\w+#[A-Za-z0-9_-]+/.exec(mail.body)?.[0] ?? '';
      expect(link).not.toBe('');
    });

    const contact = await newPage(browser, width, height);
    const pathOf = (address: string) => {
      // The link is the portal's own address (PUBLIC_URL); the test opens its page on this server.
      const { pathname, search, hash } = new URL(address);
      expect(search).toBe(`?langcode=${language}`);
      return `${pathname}${search}${hash}`;
    };
    await test.step('the buyer sends the link again: the first one stops working', async () => {
      await buyer.goto('/buyer/registrations');
      const card = buyer.getByTestId('registration-card').filter({ hasText: `New Pest Control ${variant}` });
      await expect(card).toContainText(words.pending);
      const since = Date.now();
      await card.getByRole('button', { name: words.resend }).click();
      await expect(buyer.getByText(words.resent)).toBeVisible();
      await expectNoAxeViolations(buyer, `registrations, link sent ${variant}`);
      await expectNoSidewaysScroll(buyer);
      await shoot(buyer, `${shot}-resent`);
      const mail = await latestMail(email, words.subject, { since, outboxDir });
      const again = /https?:\/\/\S+\/register\?langcode=\w+#[A-Za-z0-9_-]+/.exec(mail.body)?.[0] ?? '';
      expect(again).not.toBe('');
      expect(again).not.toBe(link);
      await contact.goto(pathOf(link));
      await expect(contact.getByTestId('register-refused')).toContainText(words.unknown);
      link = again;
    });

    await test.step('the contact registers through the link', async () => {
      await contact.goto(pathOf(link));
      await expect(contact.getByRole('heading', { level: 1, name: words.register })).toBeVisible();
      await contact.getByLabel(words.loginid).fill(loginid);
      await contact.getByLabel(words.password, { exact: true }).fill(NEW_PASSWORD);
      await contact.getByLabel(words.confirm).fill(NEW_PASSWORD);
      await contact.getByLabel(words.address).fill('8 Nathan Road');
      await contact.getByLabel(words.phone, { exact: true }).fill('+852 2345 6789');
      await contact.getByLabel(words.br).fill(`6612-${width}`);
      await contact.locator('#acceptterms').check();
      await expectNoAxeViolations(contact, `register ${variant}`);
      await expectNoSidewaysScroll(contact);
      await shoot(contact, `${shot}-register`);
      await contact.getByRole('button', { name: words.submit }).click();
      await expect(contact.getByTestId('register-done')).toContainText(words.done);
      await shoot(contact, `${shot}-registered`);
      // Single use: the link now says so.
      await contact.reload();
      await expect(contact.getByTestId('register-refused')).toContainText(words.used);
      await expectNoAxeViolations(contact, `register used ${variant}`);
    });

    await test.step('the approver approves the registration', async () => {
      const approver = await newPage(browser, width, height);
      await approver.goto(`/login?langcode=${language}`);
      await loginAs(approver, `e2e.reg.approver.${low}`, PASSWORD);
      await approver.goto('/buyer/suppliers');
      await approver.getByTestId('registrations-link').click();
      await expect(approver.getByTestId('registrations-page')).toBeVisible();
      await expect(approver.getByRole('heading', { level: 1 })).toBeVisible();
      const card = approver
        .getByTestId('registration-card')
        .filter({ hasText: `New Pest Control ${variant}` });
      await expect(card).toContainText(words.waiting);
      await expect(card).toContainText(`6612-${width}`);
      await expectNoAxeViolations(approver, `registrations ${variant}`);
      await expectNoSidewaysScroll(approver);
      await shoot(approver, `${shot}-review`);
      await card.getByRole('button', { name: words.approve }).click();
      await closeConfirm(approver);
      await expect(approver.getByText(words.approved)).toBeVisible();
      await approver.context().close();
    });

    await test.step('the contact signs in and sees the invitation', async () => {
      await contact.goto(`/login?langcode=${language}`);
      await contact.locator('#login_loginid').fill(loginid);
      await contact.locator('#login_password').fill(NEW_PASSWORD);
      const since = Date.now();
      await contact.getByTestId('send-code').click();
      await closeConfirm(contact);
      const code = await latestCode(email, { since, outboxDir });
      await contact.locator('#login_code').fill(code);
      await contact.locator('#login button[type="submit"]').click();
      await expect(contact).toHaveURL(/\/homepage$/);
      await contact.goto('/tender-list');
      await expect(contact.getByText(rfqnum).first()).toBeVisible();
      await shoot(contact, `${shot}-invited`);
    });
    await buyer.context().close();
    await contact.context().close();
  });
}
