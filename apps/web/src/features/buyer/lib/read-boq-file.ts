import type { CellValue } from 'exceljs';
import { type BoqSheetResult, readBoqSheet, type SheetCell } from './boq-sheet';
import { parseCsv } from './csv-rows';
import { type ExcelModule, loadExcel } from './load-exceljs';

/** Largest file read at all. */
export const BOQ_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Why a file is not read. */
export type BoqFileProblem = 'file-type' | 'too-large' | 'unreadable';

export type BoqFileResult = BoqSheetResult | { ok: false; failure: BoqFileProblem };

/** The file types offered by the picker. */
export const BOQ_FILE_ACCEPT = '.xlsx,.csv,.txt';

/**
 * A CSV file's text: UTF-8 (with or without a byte-order mark) as spreadsheet programs write "CSV UTF-8";
 * otherwise the legacy encoding of the language shown (Big5 for Traditional Chinese, GB18030 else),
 * which is what Excel writes as plain "CSV" on a Chinese Windows.
 */
export function decodeCsv(bytes: Uint8Array, legacyEncoding: 'big5' | 'gb18030'): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder(legacyEncoding).decode(bytes);
  }
}

/** A workbook cell's value: a formula counts by its last computed result; rich text by its text. */
export function workbookCell(value: CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('result' in value) {
    const result = value.result;
    return typeof result === 'object' && !(result instanceof Date) ? null : result;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return null;
}

/** The rows of the first worksheet of an .xlsx, null when it is not one. */
export async function workbookRows(excel: ExcelModule, bytes: Uint8Array): Promise<SheetCell[][] | null> {
  const workbook = new excel.Workbook();
  try {
    // exceljs's typings want a Node Buffer; it takes any ArrayBuffer view.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet =
    workbook.worksheets.find((candidate) => candidate.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) return null;
  const rows: SheetCell[][] = [];
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: SheetCell[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(workbookCell(row.getCell(c).value));
    rows.push(cells);
  }
  return rows;
}

/** Reads a BOQ spreadsheet file (.xlsx, or .csv/.txt) into lines, in the browser. */
export async function readBoqFile(file: File, legacyEncoding: 'big5' | 'gb18030'): Promise<BoqFileResult> {
  if (file.size > BOQ_FILE_MAX_BYTES) return { ok: false, failure: 'too-large' };
  const name = file.name.toLowerCase();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (name.endsWith('.csv') || name.endsWith('.txt')) {
    return readBoqSheet(parseCsv(decodeCsv(bytes, legacyEncoding)));
  }
  if (!name.endsWith('.xlsx')) return { ok: false, failure: 'file-type' };
  const rows = await workbookRows(await loadExcel(), bytes);
  return rows ? readBoqSheet(rows) : { ok: false, failure: 'unreadable' };
}
