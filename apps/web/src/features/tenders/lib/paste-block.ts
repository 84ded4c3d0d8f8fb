import { checkLineField, isLineNotesTooLong, type LineFieldProblem, normalizeAmount } from '@tender/domain';
import type { GridCell } from './grid-keys';
import type { EditableField } from './line-editor-types';

/** Why a pasted value is refused; 'buyer-quantity': the line's quantity is the buyer's (issue 28). */
export type PasteProblem = LineFieldProblem | 'too-long' | 'buyer-quantity';

export interface PasteEdit {
  seqno: number;
  field: EditableField;
  text: string;
}

export interface PasteRefusal extends PasteEdit {
  problem: PasteProblem;
}

/** Whether a refused cell kept its value (a cell the supplier may not change) rather than being emptied. */
export function keepsValue(refusal: PasteRefusal): boolean {
  return refusal.problem === 'buyer-quantity';
}

export interface PastePlan {
  /** Every cell the block reaches, refused ones as '' (left empty) except those that keep their value. */
  edits: PasteEdit[];
  /** The values the cell rules refused, with the reason, to be listed to the supplier. */
  refused: PasteRefusal[];
  /** Rows of the block below the last line, which nothing could take. */
  dropped: number;
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

function problemOf(field: EditableField, text: string): PasteProblem | null {
  if (field === 'linenotes') return isLineNotesTooLong(text) ? 'too-long' : null;
  return checkLineField(field, text);
}

/**
 * Which cells a pasted block fills, from the focused cell down and across, as a spreadsheet does. Rows go
 * to the lines shown that can be typed into (headers and sum lines are skipped, as Enter skips them);
 * columns follow the grid's editable columns, and a cell of a line that cannot take it (a computed total)
 * is skipped. Every value goes through the cell's own rule; a refused one is listed and left empty.
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
  const plan: PastePlan = { edits: [], refused: [], dropped: 0 };
  if (firstColumn < 0 || start < 0) return { ...plan, dropped: block.length };
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
      const problem = problemOf(field, text);
      if (problem) {
        plan.refused.push({ seqno, field, text, problem });
        plan.edits.push({ seqno, field, text: '' });
      } else {
        plan.edits.push({ seqno, field, text });
      }
    });
    index += 1;
  }
  return plan;
}
