import type { CellValue, Worksheet } from 'exceljs';
import type { ExcelModule } from './build-workbook';
import { TITLE_ROW } from './build-workbook';
import type { WorkbookColumnKey } from './workbook-columns';
import { IDENTITY_SHEET, WORKBOOK_FORMAT, type WorkbookIdentity } from './workbook-identity';
import { expandedZipSize } from './zip-size';

/** Largest upload read at all (issue 13). */
export const WORKBOOK_MAX_BYTES = 10 * 1024 * 1024;
/** Most line rows read from the "Lines" sheet. */
export const WORKBOOK_MAX_ROWS = 20_000;
/** Most bytes the workbook's parts may expand to; a 2,000-line bill is about 2 MB unpacked. */
export const WORKBOOK_MAX_EXPANDED_BYTES = 200 * 1024 * 1024;

/** Why a file is not read, or read but not a bill of quantities of ours. */
export type WorkbookFileProblem = 'not-xlsx' | 'too-large' | 'unreadable' | 'not-a-bill' | 'too-many-rows';

/** One cell as the import sees it: only values; a formula is never evaluated and its result not used. */
export type WorkbookCell =
  | { kind: 'blank' }
  | { kind: 'number'; value: number }
  | { kind: 'text'; text: string }
  | { kind: 'formula'; formula: string }
  /** A date, a boolean or an error value: never an amount. */
  | { kind: 'other'; text: string };

export interface WorkbookRow {
  /** The sheet's row number, for messages. */
  rowNumber: number;
  cells: Partial<Record<WorkbookColumnKey, WorkbookCell>>;
}

export interface WorkbookContent {
  identity: WorkbookIdentity;
  rows: WorkbookRow[];
}

export type ReadWorkbookResult =
  | { ok: true; content: WorkbookContent }
  | { ok: false; problem: WorkbookFileProblem };

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const KNOWN_COLUMNS = new Set<string>([
  'seqno',
  'description',
  'remark',
  'unit',
  'quantity',
  'unitprice',
  'total',
  'disc',
  'disclineamt',
  'linenotes',
]);

/**
 * Checks a file before anything parses it: an .xlsx by name and by its zip signature, at most 10 MB.
 * `head` is the file's first bytes (4 are enough).
 */
export function checkWorkbookFile(name: string, size: number, head: Uint8Array): WorkbookFileProblem | null {
  if (size > WORKBOOK_MAX_BYTES) return 'too-large';
  if (!name.toLowerCase().endsWith('.xlsx')) return 'not-xlsx';
  if (ZIP_SIGNATURE.some((byte, index) => head[index] !== byte)) return 'not-xlsx';
  return null;
}

function textOfValue(value: CellValue): WorkbookCell {
  if (value === null || value === undefined) return { kind: 'blank' };
  if (typeof value === 'number') return { kind: 'number', value };
  if (typeof value === 'string') return value === '' ? { kind: 'blank' } : { kind: 'text', text: value };
  if (typeof value === 'boolean') return { kind: 'other', text: String(value).toUpperCase() };
  if (value instanceof Date) return { kind: 'other', text: value.toISOString().slice(0, 10) };
  if ('formula' in value || 'sharedFormula' in value) {
    const formula =
      ('formula' in value ? value.formula : undefined) ??
      ('sharedFormula' in value ? value.sharedFormula : '');
    return { kind: 'formula', formula: `=${formula ?? ''}` };
  }
  if ('richText' in value) {
    const text = value.richText.map((part) => part.text).join('');
    return text === '' ? { kind: 'blank' } : { kind: 'text', text };
  }
  if ('hyperlink' in value) return { kind: 'text', text: String(value.text ?? '') };
  if ('error' in value) return { kind: 'other', text: String(value.error) };
  return { kind: 'other', text: '' };
}

function readIdentity(sheet: Worksheet | undefined): WorkbookIdentity | null {
  if (!sheet) return null;
  const values = new Map<string, string>();
  for (let r = 1; r <= Math.min(sheet.rowCount, 20); r += 1) {
    const row = sheet.getRow(r);
    const key = row.getCell(1).value;
    const value = textOfValue(row.getCell(2).value);
    if (typeof key === 'string') {
      values.set(
        key,
        value.kind === 'text' ? value.text : value.kind === 'number' ? String(value.value) : '',
      );
    }
  }
  const columns = (values.get('columns') ?? '').split(',');
  const identity: WorkbookIdentity = {
    format: values.get('format') ?? '',
    udztbnum: values.get('udztbnum') ?? '',
    version: values.get('version') ?? '',
    linesSheet: values.get('linesSheet') ?? '',
    columns,
  };
  const wellFormed =
    identity.format === WORKBOOK_FORMAT &&
    identity.udztbnum !== '' &&
    columns[0] === 'seqno' &&
    columns.every((column) => KNOWN_COLUMNS.has(column)) &&
    new Set(columns).size === columns.length;
  return wellFormed ? identity : null;
}

/**
 * Reads a bill of quantities exported by {@link buildWorkbook}: the hidden identity, then the values of
 * the "Lines" sheet, row by row. Only cell values are read; formulas are reported as formulas.
 */
export async function readWorkbook(excel: ExcelModule, bytes: Uint8Array): Promise<ReadWorkbookResult> {
  if (bytes.length > WORKBOOK_MAX_BYTES) return { ok: false, problem: 'too-large' };
  const expanded = expandedZipSize(bytes);
  if (expanded === null) return { ok: false, problem: 'not-xlsx' };
  if (expanded > WORKBOOK_MAX_EXPANDED_BYTES) return { ok: false, problem: 'too-large' };

  const workbook = new excel.Workbook();
  try {
    // exceljs's typings want a Node Buffer; it takes any ArrayBuffer view.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const identity = readIdentity(workbook.getWorksheet(IDENTITY_SHEET));
  const sheet = identity ? workbook.getWorksheet(identity.linesSheet) : undefined;
  if (!identity || !sheet) return { ok: false, problem: 'not-a-bill' };
  if (sheet.rowCount - TITLE_ROW > WORKBOOK_MAX_ROWS) return { ok: false, problem: 'too-many-rows' };

  const columns = identity.columns as WorkbookColumnKey[];
  const rows: WorkbookRow[] = [];
  for (let r = TITLE_ROW + 1; r <= sheet.rowCount; r += 1) {
    const sheetRow = sheet.getRow(r);
    const cells: WorkbookRow['cells'] = {};
    let blank = true;
    columns.forEach((key, index) => {
      const cell = textOfValue(sheetRow.getCell(index + 1).value);
      if (cell.kind !== 'blank') blank = false;
      cells[key] = cell;
    });
    if (!blank) rows.push({ rowNumber: r, cells });
  }
  return { ok: true, content: { identity, rows } };
}
