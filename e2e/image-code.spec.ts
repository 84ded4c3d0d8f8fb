import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { closeConfirm, emailOf, requestLoginCode } from './support/login';
import { latestCode, outboxFor } from './support/mail';

// Issue 18, item 13: after 3 failed sign-ins from one address the login and forgot-password pages also
// ask for an image code. These run on their own server (playwright.config.ts, main + 3, demo data),
// the only one that asks after 3 failures: elsewhere specs fail sign-ins from 127.0.0.1 on purpose.
// The image's characters cannot be read here (only their keyed hash is stored, and the product has no
// test hook), so the specs answer the accessible alternative, the question in words, as a person would.
test.use({ baseURL: process.env.E2E_IMAGE_CODE_BASE_URL ?? 'http://localhost:8094' });
test.describe.configure({ mode: 'serial' });

const LOGIN = 'demo.supplier';
const PASSWORD = 'Demo#2026pass';
/** Screenshots for a person to look at, when E2E_SHOTS_DIR names a folder. */
const SHOTS = process.env.E2E_SHOTS_DIR;

const NUMBERS: Record<string, string[]> = {
  EN: 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  ),
  ZH: '零 一 二 三 四 五 六 七 八 九 十 十一 十二 十三 十四 十五 十六 十七 十八 十九 二十'.split(' '),
};

/** The answer of "What is seven plus four?" or "七加四等于多少？". */
function solve(question: string): string {
  const m =
    /^What is (\w+) (plus|minus) (\w+)\?$/.exec(question) ??
    /^([零一二三四五六七八九十]+)([加减])([零一二三四五六七八九十]+)等于多少？$/.exec(question);
  if (!m) throw new Error(`not a question: ${question}`);
  const words = /^What/.test(question) ? NUMBERS.EN : NUMBERS.ZH;
  const [a, b] = [words?.indexOf(m[1] ?? '') ?? -1, words?.indexOf(m[3] ?? '') ?? -1];
  if (a < 0 || b < 0) throw new Error(`not numbers: ${question}`);
  return String(m[2] === 'plus' || m[2] === '加' ? a + b : a - b);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Answers the question the field shows now (switching to it if the image is shown). */
async function answerQuestion(page: Page, form: 'login' | 'forget') {
  const field = page.getByTestId('image-code');
  const question = field.locator('.image-code__question');
  if (!(await question.isVisible()))
    await page.getByRole('button', { name: /question in words|文字问题/ }).click();
  await expect(question).toBeVisible();
  await page.locator(`#${form}_imagecode`).fill(solve((await question.textContent()) ?? ''));
}

/** Three failed sign-in calls from this browser's address, as a script would make them. */
async function failThrice(page: Page) {
  for (let i = 0; i < 3; i++) {
    const reply = await page.request.post('/samex/rest/common/gencode', {
      data: { suppliername: `e2e.image.nobody${i}`, isforget: false, password: 'x' },
    });
    expect(((await reply.json()) as { code: number }).code).not.toBe(0);
  }
}

test('after 3 failed sign-ins the login page asks for an image code, and a sign-in with it succeeds', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.locator('#login_loginid').fill('e2e.image.nobody');
  await page.locator('#login_password').fill('Not#The2026pass');
  for (let i = 0; i < 3; i++) {
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('login-error')).toHaveText('The username does not exist!');
    // A first-time user, and anyone before the third failure, never sees it.
    await expect(page.getByTestId('image-code')).toHaveCount(0);
  }

  await page.locator('#login_loginid').fill(LOGIN);
  await page.locator('#login_password').fill(PASSWORD);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('login-error')).toHaveText(
    'After several unsuccessful attempts, please also enter the image verification code below.',
  );
  const field = page.getByTestId('image-code');
  const image = field.getByRole('img', { name: 'Image verification code' });
  await expect(image).toBeVisible();
  expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  await expect(page.getByLabel('Image verification code')).toHaveAttribute('id', 'login_imagecode');
  await expect(page.getByText('Cannot see the image?')).toBeVisible();
  await shoot(page, 'login-image-en-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'login-image-en-390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const axe = await new AxeBuilder({ page }).include('#login').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // An empty answer is said under the field, and nothing is sent.
  await page.getByTestId('send-code').click();
  await expect(page.getByText('Please enter the characters in the image')).toBeVisible();
  // A new image on request.
  const first = await image.getAttribute('src');
  await page.getByTestId('image-code-refresh').click();
  await expect(image).not.toHaveAttribute('src', first ?? '');

  // The accessible alternative: a question in words, which a screen reader reads.
  await page.getByRole('button', { name: 'Answer a question in words instead' }).click();
  await expect(field.locator('.image-code__question')).toHaveText(/^What is \w+ (plus|minus) \w+\?$/);
  await shoot(page, 'login-question-en-390');
  await answerQuestion(page, 'login');
  const code = await requestLoginCode(page, LOGIN, PASSWORD);
  // The answer is used up: the field shows a new question, empty, for the sign-in itself.
  await expect(page.locator('#login_imagecode')).toHaveValue('');
  await answerQuestion(page, 'login');
  await page.locator('#login_code').fill(code);
  await page.locator('#login button[type="submit"]').click();
  await expect(page).toHaveURL(/\/homepage$/);
});

test('the image code in Chinese, at 1280 and 390 px', async ({ page }) => {
  await failThrice(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login?langcode=ZH');
  await page.locator('#login_loginid').fill(LOGIN);
  await page.locator('#login_password').fill(PASSWORD);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('login-error')).toHaveText('多次尝试未成功，请同时输入下方的图片验证码。');
  await expect(page.getByRole('img', { name: '图片验证码' })).toBeVisible();
  await expect(page.getByText('请输入图片中的字符，不区分大小写。看不到图片？')).toBeVisible();
  await shoot(page, 'login-image-zh-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'login-image-zh-390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: '改为回答文字问题' }).click();
  await expect(page.locator('.image-code__question')).toHaveText(/等于多少？$/);
  await shoot(page, 'login-question-zh-390');
});

test('the forgot-password page asks for it too, on sending the code and on checking it', async ({ page }) => {
  await failThrice(page);
  await page.goto('/forgetpassword');
  await page.locator('#forget_loginid').fill(LOGIN);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('forget-error')).toHaveText(
    'After several unsuccessful attempts, please also enter the image verification code below.',
  );
  await expect(page.getByRole('img', { name: 'Image verification code' })).toBeVisible();
  await shoot(page, 'forget-image-en-1280');

  await answerQuestion(page, 'forget');
  const since = Date.now();
  await page.getByTestId('send-code').click();
  await closeConfirm(page);
  const code = await latestCode(emailOf(LOGIN), { since, outboxDir: outboxFor(new URL(page.url()).origin) });
  await page.locator('#forget_code').fill(code);
  // Verify without an answer: said under the field; with one, the code is checked.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Please answer the question')).toBeVisible();
  await answerQuestion(page, 'forget');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/changepassword$/);
});
