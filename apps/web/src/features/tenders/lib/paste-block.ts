import { checkLineField, isLineNotesTooLong, type LineFieldProblem, normalizeAmount } from '@tender/domain';
import type { GridCell } from './grid-keys';
import type { EditableField } from './line-editor-types';

/**
 * Why a pasted value is refused; 'buyer-quantity': the line's quantity is the buyer's (issue 28);
 * 'bracketed': an amount in brackets, which spreadsheets use for a negative one (issue 35, item 5).
 */
export type PasteProblem = LineFieldProblem | 'too-long' | 'buyer-quantity' | 'bracketed';

export interface PasteEdit {
  seqno: number;
  field: EditableField;
  text: string;
}

export interface PasteRefusal extends PasteEdit {
  problem: PasteProblem;
}

export interface PastePlan {
  /** The cells the block fills; a refused value changes nothing, its cell keeps what it held. */
  edits: PasteEdit[];
  /** The values the cell rules refused, with the reason, to be listed to the supplier. */
  refused: PasteRefusal[];
  /** Rows of the block below the last line, which nothing could take. */
  dropped: number;
  /**
   * Columns of the block (1 = its first) right of the grid's last column, which nothing could take; and
   * the grid's last column, which the report names.
   */
  unusedColumns: number[];
  lastField: EditableField | null;
}

/** A currency sign or code a spreadsheet copies with an amount: HK$, US$, $, ¥, €, £, HKD, RMB... */
const CURRENCY = /^(?:[A-Z]{2}\$|[$¥￥€£]|[A-Z]{3}(?=[\s\d(]))\s*|\s*(?:[A-Z]{3}|[$¥￥€£])$/gu;
/** Digits grouped by thousands with spaces (ordinary, no-break or narrow no-break), as in "1 234.50". */
const SPACE_GROUPED = /^\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?:\.\d*)?$/u;

/**
 * An amount as a spreadsheet copies it, as the grid's cell takes it (issue 35, item 5): the currency sign
 * or code dropped ("HK$1,234.50", "1,234.50 HKD"), spaces between thousands removed ("1 234.50").
 * "(1,234.50)" is an accounting-style negative: answered as such, to be refused with its own reason.
 */
export function pastedAmount(text: string): { text: string } | { problem: 'bracketed' } {
  const stripped = text.trim().replace(CURRENCY, '').trim();
  // Only a sign or code beside digits is dropped: "HKD" alone stays, to be refused as not a number.
  const bare = /\d/.test(stripped) ? stripped : text.trim();
  if (/^\(.*\)$/.test(bare)) return { problem: 'bracketed' };
  return { text: SPACE_GROUPED.test(bare) ? bare.replace(/[ \u00A0\u202F]/gu, '') : bare };
}

/**
 * A block copied from a spreadsheet: rows by newline, cells by tab. The newline a spreadsheet puts after
 * the last row is not a row. Excel quotes a cell holding a tab or newline; such a cell keeps its quotes
 * off but is not split further, which is all a price or a note needs.
 */
export function parseBlock(text: string): string[][] {
  const rows = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return rows.map((row) => row.split('\t').map((cell) => cell.replace(/^"(.*)"$/s, '$1').trim()));
}

/** True when the text is more than one cell, so the grid fills cells instead of the input taking it. */
export function isBlock(block: readonly (readonly string[])[]): boolean {
  return block.length > 1 || (block[0]?.length ?? 0) > 1;
}

/** Whether a pasted text is the value a cell holds (1,000 and 1000.00 alike; blank is blank). */
function sameAmount(text: string, value: string): boolean {
  if (text.trim() === '' || value.trim() === '') return text.trim() === value.trim();
  const pasted = normalizeAmount(text);
  return pasted !== null && pasted === normalizeAmount(value);
}

/** The value a pasted text gives the cell, or why it is refused. */
function pastedValue(field: EditableField, text: string): { text: string } | { problem: PasteProblem } {
  if (field === 'linenotes') return isLineNotesTooLong(text) ? { problem: 'too-long' } : { text };
  const amount = pastedAmount(text);
  if ('problem' in amount) return amount;
  const problem = checkLineField(field, amount.text);
  return problem ? { problem } : amount;
}

/**
 * Which cells a pasted block fills, from the focused cell down and across, as a spreadsheet does. Rows go
 * to the lines shown that can be typed into (headers and sum lines are skipped, as Enter skips them);
 * columns follow the grid's editable columns, and a cell of a line that cannot take it (a computed total)
 * is skipped. Every value goes through the cell's own rule (after pastedAmount); a refused one is listed
 * and its cell keeps what it held (issue 35, item 5).
 * A value over a cell the line shows but the supplier may not change (`lockedValue` answers its value,
 * null where the line has no such cell: the buyer's quantity) is refused and the cell keeps its value,
 * unless the pasted value is that value.
 */
export function planPaste(
  block: readonly (readonly string[])[],
  lines: readonly number[],
  fieldsOf: (seqno: number) => readonly EditableField[],
  columns: readonly EditableField[],
  from: GridCell,
  lockedValue: (seqno: number, field: EditableField) => string | null = () => null,
): PastePlan {
  const firstColumn = columns.indexOf(from.field);
  const start = lines.indexOf(from.seqno);
  const plan: PastePlan = {
    edits: [],
    refused: [],
    dropped: 0,
    unusedColumns: [],
    lastField: columns.at(-1) ?? null,
  };
  if (firstColumn < 0 || start < 0) return { ...plan, dropped: block.length };
  const width = Math.max(...block.map((cells) => cells.length));
  for (let column = columns.length - firstColumn + 1; column <= width; column += 1) {
    plan.unusedColumns.push(column);
  }
  let index = start;
  for (const cells of block) {
    while (index < lines.length && fieldsOf(lines[index] as number).length === 0) index += 1;
    if (index >= lines.length) {
      plan.dropped += 1;
      continue;
    }
    const seqno = lines[index] as number;
    const own = fieldsOf(seqno);
    cells.forEach((text, offset) => {
      const field = columns[firstColumn + offset];
      if (!field) return;
      if (!own.includes(field)) {
        const locked = lockedValue(seqno, field);
        if (locked !== null && !sameAmount(text, locked)) {
          plan.refused.push({ seqno, field, text, problem: 'buyer-quantity' });
        }
        return;
      }
      const value = pastedValue(field, text);
      if ('problem' in value) plan.refused.push({ seqno, field, text, problem: value.problem });
      else plan.edits.push({ seqno, field, text: value.text });
    });
    index += 1;
  }
  return plan;
}
