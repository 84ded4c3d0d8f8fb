import type { ExcelModule } from './build-workbook';
import type { BuyerDifference, WorkbookComparison, WorkbookRefusal } from './compare-workbook';
import type { WorkbookField } from './workbook-columns';

/** The words of the report, in the supplier's language (the import dialog's own). */
export interface ImportReportText {
  sheets: { changes: string; refused: string; differences: string };
  columns: {
    line: string;
    row: string;
    field: string;
    before: string;
    after: string;
    cell: string;
    reason: string;
    tender: string;
    workbook: string;
  };
  field: (field: WorkbookField | BuyerDifference['field']) => string;
  reason: (refusal: WorkbookRefusal) => string;
}

/**
 * The import's preview as a workbook the supplier can keep or pass on (issue 35, item 4): one sheet of
 * what would change, one of the refused cells with their reasons, one of the buyer's fields that differ.
 * Values are written as the file and the tender hold them (text), never as recomputed numbers.
 */
export async function buildImportReport(
  excel: ExcelModule,
  comparison: WorkbookComparison,
  text: ImportReportText,
): Promise<Uint8Array> {
  const workbook = new excel.Workbook();
  const { columns: c } = text;
  const sheet = (name: string, heads: string[], rows: (string | number | null)[][]) => {
    const ws = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.addRow(heads).font = { bold: true };
    for (const row of rows) ws.addRow(row);
    ws.columns.forEach((column, index) => {
      column.width = index < 2 ? 10 : 28;
    });
  };
  sheet(
    text.sheets.changes,
    [c.line, c.field, c.before, c.after],
    comparison.changes.map((change) => [change.seqno, text.field(change.field), change.before, change.after]),
  );
  sheet(
    text.sheets.refused,
    [c.row, c.line, c.field, c.cell, c.reason],
    comparison.refused.map((refusal) => [
      refusal.rowNumber,
      refusal.seqno,
      refusal.field === null ? '' : text.field(refusal.field),
      refusal.text,
      text.reason(refusal),
    ]),
  );
  sheet(
    text.sheets.differences,
    [c.line, c.field, c.tender, c.workbook],
    comparison.buyerDifferences.map((difference) => [
      difference.seqno,
      text.field(difference.field),
      difference.tender,
      difference.workbook,
    ]),
  );
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}
