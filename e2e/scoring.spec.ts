import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/axe';
import { loginAs } from './support/login';
import { shoot } from './support/shots';

// Issue 33, item 3: scoring beyond price. Accounts and tenders come from e2e/fixtures/scoring.json, one
// site per variant (no other spec touches them): a closed tender weighed 50% on price and 50% on guard
// training, with two submitted quotations. Cheap Guarding totals HKD 17,000.00, Good Guarding HKD
// 18,200.00. The buyer scores Cheap 4 and Good 9 on training: Good ranks first (91.70 against 70.00)
// though it is not the cheapest, the award dialog preselects it, and the buyer awards it. Good's supplier
// saw the criteria on the tender detail.

const PASSWORD = 'E2e#Pass2026';

const TEXT = {
  EN: {
    evaluation: 'How quotations are evaluated',
    training: 'Guard training',
    incomplete: 'Not ranked yet',
    save: 'Save scores',
    first: 'No. 1',
    second: 'No. 2',
    exportExcel: 'Export to Excel',
    rankingSheet: 'Ranking',
    award: 'Award',
    awardTitle: (rfqnum: string) => `Award tender ${rfqnum}`,
    line: '1 Guarding, 12 months',
    next: 'Next',
    justificationLabel: 'Justification',
    justification: 'Best ranked: far better guard training for a small premium.',
    confirm: 'Confirm Award',
    awarded: 'Awarded',
  },
  ZH: {
    evaluation: '报价评审方式',
    training: 'Guard training',
    incomplete: '尚未排名',
    save: '保存评分',
    first: '第 1 名',
    second: '第 2 名',
    exportExcel: '导出 Excel',
    rankingSheet: '评标排名',
    award: '授标',
    awardTitle: (rfqnum: string) => `授标：${rfqnum}`,
    line: '1 Guarding, 12 months',
    next: '下一步',
    justificationLabel: '授标理由',
    justification: '排名第一：保安培训明显较好，价格仅略高。',
    confirm: '确认授标',
    awarded: '已授标',
  },
} as const;

const VARIANTS = [
  { language: 'EN', width: 1280, height: 900 },
  { language: 'ZH', width: 390, height: 844 },
] as const;

for (const { language, width, height } of VARIANTS) {
  const words = TEXT[language];
  const variant = `${language}${width}`;
  const rfqnum = `E2E-SC-${variant}`;
  const cheap = `E2SC-CHEAP-${variant}`;
  const good = `E2SC-GOOD-${variant}`;
  const shot = (name: string) => `scoring-${name}-${language.toLowerCase()}-${width}`;

  test(`the buyer scores two quotations and awards the best ranked, not the cheapest (${language} ${width})`, async ({
    browser,
  }) => {
    const options = { viewport: { width, height }, timezoneId: 'Asia/Hong_Kong' };

    await test.step('the supplier sees how quotations are evaluated', async () => {
      const supplierContext = await browser.newContext(options);
      const supplier = await supplierContext.newPage();
      await supplier.goto(`/login?langcode=${language}`);
      await loginAs(supplier, `e2e.score.good.${variant.toLowerCase()}`, PASSWORD);
      await supplier.goto(`/tenders?q=${rfqnum}`);
      await supplier.getByRole('link', { name: rfqnum }).click();
      const evaluation = supplier.getByTestId('evaluation');
      await expect(evaluation).toContainText(words.evaluation);
      await expect(evaluation).toContainText(words.training);
      await expect(evaluation).toContainText('50%');
      await shoot(supplier, shot('supplier'));
      await expectNoAxeViolations(supplier, 'the tender detail with its criteria');
      await supplierContext.close();
    });

    const context = await browser.newContext(options);
    const page = await context.newPage();

    await page.goto(`/login?langcode=${language}`);
    await loginAs(page, `e2e.score.buyer.${variant.toLowerCase()}`, PASSWORD);
    const ranking = page.getByTestId('ranking');
    const row = (code: string) => ranking.locator(`[data-testid="ranking-row"][data-supplier="${code}"]`);

    await test.step('the ranking waits for the scores', async () => {
      await page.goto(`/buyer/rfq/${rfqnum}?tab=comparison`);
      await expect(ranking).toBeVisible();
      await expect(page.getByTestId('ranking-incomplete')).toContainText(words.incomplete);
      await expect(row(cheap)).toContainText('10.00');
      await expect(row(good)).toContainText('9.34');
    });

    const score = async (code: string, value: string, note: string) => {
      await row(code).getByTestId('score-button').click();
      const dialog = page.getByRole('dialog');
      const field = dialog.getByTestId('score-field');
      await expect(field).toContainText(words.training);
      await field.getByRole('spinbutton').fill(value);
      await field.getByRole('textbox').fill(note);
      await dialog.getByRole('button', { name: words.save }).click();
      await expect(dialog).toBeHidden();
    };

    await test.step('the buyer scores both: the dearer quotation ranks first', async () => {
      await score(cheap, '4', 'Guards trained in-house only');
      await score(good, '9', 'Licensed trainers, yearly refresher');
      await expect(page.getByTestId('best-ranked')).toContainText(good);
      await expect(row(good)).toContainText(words.first);
      await expect(row(good).getByTestId('weighted-total')).toHaveText('91.70');
      await expect(row(cheap)).toContainText(words.second);
      await expect(row(cheap).getByTestId('weighted-total')).toHaveText('70.00');
      await shoot(page, shot('ranking'));
      await expectNoAxeViolations(page, 'the comparison with its ranking');
      await expectNoSidewaysScroll(page);
    });

    await test.step('the exported comparison has the ranking as a sheet of its own', async () => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: words.exportExcel }).click();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile(await (await downloading).path())) as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet(words.rankingSheet);
      if (!sheet) throw new Error('the export has no ranking sheet');
      const rows: unknown[][] = [];
      sheet.eachRow((r) => {
        rows.push((r.values as unknown[]).slice(1));
      });
      // Title, formula, column titles, then best first: rank, supplier, weighted total, price, training.
      const ranked = rows.slice(3).map((r) => [r[0], String(r[1]).split(' ')[0], r[2], r[3], r[5]]);
      expect(ranked).toEqual([
        [1, good, 91.7, 9.34, 9],
        [2, cheap, 70, 10, 4],
      ]);
    });

    await test.step('the award dialog preselects the best ranked, and the buyer awards it', async () => {
      await page.getByTestId('tender-actions').getByRole('button', { name: words.award }).click();
      const dialog = page.getByRole('dialog', { name: words.awardTitle(rfqnum) });
      await expect(dialog.getByTestId('award-best-ranked')).toContainText(good);
      await expect(dialog.getByLabel(words.line)).toHaveValue(good);
      await shoot(page, shot('award'));
      await expectNoAxeViolations(page, 'the award dialog preselecting the best ranked');
      await dialog.getByRole('button', { name: words.next }).click();
      await dialog.getByLabel(words.justificationLabel).fill(words.justification);
      await dialog.getByRole('button', { name: words.confirm }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('.tp-bt-header [data-stage]')).toHaveText(words.awarded);
    });
    await context.close();
  });
}
