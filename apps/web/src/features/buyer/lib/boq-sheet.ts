import { type BoqLine, blankLine, type LineKind } from './boq-lines';

// The "BOQ spreadsheet" (docs/import-format.md): a bill of quantities written in Excel or as CSV, one
// line per row under a row of column titles. Titles are matched loosely (case, spaces and punctuation
// ignored) in English, Simplified or Traditional Chinese, so the template of any language reads back.

/** The columns a BOQ spreadsheet may have, in the template's order; only description is needed. */
export const BOQ_SHEET_COLUMNS = [
  'seqno',
  'description',
  'longdesc',
  'unit',
  'quantity',
  'autocal',
  'header',
  'bold',
  'underline',
  'required',
  'qtyrequired',
  'totalamountreq',
  'neednotes',
  'disc',
  'remark',
] as const;
export type BoqSheetColumn = (typeof BOQ_SHEET_COLUMNS)[number];

/** The titles each column is known by, besides its key; the template's titles (locales) must be here. */
const TITLES: Record<BoqSheetColumn, readonly string[]> = {
  seqno: ['Seq No', 'Seq', 'No', 'Item', 'Item No', 'Line', 'Line No', '序号', '序號', '项次', '項次'],
  description: ['Description', 'Item Description', '描述', '项目描述', '項目描述'],
  longdesc: ['Long Description', 'Details', '详细描述', '詳細描述'],
  unit: ['Unit', 'UOM', '单位', '單位'],
  quantity: ['Quantity', 'Qty', '数量', '數量'],
  autocal: ['Total By', 'Calculation', 'Autocal', '合计方式', '合計方式', '计算方式', '計算方式'],
  header: ['Header', 'Heading', 'Header Row', '标题行', '標題行'],
  bold: ['Bold', '粗体', '粗體'],
  underline: ['Underline', '下划线', '底線'],
  required: ['Price Required', 'Required', '必须报价', '必須報價'],
  qtyrequired: ['Quantity Required', 'Qty Required', '必须填数量', '必須填數量'],
  totalamountreq: ['Total Required', '必须填合计', '必須填合計'],
  neednotes: ['Notes Required', '必须填说明', '必須填說明'],
  disc: ['Discount %', 'Discount', 'Disc', '折扣 %', '折扣'],
  remark: ['Remark', '备注', '備註'],
};

/** A title as compared: lower case, without spaces, punctuation or a percent sign. */
export function normaliseTitle(title: string): string {
  return title.toLowerCase().replace(/[\s\p{P}%％]/gu, '');
}

const COLUMN_BY_TITLE = new Map<string, BoqSheetColumn>(
  BOQ_SHEET_COLUMNS.flatMap((column) =>
    [column, ...TITLES[column]].map((title): [string, BoqSheetColumn] => [normaliseTitle(title), column]),
  ),
);

/** The column a title names, or null. */
export function columnOfTitle(title: string): BoqSheetColumn | null {
  return COLUMN_BY_TITLE.get(normaliseTitle(title)) ?? null;
}

/** One cell as a spreadsheet gives it. */
export type SheetCell = string | number | boolean | Date | null | undefined;

/** What is wrong with one cell; the line is still imported, without the cell's value. */
export type SheetCellProblem = 'seqno' | 'number' | 'flag' | 'autocal' | 'too-long';

export interface SheetProblem {
  /** The row number in the sheet (1-based, as the spreadsheet program shows it). */
  row: number;
  column: BoqSheetColumn;
  problem: SheetCellProblem;
  /** The cell as found. */
  value: string;
}

/** Why nothing was read. */
export type SheetFailure = 'no-title-row' | 'no-lines' | 'too-many-rows';

export type BoqSheetResult =
  | { ok: true; lines: BoqLine[]; problems: SheetProblem[] }
  | { ok: false; failure: SheetFailure };

/** Most rows read (the contract's limit on an RFQ's lines). */
export const BOQ_SHEET_MAX_ROWS = 20_000;
/** The title row is looked for among the first rows (a sheet may start with a heading of its own). */
const TITLE_ROW_SEARCH = 10;
const TEXT_MAX = 4000;
const SHORT_TEXT_MAX = 200;
const SEQNO_MAX = 999_999;
const DECIMAL = /^-?\d{1,15}(\.\d{1,4})?$/;
const GROUPED_DECIMAL = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const SUM_LIST = /^\d{1,6}(\+\d{1,6})*$/;
const YES = new Set(['y', 'yes', 'true', '1', 'x', '✓', '✔', '是', '√']);
const NO = new Set(['', 'n', 'no', 'false', '0', '否']);

function cellText(cell: SheetCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

function isBlankRow(row: readonly SheetCell[]): boolean {
  return row.every((cell) => cellText(cell) === '');
}

/** The title row (its index) and where each known column is, or null when no row names a description. */
function findTitles(rows: readonly (readonly SheetCell[])[]) {
  for (let index = 0; index < Math.min(rows.length, TITLE_ROW_SEARCH); index += 1) {
    const positions = new Map<BoqSheetColumn, number>();
    (rows[index] ?? []).forEach((cell, position) => {
      const column = columnOfTitle(cellText(cell));
      if (column && !positions.has(column)) positions.set(column, position);
    });
    if (positions.has('description')) return { index, positions };
  }
  return null;
}

/** A decimal as the contract takes it ('1234.5'), or null when the cell is no number. */
export function sheetDecimal(cell: SheetCell): string | null {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || Math.abs(cell) >= 1e15) return null;
    // At most 4 decimals, as the contract's decimals; trailing zeros dropped.
    return String(Number(cell.toFixed(4)));
  }
  let text = cellText(cell);
  if (GROUPED_DECIMAL.test(text)) text = text.replaceAll(',', '');
  return DECIMAL.test(text) ? text : null;
}

/** A yes/no cell: true, false, or null when it says neither. */
export function sheetFlag(cell: SheetCell): boolean | null {
  if (typeof cell === 'boolean') return cell;
  const text = cellText(cell).toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return null;
}

/**
 * The kind of total a "Total By" cell means: empty or Y quantity x unit price (the usual line; a
 * header's empty cell means an entered total, which it never has), E an entered total, seqnos joined by
 * + a sum line. null when it says none of these.
 */
export function sheetKind(cell: SheetCell, header: boolean): { kind: LineKind; sumOf: string } | null {
  const text = cellText(cell).replace(/\s+/g, '');
  const upper = text.toUpperCase();
  if (upper === '') return { kind: header ? 'entry' : 'qty', sumOf: '' };
  if (upper === 'Y' || upper === 'QTY' || upper === 'QXP') return { kind: 'qty', sumOf: '' };
  if (upper === 'E' || upper === 'N' || upper === 'ENTRY') return { kind: 'entry', sumOf: '' };
  const list = text.replace(/^=/, '').replace(/[,，、;；]/g, '+');
  if (SUM_LIST.test(list)) return { kind: 'sum', sumOf: list };
  return null;
}

const FLAG_COLUMNS = [
  'header',
  'bold',
  'underline',
  'required',
  'qtyrequired',
  'totalamountreq',
  'neednotes',
] as const satisfies readonly BoqSheetColumn[];

/**
 * Reads the lines of a BOQ spreadsheet from its rows (cells as the CSV or workbook reader gives them).
 * A row without a seqno takes the one after the row above. A cell that cannot be read is reported and
 * left empty; the rest of its line is kept, so one typo does not lose the bill.
 */
export function readBoqSheet(rows: readonly (readonly SheetCell[])[]): BoqSheetResult {
  const titles = findTitles(rows);
  if (!titles) return { ok: false, failure: 'no-title-row' };
  if (rows.length - titles.index - 1 > BOQ_SHEET_MAX_ROWS) return { ok: false, failure: 'too-many-rows' };

  const lines: BoqLine[] = [];
  const problems: SheetProblem[] = [];
  let previousSeqno = 0;
  for (let index = titles.index + 1; index < rows.length; index += 1) {
    const row = rows[index] ?? [];
    if (isBlankRow(row)) continue;
    const rowNumber = index + 1;
    const cell = (column: BoqSheetColumn): SheetCell => {
      const position = titles.positions.get(column);
      return position === undefined ? null : row[position];
    };
    const report = (column: BoqSheetColumn, problem: SheetCellProblem) =>
      problems.push({ row: rowNumber, column, problem, value: cellText(cell(column)) });

    const line = blankLine(null);
    const seqnoText = cellText(cell('seqno'));
    const seqno = seqnoText === '' ? previousSeqno + 1 : Number(sheetDecimal(cell('seqno')));
    if (Number.isInteger(seqno) && seqno >= 1 && seqno <= SEQNO_MAX) {
      line.seqno = seqno;
      previousSeqno = seqno;
    } else {
      report('seqno', 'seqno');
    }

    for (const column of FLAG_COLUMNS) {
      const flag = sheetFlag(cell(column));
      if (flag === null) report(column, 'flag');
      else line[column] = flag;
    }

    for (const column of ['description', 'longdesc', 'remark', 'unit'] as const) {
      const text = cellText(cell(column));
      const max = column === 'unit' ? SHORT_TEXT_MAX : TEXT_MAX;
      if (text.length > max) report(column, 'too-long');
      line[column] = text.slice(0, max);
    }

    for (const column of ['quantity', 'disc'] as const) {
      if (cellText(cell(column)) === '') continue;
      const value = sheetDecimal(cell(column));
      if (value === null) report(column, 'number');
      else line[column] = value;
    }

    const kind = sheetKind(cell('autocal'), line.header);
    if (kind) Object.assign(line, kind);
    else {
      report('autocal', 'autocal');
      line.kind = line.header ? 'entry' : 'qty';
    }
    lines.push(line);
  }
  if (lines.length === 0) return { ok: false, failure: 'no-lines' };
  return { ok: true, lines, problems };
}
