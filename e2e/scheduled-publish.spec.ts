import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/axe';
import { loginAs } from './support/login';
import { shoot } from './support/shots';

// Issue 33, item 2: scheduled publish. Accounts and drafts come from e2e/fixtures/scheduled-publish.json,
// one site per variant (no other spec touches them): two drafts, each with one supplier picked. The buyer
// schedules the first from its page (the time on the group's clock), sees Scheduled with its time in the
// list, and unschedules it; the second, scheduled a few seconds ahead, publishes itself through the
// server's worker and reads Open with its invitation sent.

const PASSWORD = 'E2e#Pass2026';

const TEXT = {
  EN: {
    schedule: 'Schedule Publication',
    ok: 'Schedule',
    at: 'Publish at (HKT)',
    notice: /^Scheduled: publishes itself at \d{4}-\d\d-\d\d 10:30:00 HKT$/,
    tag: /^Scheduled: \d{4}-\d\d-\d\d 10:30:00 HKT$/,
    unschedule: 'Unschedule',
    unscheduled: 'No longer scheduled: it stays a draft.',
  },
  ZH: {
    schedule: '定时发布',
    ok: '设定发布时间',
    at: '发布时间（HKT）',
    notice: /^已设定定时发布：将于 \d{4}-\d\d-\d\d 10:30:00 HKT 自动发布$/,
    tag: /^定时发布：\d{4}-\d\d-\d\d 10:30:00 HKT$/,
    unschedule: '取消定时发布',
    unscheduled: '已取消定时发布：招标仍为草稿。',
  },
} as const;

const VARIANTS = [
  { language: 'EN', width: 1280, height: 900 },
  { language: 'ZH', width: 390, height: 844 },
] as const;

async function newPage(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, timezoneId: 'Asia/Hong_Kong' });
  return context.newPage();
}

/** The buyer's own call, with the page's session: a schedule a few seconds ahead (the input has minutes). */
async function scheduleSoon(page: Page, rfqnum: string, seconds: number): Promise<void> {
  const publishat = new Date(Date.now() + seconds * 1000).toISOString();
  const code = await page.evaluate(
    async ({ rfqnum, publishat }) => {
      const session = JSON.parse(sessionStorage.getItem('tp.session') ?? '{}') as { token?: string };
      const reply = await fetch('/samex/rest/buyer/rfq/schedule', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: session.token ?? '' },
        body: JSON.stringify({ rfqnum, publishat }),
      });
      return ((await reply.json()) as { code: number }).code;
    },
    { rfqnum, publishat },
  );
  expect(code).toBe(0);
}

for (const { language, width, height } of VARIANTS) {
  const words = TEXT[language];
  const variant = `${language}${width}`;
  const first = `E2E-SCH-${variant}-A`;
  const second = `E2E-SCH-${variant}-B`;
  const shot = `scheduled-publish-${language.toLowerCase()}-${width}`;

  test(`schedule a draft, see it Scheduled, unschedule; one publishes itself (${language} ${width})`, async ({
    browser,
  }) => {
    // Four steps, the last waiting for the server's worker to publish: more than the default minute when the
    // machine is loaded.
    test.slow();
    const page = await newPage(browser, width, height);
    await page.goto(`/login?langcode=${language}`);
    await loginAs(page, `e2e.sched.buyer.${variant.toLowerCase()}`, PASSWORD);

    await test.step('schedule the draft from its page: tomorrow 09:00 on the group clock offered, 10:30 chosen', async () => {
      await page.goto(`/buyer/rfq/${first}`);
      await page.getByTestId('schedule-rfq').click();
      const dialog = page.getByRole('dialog');
      // The editor's picker and format, not the browser's own.
      const at = dialog.getByLabel(words.at);
      await expect(at).toHaveValue(/^\d{4}-\d\d-\d\d 09:00$/);
      const day = (await at.inputValue()).slice(0, 10);
      await at.click();
      await at.fill(`${day} 10:30`);
      await at.press('Enter');
      await expect(at).toHaveValue(`${day} 10:30`);
      await shoot(page, `${shot}-dialog`);
      await expectNoAxeViolations(page, 'the schedule dialog');
      await dialog.getByRole('button', { name: words.ok, exact: true }).click();
      await expect(dialog).toBeHidden();
      const notice = page.getByTestId('scheduled-notice');
      await expect(notice.locator('.ant-alert-title')).toHaveText(words.notice);
      await expect(page.getByTestId('schedule-rfq')).toHaveCount(0);
      await shoot(page, `${shot}-tender`);
      await expectNoAxeViolations(page, 'a scheduled draft');
      await expectNoSidewaysScroll(page);
    });

    await test.step('the list shows it Scheduled with its time', async () => {
      await page.goto('/buyer');
      const tag = page.getByTestId('scheduled');
      await expect(tag).toHaveCount(1);
      await expect(tag).toHaveText(words.tag);
      await shoot(page, `${shot}-list`);
      await expectNoAxeViolations(page, 'the list with a scheduled draft');
      await expectNoSidewaysScroll(page);
    });

    await test.step('unschedule it: a draft again', async () => {
      await page.goto(`/buyer/rfq/${first}`);
      await page
        .getByTestId('scheduled-notice')
        .getByRole('button', { name: words.unschedule, exact: true })
        .click();
      await expect(page.getByText(words.unscheduled)).toBeVisible();
      await expect(page.getByTestId('scheduled-notice')).toHaveCount(0);
      await expect(page.getByTestId('schedule-rfq')).toBeVisible();
      await page.goto('/buyer');
      await expect(page.getByRole('link', { name: first, exact: true })).toBeVisible();
      await expect(page.getByTestId('scheduled')).toHaveCount(0);
    });

    await test.step('a draft scheduled a few seconds ahead publishes itself', async () => {
      await page.goto(`/buyer/rfq/${second}`);
      await expect(page.locator('.tp-bt-title [data-stage]')).toHaveAttribute('data-stage', 'DRAFT');
      await scheduleSoon(page, second, 8);
      await page.reload();
      await expect(page.getByTestId('scheduled-notice')).toBeVisible();
      // The server's worker publishes it at its time; the page read again shows it Open. Each read gets 5 s
      // to draw the page: on a loaded machine a reload of the buyer's page can take more than one.
      await expect(async () => {
        await page.reload();
        await expect(page.locator('.tp-bt-title [data-stage]')).toHaveAttribute('data-stage', 'OPEN', {
          timeout: 5_000,
        });
      }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
      await expect(page.getByTestId('scheduled-notice')).toHaveCount(0);
      // Its one supplier's invitation made (status NEW), as a manual publish makes it.
      await expect(page.getByTestId('suppliers-tab').locator('[data-status="NEW"]').first()).toBeVisible();
    });
  });
}
