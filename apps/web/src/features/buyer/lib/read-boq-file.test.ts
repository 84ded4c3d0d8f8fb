import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { autocalOf } from './boq-lines';
import { buildTemplateXlsx } from './boq-template';
import { decodeCsv, readBoqFile, workbookCell, workbookRows } from './read-boq-file';

async function xlsxBytes(
  fill: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Bill');
  fill(sheet, workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('reading a BOQ workbook (.xlsx)', () => {
  it('reads the first visible sheet, formulas by their result, rich text by its text', async () => {
    const bytes = await xlsxBytes((sheet, workbook) => {
      sheet.addRow(['Seq No', 'Description', 'Quantity']);
      sheet.addRow([1, { richText: [{ text: 'Bold ' }, { text: 'part' }] }, { formula: '2*3', result: 6 }]);
      sheet.addRow([2, 'Plain', 4]);
      sheet.state = 'visible';
      workbook.addWorksheet('Notes').addRow(['not read']);
    });
    const rows = await workbookRows(ExcelJS, bytes);
    expect(rows).toEqual([
      ['Seq No', 'Description', 'Quantity'],
      [1, 'Bold part', 6],
      [2, 'Plain', 4],
    ]);
  });

  it('skips a hidden first sheet', async () => {
    const bytes = await xlsxBytes((sheet, workbook) => {
      sheet.state = 'hidden';
      sheet.addRow(['Description']);
      sheet.addRow(['hidden']);
      const shown = workbook.addWorksheet('Shown');
      shown.addRow(['Description']);
      shown.addRow(['shown']);
    });
    const rows = await workbookRows(ExcelJS, bytes);
    expect(rows?.[1]).toEqual(['shown']);
  });

  it('answers null for bytes that are no workbook', async () => {
    expect(await workbookRows(ExcelJS, new TextEncoder().encode('not a zip'))).toBeNull();
  });

  it.each([
    [null, null],
    ['x', 'x'],
    [3, 3],
    [{ formula: 'A1', result: 'text' }, 'text'],
    [{ formula: 'A1', result: { error: '#REF!' } }, null],
    [{ text: 'link', hyperlink: 'https://example.com' }, 'link'],
  ] as const)('takes the cell value %j as %j', (value, cell) => {
    expect(workbookCell(value as ExcelJS.CellValue)).toEqual(cell);
  });

  it('reads its own template back', async () => {
    const titles = {
      seqno: 'Seq No',
      description: 'Description',
      longdesc: 'Long Description',
      unit: 'Unit',
      quantity: 'Quantity',
      autocal: 'Total By',
      header: 'Header',
      bold: 'Bold',
      underline: 'Underline',
      required: 'Price Required',
      qtyrequired: 'Quantity Required',
      totalamountreq: 'Total Required',
      neednotes: 'Notes Required',
      disc: 'Discount %',
      remark: 'Remark',
    };
    const blob = await buildTemplateXlsx({
      titles,
      examples: { header: 'A', first: 'B', second: 'C', total: 'Total', unit: 'm' },
    });
    const file = new File([await blob.arrayBuffer()], 'boq-template.xlsx');
    const result = await readBoqFile(file, 'gb18030');
    if (!result.ok) throw new Error(result.failure);
    expect(result.problems).toEqual([]);
    expect(
      result.lines.map((line) => [line.seqno, line.description, line.quantity, autocalOf(line)]),
    ).toEqual([
      [1, 'A', '', ''],
      [2, 'B', '10', 'Y'],
      [3, 'C', '2.5', 'Y'],
      [4, 'Total', '', '2+3'],
    ]);
  });
});

describe('reading a BOQ file', () => {
  it('reads a CSV by its name, and refuses other types and large files', async () => {
    const csv = new File(['Description,Qty\r\nPaint,3\r\n'], 'bill.CSV');
    const read = await readBoqFile(csv, 'gb18030');
    expect(read.ok && read.lines.map((line) => [line.description, line.quantity])).toEqual([['Paint', '3']]);
    expect(await readBoqFile(new File(['x'], 'bill.xls'), 'gb18030')).toEqual({
      ok: false,
      failure: 'file-type',
    });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'bill.csv');
    expect(await readBoqFile(big, 'gb18030')).toEqual({ ok: false, failure: 'too-large' });
    expect(await readBoqFile(new File(['plain text'], 'bill.xlsx'), 'gb18030')).toEqual({
      ok: false,
      failure: 'unreadable',
    });
  });

  it('decodes UTF-8, else the legacy Chinese encoding Excel writes as plain CSV', () => {
    expect(decodeCsv(new TextEncoder().encode('描述\n油漆'), 'big5')).toBe('描述\n油漆');
    // "描述" in Big5 and in GB18030.
    expect(decodeCsv(new Uint8Array([0xb4, 0x79, 0xad, 0x7a]), 'big5')).toBe('描述');
    expect(decodeCsv(new Uint8Array([0xc3, 0xe8, 0xca, 0xf6]), 'gb18030')).toBe('描述');
  });
});
