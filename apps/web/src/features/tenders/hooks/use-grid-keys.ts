import { type RefObject, useEffect, useRef } from 'react';
import { type GridCell, type GridMove, keyIntent } from '../lib/grid-keys';
import type { EditableField } from '../lib/line-editor-types';
import type { LineStore } from '../lib/line-store';
import { isBlock, type PastePlan, parseBlock } from '../lib/paste-block';

interface GridKeysOptions {
  container: RefObject<HTMLElement | null>;
  store: LineStore;
  /** Where a move from a cell lands (the grid knows the lines shown across pages), or null at the edge. */
  targetOf: (from: GridCell, move: GridMove) => GridCell | null;
  /** Shows the cell (switching page or scrolling it into the rendered window) and focuses it. */
  goToCell: (cell: GridCell) => void;
  /** What a pasted block fills, from the cell it was pasted into. */
  planPaste: (block: string[][], from: GridCell) => PastePlan;
  /** Tells the supplier which pasted values were refused. */
  onPasted: (plan: PastePlan) => void;
}

/** The cell an input belongs to: its line's seqno (the table's row, or a card on a phone) and its data-field. */
export function cellOf(target: EventTarget | null): GridCell | null {
  if (!(target instanceof HTMLInputElement)) return null;
  const field = target.dataset.field as EditableField | undefined;
  const seqno = Number(target.closest('[data-row-key]')?.getAttribute('data-row-key'));
  return field && Number.isFinite(seqno) ? { seqno, field } : null;
}

/** The text a cell holds in the store, as its input shows it while editing. */
function storedText(store: LineStore, { seqno, field }: GridCell): string {
  const line = store.getLine(seqno);
  if (!line) return '';
  if (field === 'linenotes') return line.linenotes;
  return line.refused?.[field]?.text ?? line.input[field] ?? '';
}

/** Sets an input's text the way typing does, so React's onChange (and the cell's rules) see it. */
function typeInto(input: HTMLInputElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The grid's keyboard over its container (one listener for every cell): Enter, Tab and the arrows move
 * between editable cells (lib/grid-keys decides where), F2 puts the caret at the end to edit, Escape puts
 * back the text the cell had when it was entered, and a pasted block fills cells down and across.
 * 'grid-key' marks a move for the benchmark; the grid marks 'grid-moved' once the next cell has focus.
 */
export function useGridKeys(options: GridKeysOptions): void {
  const latest = useRef(options);
  latest.current = options;
  // The text of the focused cell when it was entered: what Escape restores.
  const entered = useRef<{ cell: GridCell; text: string } | null>(null);

  useEffect(() => {
    const element = options.container.current;
    if (!element) return;

    const onFocusIn = (event: FocusEvent) => {
      const cell = cellOf(event.target);
      const same =
        cell && entered.current?.cell.seqno === cell.seqno && entered.current.cell.field === cell.field;
      if (cell && !same) entered.current = { cell, text: storedText(latest.current.store, cell) };
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const input = event.target;
      const cell = cellOf(input);
      if (!cell || !(input instanceof HTMLInputElement)) return;
      const length = input.value.length;
      const intent = keyIntent(event, {
        start: input.selectionStart ?? length,
        end: input.selectionEnd ?? length,
        length,
      });
      if (intent === null) return;
      if (intent === 'edit') {
        event.preventDefault();
        input.setSelectionRange(length, length);
        return;
      }
      if (intent === 'restore') {
        const before = entered.current;
        if (!before || before.cell.seqno !== cell.seqno || before.cell.field !== cell.field) return;
        event.preventDefault();
        if (input.value !== before.text) typeInto(input, before.text);
        input.select();
        return;
      }
      const target = latest.current.targetOf(cell, intent);
      // Tab past the last editable cell leaves the grid as usual; other moves stop at the edge.
      if (target === null) {
        if (intent !== 'next' && intent !== 'previous') event.preventDefault();
        return;
      }
      event.preventDefault();
      performance.mark('grid-key');
      latest.current.goToCell(target);
    };

    const onPaste = (event: ClipboardEvent) => {
      const cell = cellOf(event.target);
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (!cell || text === '') return;
      const block = parseBlock(text);
      // One value goes into the input as any paste does; a block is spread over the cells.
      if (!isBlock(block)) return;
      event.preventDefault();
      const plan = latest.current.planPaste(block, cell);
      if (plan.edits.length > 0) {
        performance.mark('price-input');
        latest.current.store.dispatch({ type: 'edit-many', edits: plan.edits });
      }
      // The focused input shows its own typed text: give it the pasted value too.
      const own = plan.edits.find((edit) => edit.seqno === cell.seqno && edit.field === cell.field);
      if (own && event.target instanceof HTMLInputElement) typeInto(event.target, own.text);
      latest.current.onPasted(plan);
    };

    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('paste', onPaste);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('paste', onPaste);
    };
  }, [options.container]);
}
