import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs } from './support/login';

// Issue 29, what must be demonstrated: an award a procurement team signs off, in EN at 1280 px and in ZH at
// 390 px. A buyer sets a draft's opening to two people, moves its closing date a few minutes ahead and
// publishes; both suppliers price and submit; after closing the quotations stay sealed until the buyer and an
// approver have each unsealed them; the buyer splits the award by line with a justification, for a total at
// or above the approval threshold (AWARD_APPROVAL_THRESHOLD, 500,000.00 by default: the lines are priced in
// hundreds of thousands), so it waits; the approver approves it from their console; each supplier then sees
// the lines it won. Accounts and RFQs come from e2e/fixtures/award-sign-off.json (site E2EAW), one RFQ and
// one set of accounts per language and width. Every screen is checked with axe. Screenshots go to
// E2E_SHOTS_DIR.

const PASSWORD = 'E2e#Pass2026';
const SHOTS = process.env.E2E_SHOTS_DIR;
const ZONE = 'Asia/Hong_Kong';

const HB = { code: 'E2EAW-HB', name: 'Harbour Lifts Ltd' };
const KL = { code: 'E2EAW-KL', name: 'Kowloon Escalator Co' };

// HB: 300,000 + 180,000 + 2 x 40,000 = 560,000; KL: 330,000 + 150,000 + 2 x 45,000 = 570,000. The lowest of
// each line: 2 HB, 3 KL, 4 HB. The award: lines 2 and 4 to HB (380,000), line 3 to KL (150,000): 530,000.
const HB_PRICES = { 2: '300000', 3: '180000', 4: '40000' } as const;
const KL_PRICES = { 2: '330000', 3: '150000', 4: '45000' } as const;

const TEXT = {
  EN: {
    editTitle: (rfqnum: string) => `Edit Tender ${rfqnum}`,
    opening: 'Opening',
    twoPeople: 'Opened by two people after closing',
    closingDate: 'Closing Date',
    saveAndClose: 'Save and Close',
    publish: 'Publish',
    published: 'Published: 2 invitations sent.',
    stage: { open: 'Open', closed: 'Closed', pending: 'Awaiting approval', awarded: 'Awarded' },
    tenderTitle: (rfqnum: string) => `Tender ${rfqnum}`,
    acknowledge: 'Acknowledge',
    unitPrice: (seqno: number) => `Unit price of line ${seqno}`,
    submit: 'Submit',
    review: 'Review and submit',
    hbTotal: 'HKD 560,000.00',
    klTotal: 'HKD 570,000.00',
    comparison: 'Comparison',
    sealed: 'The quotations stay sealed after closing until two people of the site have unsealed them',
    unseal: 'Unseal',
    awaitingTwo: 'Awaiting 2 more people.',
    awaitingOne: 'Awaiting 1 more person.',
    doneByMe: 'You have unsealed: another person of the site must unseal too.',
    unsealed: 'Unsealed: the quotations are open.',
    unsealedBy: (name: string) => `Unsealed by ${name}`,
    award: 'Award',
    awardTitle: (rfqnum: string) => `Award tender ${rfqnum}`,
    line: { 2: '2 Lift modernisation', 3: '3 Escalator overhaul', 4: '4 Handrail replacement' },
    allTo: (s: { code: string; name: string }) => `All to ${s.code} ${s.name}`,
    awardTotal: 'Awarded total: HKD 530,000.00 (3 of 3 priced lines)',
    hbPart: `${HB.code} ${HB.name}: 2 lines, HKD 380,000.00`,
    klPart: `${KL.code} ${KL.name}: 1 line, HKD 150,000.00`,
    needsApproval: 'This award needs approval: it will wait for an approver of the site',
    next: 'Next',
    justificationLabel: 'Justification',
    justificationShort: 'Please write a justification of at least 10 characters.',
    justification: 'Lowest price of each line; the lifts and handrails with one contractor.',
    propose: 'Propose Award',
    proposed: 'Award proposed: it waits for an approver of the site.',
    pendingState: 'Awaiting approval',
    awaitingApprover: 'Awaiting approval by an approver of the site.',
    approvalsTitle: 'Awards awaiting approval',
    approve: 'Approve',
    finalState: 'Final',
    approvedBy: 'Approved by',
    comment: 'Comment',
    approvalComment: 'Checked against the budget: approved.',
    supplierAwarded: 'Awarded',
    wonHB: 'You were awarded 2 lines, total HKD 380,000.00.',
    wonKL: 'You were awarded 1 line, total HKD 150,000.00.',
    history: 'History',
  },
  ZH: {
    editTitle: (rfqnum: string) => `编辑招标 ${rfqnum}`,
    opening: '开标方式',
    twoPeople: '截止后由两人启封',
    closingDate: '截标日期',
    saveAndClose: '保存并关闭',
    publish: '发布',
    published: '已发布：已发出 2 份邀请。',
    stage: { open: '进行中', closed: '已截止', pending: '待审批', awarded: '已授标' },
    tenderTitle: (rfqnum: string) => `招标 ${rfqnum}`,
    acknowledge: '确认接收',
    unitPrice: (seqno: number) => `第 ${seqno} 行单价`,
    submit: '提交',
    review: '核对并提交',
    hbTotal: 'HKD 560,000.00',
    klTotal: 'HKD 570,000.00',
    comparison: '比价表',
    sealed: '截止后报价仍保持密封，须由本场地两人分别启封',
    unseal: '启封',
    awaitingTwo: '尚待 2 人启封。',
    awaitingOne: '尚待 1 人启封。',
    doneByMe: '您已启封：还须本场地另一人启封。',
    unsealed: '已启封：报价已开启。',
    unsealedBy: (name: string) => `${name} 于`,
    award: '授标',
    awardTitle: (rfqnum: string) => `授标：${rfqnum}`,
    line: { 2: '2 Lift modernisation', 3: '3 Escalator overhaul', 4: '4 Handrail replacement' },
    allTo: (s: { code: string; name: string }) => `全部给 ${s.code} ${s.name}`,
    awardTotal: '授标总额：HKD 530,000.00（已报价 3 行中的 3 行）',
    hbPart: `${HB.code} ${HB.name}：2 行，HKD 380,000.00`,
    klPart: `${KL.code} ${KL.name}：1 行，HKD 150,000.00`,
    needsApproval: '此授标需要审批：将等待本场地的审批人审批',
    next: '下一步',
    justificationLabel: '授标理由',
    justificationShort: '请填写至少 10 个字的授标理由。',
    justification: '各行均选最低价；电梯与扶手由同一承办商负责，便于协调。',
    propose: '提交授标审批',
    proposed: '授标已提交：等待本场地的审批人审批。',
    pendingState: '待审批',
    awaitingApprover: '等待本场地的审批人审批。',
    approvalsTitle: '待审批的授标',
    approve: '批准',
    finalState: '已生效',
    approvedBy: '审批人',
    comment: '意见',
    approvalComment: '已核对预算，同意。',
    supplierAwarded: '已中标',
    wonHB: '您已中标 2 行，合计 HKD 380,000.00。',
    wonKL: '您已中标 1 行，合计 HKD 150,000.00。',
    history: '记录',
  },
} as const;

type Language = keyof typeof TEXT;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `award-${name}.png`), fullPage: true });
}

/** Every axe violation on the page, of any impact, said with where it is. */
async function expectAxeClean(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, where).toEqual([]);
}

/** Nothing is wider than the screen. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

/** 'YYYY-MM-DD HH:mm' in Hong Kong (UTC+8 all year), as the editor's date picker takes it. */
function hongKongMinute(at: number): string {
  return new Date(at + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    timezoneId: ZONE,
    viewport: { width, height: 900 },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

async function signIn(page: Page, loginid: string, language: Language): Promise<void> {
  await page.goto(`/login?langcode=${language}`);
  await loginAs(page, loginid, PASSWORD);
}

const stageOf = (page: Page) => page.locator('.tp-bt-header [data-stage]');

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** A supplier opens the tender from their list (its address carries the status, so it is not reloaded). */
async function openTender(page: Page, words: (typeof TEXT)[Language], rfqnum: string): Promise<void> {
  await page.goto(`/tenders?q=${encodeURIComponent(rfqnum)}`);
  await page.getByRole('link', { name: rfqnum, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.tenderTitle(rfqnum) })).toBeVisible();
}

/** A supplier opens the tender, acknowledges it, prices its lines and submits. */
async function quote(
  page: Page,
  words: (typeof TEXT)[Language],
  rfqnum: string,
  prices: Readonly<Record<2 | 3 | 4, string>>,
  total: string,
): Promise<void> {
  await openTender(page, words, rfqnum);
  await page.getByRole('button', { name: words.acknowledge }).click();
  for (const seqno of [2, 3, 4] as const) {
    await page.getByLabel(words.unitPrice(seqno), { exact: true }).fill(prices[seqno]);
  }
  await expect(page.getByTestId('summary-total')).toHaveText(total);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
  const review = page.getByRole('dialog').filter({ hasText: words.review });
  await expect(review.getByTestId('review-total')).toHaveText(total);
  await review.getByRole('button', { name: words.submit }).click();
  await expect(page).toHaveURL(/\/SUBMITED(\/|$)/);
}

const VARIANTS = [
  { language: 'EN', width: 1280 },
  { language: 'ZH', width: 390 },
] as const;

for (const { language, width } of VARIANTS) {
  const words = TEXT[language];
  const variant = `${language.toLowerCase()}${width}`;
  const rfqnum = `E2E-AW-${language}${width}`;
  const buyerName = `Bella Buyer ${language} ${width}`;
  const approverName = `Arthur Approver ${language} ${width}`;
  const shot = (name: string) => `${name}-${variant}`;

  test(`two unseal, the buyer splits the award by line, the approver approves, each supplier sees its lines (${language} ${width})`, async ({
    browser,
  }) => {
    // A real closing date a few minutes ahead, waited for on the server's clock.
    test.setTimeout(600_000);
    const buyer = await newPage(browser, width);
    const approver = await newPage(browser, width);
    const hb = await newPage(browser, width);
    const kl = await newPage(browser, width);
    // The closing date: the first whole minute at least three minutes ahead (the picker takes minutes).
    let closing = 0;

    await test.step('the buyer opens the draft with two people and publishes it', async () => {
      await signIn(buyer, `e2e.aw.buyer.${variant}`, language);
      await buyer.goto(`/buyer/rfq/${rfqnum}/edit`);
      await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(words.editTitle(rfqnum));
      await buyer.getByLabel(words.opening, { exact: true }).click();
      await buyer
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: words.twoPeople })
        .click();
      closing = Math.ceil((Date.now() + 180_000) / 60_000) * 60_000;
      const picker = buyer.getByLabel(words.closingDate, { exact: true });
      await picker.click();
      await picker.fill(hongKongMinute(closing));
      await picker.press('Enter');
      await expect(picker).toHaveValue(hongKongMinute(closing));
      await shoot(buyer, shot('editor-opening'));
      await expectAxeClean(buyer, 'the editor with the opening field');
      await buyer.getByRole('button', { name: words.saveAndClose }).click();
      await expect(buyer).toHaveURL(new RegExp(`/buyer/rfq/${rfqnum}$`));

      await buyer.getByTestId('tender-actions').getByRole('button', { name: words.publish }).click();
      await buyer.locator('.ant-modal-confirm').getByRole('button', { name: words.publish }).click();
      await expect(buyer.getByText(words.published)).toBeVisible();
      await expect(stageOf(buyer)).toHaveText(words.stage.open);

      // Fixed once published: the editor shows the opening read-only.
      await buyer.goto(`/buyer/rfq/${rfqnum}/edit`);
      await expect(buyer.getByLabel(words.opening, { exact: true })).toBeDisabled();
      const opening = buyer
        .locator('.ant-form-item')
        .filter({ has: buyer.getByLabel(words.opening, { exact: true }) });
      await expect(opening).toContainText(words.twoPeople);
      await buyer.goto(`/buyer/rfq/${rfqnum}`);
    });

    await test.step('both suppliers price and submit before closing', async () => {
      await signIn(hb, `e2e.aw.hb.${variant}`, language);
      await quote(hb, words, rfqnum, HB_PRICES, words.hbTotal);
      await signIn(kl, `e2e.aw.kl.${variant}`, language);
      await quote(kl, words, rfqnum, KL_PRICES, words.klTotal);
      expect(Date.now(), 'both submitted before the closing date').toBeLessThan(closing);
    });

    await test.step('the approver signs in to their console, empty for now', async () => {
      await signIn(approver, `e2e.aw.approver.${variant}`, language);
      // An approver without the buyer role lands on the awards awaiting approval.
      await expect(approver).toHaveURL(/\/buyer\/approvals$/);
      await expect(approver.getByRole('heading', { level: 1 })).toHaveText(words.approvalsTitle);
      await expect(approver.getByTestId('approvals-page')).not.toContainText(rfqnum);
    });

    await test.step('after closing the quotations stay sealed until two people unseal them', async () => {
      await buyer.goto(`/buyer/rfq/${rfqnum}?tab=comparison`);
      await expect(async () => {
        await buyer.reload();
        await expect(stageOf(buyer)).toHaveText(words.stage.closed, { timeout: 2_000 });
      }).toPass({ timeout: closing - Date.now() + 60_000, intervals: [5_000] });

      const panel = buyer.getByTestId('unseal-panel');
      await expect(panel).toContainText(words.awaitingTwo);
      await expect(buyer.getByTestId('comparison-sealed')).toContainText(words.sealed);
      await expect(buyer.getByTestId('tabulation')).toHaveCount(0);
      await expect(buyer.locator('main')).not.toContainText(/300,000|330,000|560,000/);
      await expectAxeClean(buyer, 'the sealed tender page');
      await shoot(buyer, shot('sealed'));

      await panel.getByRole('button', { name: words.unseal }).click();
      await expect(panel).toContainText(words.awaitingOne);
      await expect(panel.getByTestId('unsealed-by')).toHaveCount(1);
      await expect(panel.getByTestId('unsealed-by')).toContainText(words.unsealedBy(buyerName));
      await expect(panel).toContainText(words.doneByMe);
      // The same person twice counts once: no second Unseal for the buyer.
      await expect(panel.getByRole('button', { name: words.unseal })).toHaveCount(0);
      await expect(buyer.getByTestId('comparison-sealed')).toBeVisible();
      await shoot(buyer, shot('unsealed-once'));

      await approver.goto(`/buyer/rfq/${rfqnum}?tab=comparison`);
      const approverPanel = approver.getByTestId('unseal-panel');
      await expect(approverPanel).toContainText(words.awaitingOne);
      // The approver reads the console: no write is offered.
      await expect(
        approver.getByTestId('tender-actions').getByRole('button', { name: words.award }),
      ).toHaveCount(0);
      await approverPanel.getByRole('button', { name: words.unseal }).click();
      await expect(approverPanel).toContainText(words.unsealed);
      await expect(approverPanel.getByTestId('unsealed-by')).toHaveCount(2);
      await expect(approverPanel).toContainText(words.unsealedBy(approverName));
      await expect(approver.getByTestId('tabulation')).toBeVisible();
      await expect(
        approver.getByTestId('comparison-tab').getByRole('button', { name: words.award }),
      ).toHaveCount(0);
      await expectAxeClean(approver, 'the unsealed comparison, as the approver reads it');
    });

    await test.step('the buyer splits the award by line, justified, above the threshold', async () => {
      await buyer.reload();
      const table = buyer.getByTestId('tabulation');
      await expect(table).toBeVisible();
      await expect(table.locator('tr[data-seqno="2"]').getByTestId('lowest')).toContainText('300,000.00');
      await expect(table.locator('tr[data-seqno="3"]').getByTestId('lowest')).toContainText('150,000.00');
      await expect(table.locator('tr[data-seqno="4"]').getByTestId('lowest')).toContainText('80,000.00');
      await expectNoSideScroll(buyer);
      await shoot(buyer, shot('comparison'));

      await buyer.getByTestId('tender-actions').getByRole('button', { name: words.award }).click();
      const dialog = buyer.getByRole('dialog', { name: words.awardTitle(rfqnum) });
      // The lowest of each line is preselected.
      await expect(dialog.getByLabel(words.line[2])).toHaveValue(HB.code);
      await expect(dialog.getByLabel(words.line[3])).toHaveValue(KL.code);
      await expect(dialog.getByLabel(words.line[4])).toHaveValue(HB.code);
      // All to Harbour, then the escalator back to Kowloon: a split by line.
      await dialog.getByRole('button', { name: words.allTo(HB) }).click();
      await expect(dialog.getByLabel(words.line[3])).toHaveValue(HB.code);
      await dialog.getByLabel(words.line[3]).selectOption(KL.code);
      const totals = dialog.getByTestId('award-totals');
      await expect(totals).toContainText(words.hbPart);
      await expect(totals).toContainText(words.klPart);
      await expect(dialog.getByTestId('award-total')).toHaveText(words.awardTotal);
      await expect(dialog.getByTestId('award-needs-approval')).toContainText(words.needsApproval);
      await expectAxeClean(buyer, 'the award dialog, choosing the lines');
      await expectNoSideScroll(buyer);
      await shoot(buyer, shot('award-lines'));

      await dialog.getByRole('button', { name: words.next }).click();
      const summary = dialog.getByTestId('award-summary');
      await expect(summary).toContainText(words.awardTotal);
      await expect(summary.getByTestId('award-not-lowest')).toHaveCount(0);
      // Checked before the confirmation: a justification of at least 10 characters.
      await dialog.getByLabel(words.justificationLabel).fill('Cheapest');
      await dialog.getByRole('button', { name: words.propose }).click();
      await expect(dialog).toContainText(words.justificationShort);
      await dialog.getByLabel(words.justificationLabel).fill(words.justification);
      await expectAxeClean(buyer, 'the award dialog, confirming');
      await shoot(buyer, shot('award-confirm'));
      await dialog.getByRole('button', { name: words.propose }).click();
      await expect(dialog).toBeHidden();
      await expect(buyer.getByText(words.proposed)).toBeVisible();

      await expect(stageOf(buyer)).toHaveText(words.stage.pending);
      const award = buyer.getByTestId('award-panel');
      await expect(award.getByTestId('award-state')).toHaveText(words.pendingState);
      await expect(award).toContainText(buyerName);
      await expect(award).toContainText(words.justification);
      await expect(award.getByTestId('award-panel-total')).toHaveText('HKD 530,000.00');
      await expect(award).toContainText(words.awaitingApprover);
      // The buyer is no approver: nothing to decide here.
      await expect(award.getByRole('button', { name: words.approve })).toHaveCount(0);
      // The comparison marks the lines proposed.
      await openTab(buyer, words.comparison);
      await expect(table.locator(`tr[data-seqno="2"] [data-awarded="${HB.code}"]`)).toBeVisible();
      await expect(table.locator(`tr[data-seqno="3"] [data-awarded="${KL.code}"]`)).toBeVisible();
      await expect(table.locator(`tr[data-seqno="4"] [data-awarded="${HB.code}"]`)).toBeVisible();
      await expectAxeClean(buyer, 'the tender page with the award pending');
      await shoot(buyer, shot('pending'));
    });

    await test.step('no supplier is told anything while the award waits', async () => {
      for (const supplier of [hb, kl]) {
        await openTender(supplier, words, rfqnum);
        await expect(supplier.getByTestId('awarded-summary')).toHaveCount(0);
        await expect(supplier.getByTestId('awarded-line')).toHaveCount(0);
      }
    });

    await test.step('the approver approves it from their console', async () => {
      await approver.goto('/buyer/approvals');
      const list = approver.getByTestId('approvals-page');
      await expect(list).toContainText(rfqnum);
      await expect(list).toContainText(buyerName);
      await expect(list).toContainText('HKD 530,000.00');
      await expect(list).toContainText(words.justification);
      await expectAxeClean(approver, 'the approvals console');
      await expectNoSideScroll(approver);
      await shoot(approver, shot('approvals'));
      await list.getByRole('link', { name: rfqnum, exact: true }).click();
      await expect(approver).toHaveURL(new RegExp(`/buyer/rfq/${rfqnum}`));

      const award = approver.getByTestId('award-panel');
      await expect(award.getByTestId('award-state')).toHaveText(words.pendingState);
      await award.getByLabel(words.comment).fill(words.approvalComment);
      await expectAxeClean(approver, 'the pending award, as the approver decides');
      await shoot(approver, shot('approve'));
      await award.getByRole('button', { name: words.approve }).click();
      await expect(award.getByTestId('award-state')).toHaveText(words.finalState);
      await expect(award).toContainText(words.approvedBy);
      await expect(award).toContainText(approverName);
      await expect(award).toContainText(words.approvalComment);
      await expect(stageOf(approver)).toHaveText(words.stage.awarded);
      await approver.goto('/buyer/approvals');
      await expect(approver.getByTestId('approvals-page')).not.toContainText(rfqnum);

      // The history keeps the justification and the approver's comment.
      await buyer.goto(`/buyer/rfq/${rfqnum}`);
      await expect(stageOf(buyer)).toHaveText(words.stage.awarded);
      await openTab(buyer, words.history);
      const audit = buyer.getByTestId('history-audit');
      await expect(audit).toContainText(words.justification);
      await expect(audit).toContainText(words.approvalComment);
      await shoot(buyer, shot('history'));

      // The record for an auditor: the server's workbook, saved under the name it gives.
      const downloading = buyer.waitForEvent('download');
      await buyer.getByTestId('export-record').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
      // Its events, its mails and the comparison as awarded.
      expect(workbook.worksheets.length).toBeGreaterThanOrEqual(3);
    });

    await test.step('each supplier sees the lines it won', async () => {
      for (const [supplier, won, lines] of [
        [hb, words.wonHB, 2],
        [kl, words.wonKL, 1],
      ] as const) {
        await openTender(supplier, words, rfqnum);
        await expect(supplier.getByTestId('awarded-summary')).toHaveText(won);
        await expect(supplier.getByTestId('awarded-line')).toHaveCount(lines);
        await expect(supplier.getByTestId('awarded-line').first()).toContainText(words.supplierAwarded);
        await expectAxeClean(supplier, 'the supplier tender page with the lines won');
        await expectNoSideScroll(supplier);
      }
      await shoot(hb, shot('supplier-hb'));
      await shoot(kl, shot('supplier-kl'));
    });

    for (const page of [buyer, approver, hb, kl]) await page.context().close();
  });
}
