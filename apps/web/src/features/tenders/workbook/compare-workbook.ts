import {
  calculateLines,
  checkLineField,
  isLineNotesTooLong,
  type LineAmounts,
  type LineFieldProblem,
  normalizeAmount,
} from '@tender/domain';
import { toLineInput } from '../lib/line-editor-state';
import { isEntryLine, isHeaderLine, isTotalComputed } from '../lib/line-kind';
import type { WorkbookCell, WorkbookContent, WorkbookRow } from './read-workbook';
import {
  COLUMN_OF_FIELD,
  descriptionText,
  editableFields,
  type WorkbookAmountField,
  type WorkbookField,
  type WorkbookRights,
} from './workbook-columns';
import { linesVersion } from './workbook-identity';
import type { WorkbookLine } from './workbook-lines';

/** A value the import would set: `after` is what the editor receives, as a typed cell would hold it. */
export interface WorkbookChange {
  seqno: number;
  field: WorkbookField;
  before: string;
  after: string;
}

/** Why a cell of the workbook is not taken. */
export type WorkbookRefusalReason =
  | LineFieldProblem
  /** A formula where the supplier's value belongs: formulas from an upload are never evaluated. */
  | 'not-a-value'
  | 'notes-too-long'
  /** A value in a cell the supplier may not change on this line (a locked cell, edited elsewhere). */
  | 'locked'
  /** A quantity the buyer set, changed in the file: only lines left to the supplier take one (issue 28). */
  | 'buyer-quantity'
  /** A description, remark or unit changed in the file: the buyer's wording, never imported. */
  | 'buyer-field'
  | 'unknown-line'
  | 'duplicate-line'
  /** A value typed on a heading or a sum line, where nothing is entered (issue 35, item 4). */
  | 'not-an-entry-line';

export interface WorkbookRefusal {
  rowNumber: number;
  seqno: number | null;
  /** The cell's field; null for a line number that names no line (the whole row is refused). */
  field: WorkbookField | BuyerDifference['field'] | null;
  /** The cell as it is in the file. */
  text: string;
  reason: WorkbookRefusalReason;
}

/** A field the buyer owns that differs in the workbook: shown to the supplier, never applied. */
export interface BuyerDifference {
  seqno: number;
  field: 'description' | 'remark' | 'unit' | 'quantity';
  tender: string;
  workbook: string;
}

export interface WorkbookComparison {
  changes: WorkbookChange[];
  refused: WorkbookRefusal[];
  buyerDifferences: BuyerDifference[];
}

/** Why a whole workbook is turned away before any line is compared. */
export type WorkbookIdentityProblem = 'other-tender' | 'stale';

export type CompareWorkbookResult =
  | { ok: true; comparison: WorkbookComparison }
  | { ok: false; problem: WorkbookIdentityProblem };

const AMOUNT_FIELDS: readonly WorkbookAmountField[] = ['quantity', 'unitprice', 'totallineamount', 'disc'];

/** A cell as text, the way the refusal list shows it. */
export function cellText(cell: WorkbookCell | undefined): string {
  if (!cell) return '';
  switch (cell.kind) {
    case 'blank':
      return '';
    case 'number':
      return String(cell.value);
    case 'text':
      return cell.text;
    case 'formula':
      return cell.formula;
    case 'other':
      return cell.text;
  }
}

/**
 * An amount cell as typed text. A number cell is written out exactly (Excel keeps what was typed, so
 * 12.5 is '12.5' and 1.005 is '1.005', refused like a typed cell); '1e+21' is refused as not a number.
 */
function amountOf(
  field: WorkbookAmountField,
  cell: WorkbookCell | undefined,
): { value: string | null } | { problem: WorkbookRefusalReason } {
  if (!cell || cell.kind === 'blank') return { value: null };
  if (cell.kind === 'formula') return { problem: 'not-a-value' };
  if (cell.kind === 'other') return { problem: 'not-a-number' };
  const text = cell.kind === 'number' ? String(cell.value) : cell.text;
  const problem = checkLineField(field, text);
  if (problem) return { problem };
  return { value: text.trim() === '' ? null : normalizeAmount(text) };
}

function notesOf(cell: WorkbookCell | undefined): { value: string } | { problem: WorkbookRefusalReason } {
  if (!cell || cell.kind === 'blank') return { value: '' };
  if (cell.kind === 'formula') return { problem: 'not-a-value' };
  const text = cellText(cell);
  return isLineNotesTooLong(text) ? { problem: 'notes-too-long' } : { value: text };
}

/** The values shown for a line now, as the export wrote them. */
function currentValue(field: WorkbookField, line: WorkbookLine, amounts: LineAmounts | undefined): string {
  switch (field) {
    case 'quantity':
      return amounts?.quantity ?? '';
    case 'unitprice':
      return amounts?.unitprice ?? '';
    case 'totallineamount':
      return amounts?.totallineamount ?? '';
    case 'disc':
      return amounts?.disc ?? '';
    case 'linenotes':
      return line.linenotes;
  }
}

function seqnoOf(cell: WorkbookCell | undefined): number | null {
  const text = cellText(cell).trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * The buyer's cells of one row (description, remark, unit, and the quantity where it is not the supplier's)
 * that differ from the tender. Each is counted among the buyer fields that differ and refused with its
 * reason (issue 28, finding 4; issue 35, item 4): the import applies none of them.
 */
function compareBuyerFields(
  row: WorkbookRow,
  line: WorkbookLine,
  fixedQuantity: string | null,
  comparison: WorkbookComparison,
): void {
  const seqno = line.row.seqno;
  const differs = (field: BuyerDifference['field'], tender: string, workbook: string) => {
    comparison.buyerDifferences.push({ seqno, field, tender, workbook });
    comparison.refused.push({
      rowNumber: row.rowNumber,
      seqno,
      field,
      text: cellText(row.cells[field]),
      reason: field === 'quantity' ? 'buyer-quantity' : 'buyer-field',
    });
  };
  const texts: [BuyerDifference['field'], string][] = [
    ['description', descriptionText(line.row)],
    ['remark', line.row.remark ?? ''],
    ['unit', line.row.unit ?? ''],
  ];
  for (const [field, tender] of texts) {
    const workbook = cellText(row.cells[field]);
    // Spreadsheets may trim or turn line breaks into \r\n: neither is a change of wording.
    if (workbook.replace(/\r\n/g, '\n').trim() !== tender.trim()) differs(field, tender, workbook);
  }
  if (fixedQuantity === null) return;
  const cell = row.cells.quantity;
  const read = amountOf('quantity', cell);
  const workbook = 'value' in read ? (read.value ?? '') : cellText(cell);
  if (workbook !== fixedQuantity) differs('quantity', fixedQuantity, workbook);
}

/**
 * A heading or sum line takes no value: a value typed in its price, quantity, total, discount or notes
 * cell is listed as refused rather than dropped unseen (issue 35, item 4). What the export wrote there
 * (blank, the sum's formula, or the sum as it stands) is not a change.
 */
function refuseTypedOnNonEntry(
  row: WorkbookRow,
  line: WorkbookLine,
  amounts: LineAmounts | undefined,
  comparison: WorkbookComparison,
): void {
  for (const field of [...AMOUNT_FIELDS, 'linenotes'] as const) {
    const cell = row.cells[COLUMN_OF_FIELD[field]];
    if (!cell || cell.kind === 'blank' || cell.kind === 'formula') continue;
    const read = field === 'linenotes' ? notesOf(cell) : amountOf(field, cell);
    if ('value' in read && (read.value ?? '') === currentValue(field, line, amounts)) continue;
    comparison.refused.push({
      rowNumber: row.rowNumber,
      seqno: line.row.seqno,
      field,
      text: cellText(cell),
      reason: 'not-an-entry-line',
    });
  }
}

function compareLine(
  row: WorkbookRow,
  line: WorkbookLine,
  amounts: LineAmounts | undefined,
  rights: WorkbookRights,
  comparison: WorkbookComparison,
): void {
  const seqno = line.row.seqno;
  const editable = new Set(editableFields(line.row, rights));
  const entry = isEntryLine(line.row);
  // A quantity the supplier cannot change (isQuantityEditable) is the buyer's, compared as such.
  const fixedQuantity = entry && !editable.has('quantity') ? (amounts?.quantity ?? '') : null;
  compareBuyerFields(row, line, fixedQuantity, comparison);
  if (!entry) {
    refuseTypedOnNonEntry(row, line, amounts, comparison);
    return;
  }

  const refuse = (field: WorkbookField, reason: WorkbookRefusalReason) =>
    comparison.refused.push({
      rowNumber: row.rowNumber,
      seqno,
      field,
      text: cellText(row.cells[COLUMN_OF_FIELD[field]]),
      reason,
    });

  for (const field of [...AMOUNT_FIELDS, 'linenotes'] as const) {
    // A quantity the supplier cannot change is the buyer's (compared above); a computed total is a formula.
    if (field === 'quantity' && !editable.has(field)) continue;
    if (field === 'totallineamount' && isTotalComputed(line.row)) continue;
    if (field === 'disc' && !rights.priceNegotiation) continue;
    if (field !== 'linenotes' && !rights.showPrices) continue;
    const cell = row.cells[COLUMN_OF_FIELD[field]];
    const before = currentValue(field, line, amounts);
    const read = field === 'linenotes' ? notesOf(cell) : amountOf(field, cell);
    if (!editable.has(field)) {
      const same = 'value' in read && (read.value ?? '') === before;
      if (!same && !(cell?.kind === 'formula')) refuse(field, 'locked');
      continue;
    }
    if ('problem' in read) {
      refuse(field, read.problem);
      continue;
    }
    const after = read.value ?? '';
    if (after !== before) comparison.changes.push({ seqno, field, before, after });
  }
}

/**
 * Compares a read workbook with the tender's lines as the supplier has them now: refuses a workbook of
 * another tender or of an older version of the lines, then lists per cell what would change, what is
 * refused and why (the same domain rules as a typed cell), and where a buyer-owned field differs.
 */
export function compareWorkbook(
  content: WorkbookContent,
  udztbnum: string,
  lines: readonly WorkbookLine[],
  rights: WorkbookRights,
): CompareWorkbookResult {
  if (content.identity.udztbnum !== udztbnum) return { ok: false, problem: 'other-tender' };
  if (
    content.identity.version !==
    linesVersion(
      lines.map((line) => line.row),
      rights,
    )
  ) {
    return { ok: false, problem: 'stale' };
  }

  const inputs = lines.map((line) => ({
    ...toLineInput(line.row),
    quantity: line.quantity,
    unitprice: line.unitprice,
    totallineamount: line.totallineamount,
    disc: line.disc,
  }));
  const amounts = new Map(calculateLines(inputs).map((amount) => [amount.seqno, amount]));
  const lineBySeqno = new Map(lines.map((line) => [line.row.seqno, line]));
  // A line number written on two rows is ambiguous: neither row is taken.
  const rowsPerSeqno = new Map<number, number>();
  for (const row of content.rows) {
    const seqno = seqnoOf(row.cells.seqno);
    if (seqno !== null) rowsPerSeqno.set(seqno, (rowsPerSeqno.get(seqno) ?? 0) + 1);
  }
  const comparison: WorkbookComparison = { changes: [], refused: [], buyerDifferences: [] };

  for (const row of content.rows) {
    const seqno = seqnoOf(row.cells.seqno);
    const line = seqno === null ? undefined : lineBySeqno.get(seqno);
    if (seqno === null || !line || (rowsPerSeqno.get(seqno) ?? 0) > 1) {
      comparison.refused.push({
        rowNumber: row.rowNumber,
        seqno,
        field: null,
        text: cellText(row.cells.seqno),
        reason: line ? 'duplicate-line' : 'unknown-line',
      });
      continue;
    }
    if (isHeaderLine(line.row)) {
      compareBuyerFields(row, line, null, comparison);
      refuseTypedOnNonEntry(row, line, undefined, comparison);
    } else compareLine(row, line, amounts.get(seqno), rights, comparison);
  }
  return { ok: true, comparison };
}
