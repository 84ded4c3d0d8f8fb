import type { TenderLine } from '@tender/api-contract';
import type { LineEditControls } from './line-edit-controls';
import type { EditableField, EditorLine } from './line-editor-types';
import { isEntryLine, isQuantityEditable, isTotalComputed, isUnitPriceAsked } from './line-kind';

// The grid's keyboard, decided without the DOM: which key means which move, and which cell a move lands
// on. The hook (use-grid-keys) only reads the event and focuses the answer, so all of this is unit-tested.

/** A cell of the grid: a line and one of its editable fields. */
export interface GridCell {
  seqno: number;
  field: EditableField;
}

export type GridMove = 'down' | 'up' | 'left' | 'right' | 'next' | 'previous';
export type GridIntent = GridMove | 'edit' | 'restore';

/** The editable fields in the order of the table's columns. */
export const FIELD_ORDER: readonly EditableField[] = [
  'quantity',
  'unitprice',
  'totallineamount',
  'linenotes',
  'disc',
];

/** The cells of one line the supplier may type into, in column order (what Tab visits). */
export function editableFields(row: TenderLine, controls: LineEditControls): EditableField[] {
  if (!isEntryLine(row)) return [];
  const prices = controls.showPrices;
  return FIELD_ORDER.filter((field) => {
    switch (field) {
      case 'quantity':
        return isQuantityEditable(row, controls);
      case 'unitprice':
        return prices && controls.price && isUnitPriceAsked(row);
      case 'totallineamount':
        return prices && controls.price && !isTotalComputed(row);
      case 'linenotes':
        return controls.notes;
      case 'disc':
        return prices && controls.disc && controls.priceNegotiation;
    }
    return false;
  });
}

/**
 * The value of a cell the line shows but the supplier may not change, or null where there is no such cell:
 * the buyer's quantity on an entry line whose quantity is not the supplier's (isQuantityEditable). Tab and
 * the arrows pass it by; a value pasted over it is refused and the cell keeps this value.
 */
export function lockedCellValue(
  line: EditorLine,
  field: EditableField,
  controls: LineEditControls,
): string | null {
  if (field !== 'quantity' || !isEntryLine(line.row) || !controls.showPrices) return null;
  if (isQuantityEditable(line.row, controls)) return null;
  return line.amounts?.quantity ?? line.input.quantity ?? '';
}

export interface KeyInput {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  isComposing?: boolean;
}

/** Where the caret is in the focused input. */
export interface Caret {
  start: number;
  end: number;
  length: number;
}

/**
 * What a key press means in a cell, or null for the input's own handling. Left and Right leave the cell
 * only at the edge of the text or when the whole value is selected (a cell just arrived at, where typing
 * replaces the value); after F2 or a click the caret moves inside the text as usual.
 */
export function keyIntent(event: KeyInput, caret: Caret): GridIntent | null {
  if (event.isComposing || event.ctrlKey || event.altKey || event.metaKey) return null;
  const whole = caret.start === 0 && caret.end === caret.length;
  switch (event.key) {
    case 'Enter':
      return event.shiftKey ? 'up' : 'down';
    case 'Tab':
      return event.shiftKey ? 'previous' : 'next';
    case 'ArrowDown':
      return event.shiftKey ? null : 'down';
    case 'ArrowUp':
      return event.shiftKey ? null : 'up';
    case 'ArrowLeft':
      return !event.shiftKey && (whole || (caret.start === 0 && caret.end === 0)) ? 'left' : null;
    case 'ArrowRight':
      return !event.shiftKey && (whole || caret.start === caret.length) ? 'right' : null;
    case 'F2':
      return 'edit';
    case 'Escape':
      return 'restore';
    default:
      return null;
  }
}

/**
 * The cell a move lands on, or null when there is none (the grid's edge: Tab then leaves the grid).
 * `lines` are the lines shown, in order, across every page; `fieldsOf` says which cells of a line are
 * editable. Up and down keep the column and skip lines without it; Tab runs through the editable cells
 * line after line; left and right stay on the line.
 */
export function moveTarget(
  lines: readonly number[],
  fieldsOf: (seqno: number) => readonly EditableField[],
  from: GridCell,
  move: GridMove,
): GridCell | null {
  const at = lines.indexOf(from.seqno);
  if (at < 0) return null;
  const own = fieldsOf(from.seqno);
  const column = own.indexOf(from.field);
  switch (move) {
    case 'left': {
      const field = column > 0 ? own[column - 1] : undefined;
      return field ? { seqno: from.seqno, field } : null;
    }
    case 'right': {
      const field = column >= 0 ? own[column + 1] : undefined;
      return field ? { seqno: from.seqno, field } : null;
    }
    case 'down':
    case 'up': {
      const step = move === 'down' ? 1 : -1;
      for (let index = at + step; index >= 0 && index < lines.length; index += step) {
        const seqno = lines[index] as number;
        if (fieldsOf(seqno).includes(from.field)) return { seqno, field: from.field };
      }
      return null;
    }
    case 'next': {
      const field = column >= 0 ? own[column + 1] : undefined;
      if (field) return { seqno: from.seqno, field };
      for (let index = at + 1; index < lines.length; index += 1) {
        const seqno = lines[index] as number;
        const first = fieldsOf(seqno)[0];
        if (first) return { seqno, field: first };
      }
      return null;
    }
    case 'previous': {
      const field = column > 0 ? own[column - 1] : undefined;
      if (field) return { seqno: from.seqno, field };
      for (let index = at - 1; index >= 0; index -= 1) {
        const seqno = lines[index] as number;
        const fields = fieldsOf(seqno);
        const last = fields[fields.length - 1];
        if (last) return { seqno, field: last };
      }
      return null;
    }
  }
}
