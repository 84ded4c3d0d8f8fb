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
};

async function exported() {
  const bytes = await buildTabulationWorkbook(ExcelJS, TABULATION, LABELS);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

describe('buildTabulationWorkbook', { timeout: 30_000 }, () => {
  it('writes one sheet: title, suppliers, column titles', async () => {
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
});
