import { calculateLines } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { toLineInput } from '../lib/line-editor-state';
import { demoLikeRows, NEGOTIATING, QUOTING } from './workbook.fixture';
import { workbookColumns } from './workbook-columns';
import { excel, exportOf } from './workbook-test-helpers';

async function open(bytes: Uint8Array) {
  const workbook = new excel.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

describe('buildWorkbook', { timeout: 60_000 }, () => {
  it('writes a Tender sheet, a protected Lines sheet and a hidden identity', async () => {
    const workbook = await open(await exportOf(demoLikeRows(60), QUOTING));
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.state])).toEqual([
      ['Tender', 'visible'],
      ['Lines', 'visible'],
      ['identity', 'hidden'],
    ]);
    const tender = workbook.getWorksheet('Tender')!;
    expect(tender.getCell('A1').value).toBe('Tender No.');
    expect(tender.getCell('B1').value).toBe('WB-TEST-001');
    expect(tender.getCell('B4').value).toBe('2030-06-28 18:00:00 HKT');
    const lines = workbook.getWorksheet('Lines')!;
    expect(lines.getRow(1).values).toEqual([
      undefined,
      'No.',
      'Description',
      'Remark',
      'Unit',
      'Quantity',
      'Unit Price',
      'Total',
      'Notes',
    ]);
    expect(lines.getRow(1).getCell(1).font?.bold).toBe(true);
    // Sheet protection without a password.
    expect((lines as unknown as { sheetProtection: Record<string, unknown> }).sheetProtection).toMatchObject({
      sheet: true,
    });
    expect(
      (lines as unknown as { sheetProtection: Record<string, unknown> }).sheetProtection.hashValue,
    ).toBeUndefined();
  });

  it('unlocks and shades only what the supplier may edit; headings bold and underlined', async () => {
    const lines = (await open(await exportOf(demoLikeRows(60), QUOTING))).getWorksheet('Lines')!;
    const locked = (row: number, column: string) =>
      lines.getCell(`${column}${row}`).protection?.locked !== false;
    // Row 2 is line 1 (a heading), row 3 line 2 (quantity x price), row 8 line 7 (its quantity left to the
    // supplier), row 13 line 12 (lump sum), row 51 the subtotal. Only line 7's quantity is the supplier's.
    expect(lines.getCell('B2').font).toMatchObject({ bold: true, underline: true });
    expect(['E', 'F', 'G', 'H'].map((c) => locked(2, c))).toEqual([true, true, true, true]);
    expect(['E', 'F', 'G', 'H'].map((c) => locked(3, c))).toEqual([true, false, true, false]);
    expect(['E', 'F', 'G', 'H'].map((c) => locked(8, c))).toEqual([false, false, true, false]);
    expect(['E', 'F', 'G', 'H'].map((c) => locked(13, c))).toEqual([true, false, false, false]);
    expect(['E', 'F', 'G', 'H'].map((c) => locked(51, c))).toEqual([true, true, true, true]);
    expect(['A', 'B', 'C', 'D'].every((c) => locked(3, c))).toBe(true);
    expect(lines.getCell('F3').fill).toMatchObject({ type: 'pattern', fgColor: { argb: 'FFFFF2CC' } });
    expect(lines.getCell('F3').numFmt).toBe('#,##0.00');
  });

  it('under price negotiation: Rate payable and Amount payable columns, only the discount and notes editable', async () => {
    const lines = (await open(await exportOf(demoLikeRows(60), NEGOTIATING))).getWorksheet('Lines')!;
    expect((lines.getRow(1).values as unknown[]).slice(1)).toEqual([
      'No.',
      'Description',
      'Remark',
      'Unit',
      'Quantity',
      'Unit Price',
      'Total',
      'Rate payable (%)',
      'Amount payable',
      'Notes',
    ]);
    const locked = (cell: string) => lines.getCell(cell).protection?.locked !== false;
    expect(['E3', 'F3', 'G3', 'H3', 'I3', 'J3'].map(locked)).toEqual([true, true, true, false, true, false]);
  });

  it('caches the domain amounts as the results of the total, sum and discount formulas', async () => {
    const rows = demoLikeRows(2000).map((row) =>
      row.seqno % 3 === 0 && row.header === '0' ? { ...row, disc: '87.50' } : row,
    );
    const lines = (await open(await exportOf(rows, NEGOTIATING))).getWorksheet('Lines')!;
    const amounts = calculateLines(rows.map(toLineInput));
    const columns = workbookColumns(true);
    const at = (key: string) => columns.indexOf(key as never) + 1;
    let formulas = 0;
    amounts.forEach((amount, index) => {
      const row = lines.getRow(index + 2);
      const total = row.getCell(at('total')).value;
      const discounted = row.getCell(at('disclineamt')).value;
      // A formula's cached result, or a plain value; blank is null either way.
      const resultOf = (value: unknown) => {
        const result =
          value && typeof value === 'object' && 'formula' in value
            ? (value as { result?: unknown }).result
            : value;
        return result === '' || result === undefined ? null : result;
      };
      const expected = (text: string | null) => (text === null ? null : Number(text));
      if (rows[index]!.header === '1') return;
      expect(resultOf(total)).toEqual(expected(amount.totallineamount));
      expect(resultOf(discounted)).toEqual(expected(amount.disclineamt));
      if (typeof total === 'object' && total !== null) formulas += 1;
    });
    // Every line but the 40 headings and the lump sums (typed totals) has a total formula.
    expect(formulas).toBe(2000 - 40 - rows.filter((row) => row.header === '0' && row.autocal === '').length);
    // A quantity x price line, a subtotal over its section and a discount, as Excel formulas.
    expect(lines.getCell('G3').value).toMatchObject({ formula: 'IF(OR(E3="",F3=""),"",ROUND(E3*F3,2))' });
    expect(lines.getCell('G51').value).toMatchObject({
      formula: 'IF(COUNT(G3:G50)=0,"",ROUND(SUM(G3:G50),2))',
    });
    expect(lines.getCell('I3').value).toMatchObject({
      formula: 'IF(G3="","",ROUND(G3*IF(OR(H3="",H3=0),100,H3)/100,2))',
    });
  });
});
