import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { WorkbookComparison } from './compare-workbook';
import { buildImportReport, type ImportReportText } from './import-report';

const TEXT: ImportReportText = {
  sheets: { changes: 'Changes', refused: 'Refused', differences: 'Buyer fields' },
  columns: {
    line: 'Line',
    row: 'Row',
    field: 'Field',
    before: 'Now',
    after: 'New',
    cell: 'Cell',
    reason: 'Reason',
    tender: 'Tender',
    workbook: 'Workbook',
  },
  field: (field) => `field:${field}`,
  reason: (refusal) => `reason:${refusal.reason}`,
};

const COMPARISON: WorkbookComparison = {
  changes: [
    { seqno: 2, field: 'unitprice', before: '10.00', after: '12.50' },
    { seqno: 3, field: 'linenotes', before: '', after: 'Weekly' },
  ],
  refused: [
    { rowNumber: 2, seqno: 1, field: 'unitprice', text: '120', reason: 'not-an-entry-line' },
    { rowNumber: 9, seqno: null, field: null, text: 'x', reason: 'unknown-line' },
  ],
  buyerDifferences: [{ seqno: 4, field: 'description', tender: 'Lobby', workbook: 'Lobby and stairs' }],
};

async function read(bytes: Uint8Array): Promise<Record<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets: Record<string, unknown[][]> = {};
  workbook.eachSheet((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    sheets[sheet.name] = rows;
  });
  return sheets;
}

describe('the import report (issue 35, item 4)', () => {
  it('holds every change, refusal and buyer difference, each on its own sheet, values as they were', async () => {
    const sheets = await read(await buildImportReport(ExcelJS, COMPARISON, TEXT));
    expect(Object.keys(sheets)).toEqual(['Changes', 'Refused', 'Buyer fields']);
    expect(sheets.Changes).toEqual([
      ['Line', 'Field', 'Now', 'New'],
      [2, 'field:unitprice', '10.00', '12.50'],
      [3, 'field:linenotes', '', 'Weekly'],
    ]);
    expect(sheets.Refused).toEqual([
      ['Row', 'Line', 'Field', 'Cell', 'Reason'],
      [2, 1, 'field:unitprice', '120', 'reason:not-an-entry-line'],
      // A row naming no line: no line number and no field, the whole row refused.
      [9, undefined, '', 'x', 'reason:unknown-line'],
    ]);
    expect(sheets['Buyer fields']).toEqual([
      ['Line', 'Field', 'Tender', 'Workbook'],
      [4, 'field:description', 'Lobby', 'Lobby and stairs'],
    ]);
  });
});
