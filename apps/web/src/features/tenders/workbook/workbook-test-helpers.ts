import type { TenderLine } from '@tender/api-contract';
import ExcelJS from 'exceljs';
import { buildWorkbook } from './build-workbook';
import { compareWorkbook } from './compare-workbook';
import { readWorkbook } from './read-workbook';
import { englishLabels, linesOf, TENDER } from './workbook.fixture';
import type { WorkbookColumnKey, WorkbookRights } from './workbook-columns';

// Shared by the workbook tests (not used by the app).

export const excel = ExcelJS;

export function exportOf(rows: readonly TenderLine[], rights: WorkbookRights, udztbnum = TENDER.udztbnum) {
  return buildWorkbook(excel, {
    tender: { ...TENDER, udztbnum },
    lines: linesOf(rows),
    rights,
    labels: englishLabels(),
  });
}

/** Opens an exported workbook, lets `change` edit the Lines sheet by seq number and column, saves it. */
export async function editWorkbook(
  bytes: Uint8Array,
  change: (set: (seqno: number, column: WorkbookColumnKey, value: ExcelJS.CellValue) => void) => void,
): Promise<Uint8Array> {
  const workbook = new excel.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Lines');
  if (!sheet) throw new Error('no Lines sheet');
  const columns = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const labels = englishLabels().columns;
  const columnOf = (key: WorkbookColumnKey) => columns.indexOf(labels[key]) + 1;
  const rowOf = new Map<number, number>();
  sheet.eachRow((row, number) => {
    if (typeof row.getCell(1).value === 'number') rowOf.set(row.getCell(1).value as number, number);
  });
  change((seqno, column, value) => {
    const number = rowOf.get(seqno);
    if (number === undefined) throw new Error(`no line ${seqno}`);
    sheet.getRow(number).getCell(columnOf(column)).value = value;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

/** Reads and compares a workbook against the given rows, failing on a file or identity problem. */
export async function importInto(bytes: Uint8Array, rows: readonly TenderLine[], rights: WorkbookRights) {
  const read = await readWorkbook(excel, bytes);
  if (!read.ok) throw new Error(`read: ${read.problem}`);
  const compared = compareWorkbook(read.content, TENDER.udztbnum, linesOf(rows), rights);
  if (!compared.ok) throw new Error(`compare: ${compared.problem}`);
  return compared.comparison;
}
