import type { Tabulation, TabulationSupplier } from '@tender/api-contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { TABULATION } from './tabulation.fixture';
import { buildTabulationWorkbook, TABULATION_LAYOUT, type TabulationLabels } from './tabulation-workbook';

const LABELS: TabulationLabels = {
  sheet: 'Comparison',
  title: 'Comparison RFQ-TAB-1 Lobby cleaning, HKD, 2026-11-24 10:00:00 HKT',
  seqno: 'No.',
  description: 'Description',
  quantity: 'Quantity',
  unit: 'Unit',
  unitprice: 'Unit Price',
  total: 'Total',
  disclineamt: 'Discounted',
  lowest: 'Lowest',
  unpriced: 'Unpriced',
  hardCopy: 'hard copy',
  totalRow: 'Total',
  discountTotalRow: 'Discounted Total',
  unpricedRow: 'Unpriced Lines',
  ranking: {
    sheet: 'Ranking',
    title: 'Ranking RFQ-TAB-1',
    formula: 'Weighted total = sum of weight x score / 10',
    rank: 'Rank',
    supplier: 'Supplier',
    weightedTotal: 'Weighted total',
    notRanked: 'Not ranked',
    criterion: (c) => `${c.name} (${c.weight}%)`,
    scorers: (count) => `(${count} scorers)`,
  },
};

const given = (scorer: string, score: string) => ({
  scorer,
  mine: false,
  score,
  note: 'seen on site',
  scoredat: '2026-11-20T02:00:00.000Z',
});

/** The fixture with criteria: S2 ranked first on quality though dearer, S1 not compared like with like. */
const SCORED: Tabulation = {
  ...TABULATION,
  criteria: [
    { criterion: 'price', name: 'Price', weight: 60 },
    { criterion: 'c1', name: 'Quality', weight: 40 },
  ],
  suppliers: [
    {
      ...(TABULATION.suppliers[0] as TabulationSupplier),
      scoring: {
        pricescore: null,
        scores: [
          { criterion: 'price', score: null, given: [] },
          { criterion: 'c1', score: '7.50', given: [given('Bella', '7.0'), given('Arthur', '8.0')] },
        ],
        weightedtotal: null,
        rank: null,
      },
    },
    {
      ...(TABULATION.suppliers[1] as TabulationSupplier),
      scoring: {
        pricescore: '10.00',
        scores: [
          { criterion: 'price', score: '10.00', given: [] },
          { criterion: 'c1', score: '9.00', given: [given('Bella', '9.0')] },
        ],
        weightedtotal: '96.00',
        rank: 1,
      },
    },
  ],
};

async function exported() {
  const bytes = await buildTabulationWorkbook(ExcelJS, TABULATION, LABELS);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

describe('buildTabulationWorkbook', { timeout: 30_000 }, () => {
  it('writes one sheet: title, suppliers, column titles (no ranking sheet without criteria)', async () => {
    const workbook = await exported();
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Comparison']);
    const sheet = workbook.getWorksheet('Comparison')!;
    expect(sheet.getCell('A1').value).toBe(LABELS.title);
    expect(sheet.getCell(TABULATION_LAYOUT.SUPPLIER_ROW, 5).value).toBe('S1 Harbour Cleaning');
    expect(sheet.getCell(TABULATION_LAYOUT.SUPPLIER_ROW, 8).value).toBe('S2 Kowloon Services (hard copy)');
    expect(sheet.getRow(TABULATION_LAYOUT.COLUMN_TITLE_ROW).values).toEqual([
      undefined,
      'No.',
      'Description',
      'Quantity',
      'Unit',
      'Unit Price',
      'Total',
      'Discounted',
      'Unit Price',
      'Total',
      'Discounted',
      'Lowest',
      'Unpriced',
    ]);
  });

  it('writes amounts as numbers with 2 decimals, marks the lowest and the unpriced in words', async () => {
    const sheet = (await exported()).getWorksheet('Comparison')!;
    const row = (seqno: number) => sheet.getRow(TABULATION_LAYOUT.FIRST_LINE_ROW + seqno - 1);
    expect(row(1).getCell(2).value).toBe('Cleaning');
    expect(row(1).getCell(2).font).toMatchObject({ bold: true, underline: true });
    expect(row(1).getCell(5).value).toBeNull();
    const floor = row(2);
    expect([
      floor.getCell(3).value,
      floor.getCell(5).value,
      floor.getCell(6).value,
      floor.getCell(7).value,
    ]).toEqual([10, 100.05, 1000.5, 950]);
    expect(floor.getCell(7).numFmt).toBe('#,##0.00');
    expect(floor.getCell(7).font).toMatchObject({ bold: true });
    expect(floor.getCell(10).value).toBe(1400);
    expect(floor.getCell(11).value).toBe('S1 Harbour Cleaning');
    const windows = row(3);
    expect(windows.getCell(8).value).toBeNull();
    expect(windows.getCell(12).value).toBe('S2 Kowloon Services (hard copy)');
    expect(row(4).getCell(6).value).toBe(1350.5);
  });

  it('ends with each supplier totals, the lowest named', async () => {
    const sheet = (await exported()).getWorksheet('Comparison')!;
    const last = TABULATION_LAYOUT.FIRST_LINE_ROW + TABULATION.lines.length;
    const total = sheet.getRow(last + 1);
    const discounted = sheet.getRow(last + 2);
    const unpriced = sheet.getRow(last + 3);
    expect(total.getCell(2).value).toBe('Total');
    expect([total.getCell(6).value, total.getCell(9).value]).toEqual([1350.5, 1400]);
    expect([discounted.getCell(7).value, discounted.getCell(10).value]).toEqual([1283, 1400]);
    expect(discounted.getCell(11).value).toBe('S1 Harbour Cleaning');
    expect([unpriced.getCell(5).value, unpriced.getCell(8).value]).toEqual([0, 1]);
  });

  it('adds the ranking sheet when the tender has criteria: best first, the unranked last, scores as numbers', async () => {
    const bytes = await buildTabulationWorkbook(ExcelJS, SCORED, LABELS);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Comparison', 'Ranking']);
    const sheet = workbook.getWorksheet('Ranking')!;
    expect(sheet.getCell('A1').value).toBe('Ranking RFQ-TAB-1');
    expect(sheet.getCell('A2').value).toBe(LABELS.ranking.formula);
    const titles = TABULATION_LAYOUT.RANKING_TITLE_ROW;
    expect(sheet.getRow(titles).values).toEqual([
      undefined,
      'Rank',
      'Supplier',
      'Weighted total',
      'Price (60%)',
      'Price (60%)',
      'Quality (40%)',
      'Quality (40%)',
    ]);
    const first = sheet.getRow(titles + 1);
    expect(first.values).toEqual([
      undefined,
      1,
      'S2 Kowloon Services (hard copy)',
      96,
      10,
      undefined,
      9,
      '(1 scorers)',
    ]);
    expect(first.getCell(3).numFmt).toBe('#,##0.00');
    expect(first.getCell(3).font).toMatchObject({ bold: true });
    const second = sheet.getRow(titles + 2);
    expect(second.getCell(1).value).toBe('Not ranked');
    expect(second.getCell(2).value).toBe('S1 Harbour Cleaning');
    expect([second.getCell(3).value, second.getCell(4).value]).toEqual([null, null]);
    expect([second.getCell(6).value, second.getCell(7).value]).toEqual([7.5, '(2 scorers)']);
  });
});
