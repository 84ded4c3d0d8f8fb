import { type Ref, type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  editableFields,
  FIELD_ORDER,
  type GridCell,
  type GridMove,
  lockedCellValue,
  moveTarget,
} from '../lib/grid-keys';
import type { LineEditControls } from '../lib/line-edit-controls';
import type { EditableField } from '../lib/line-editor-types';
import type { LineNavigationHandle } from '../lib/line-navigation';
import type { LineStore } from '../lib/line-store';
import { type PastePlan, planPaste } from '../lib/paste-block';
import { useAttentionNavigation } from './use-attention-navigation';
import { useGridKeys } from './use-grid-keys';

/** A cell to focus once its line has rendered; no field: the line's first marked cell. */
interface PendingFocus {
  seqno: number;
  field: EditableField | null;
  /** Scrolls of the virtualised list towards the line so far. */
  scrolls: number;
}

// A scroll towards a line may land short while the page above the list still settles (a view opening at
// the address's line): tried again on the renders that follow, a few times at most.
const MAX_SCROLLS = 3;

interface LineFocusOptions {
  /** The items' element: the grid with its toolbar, or the cards. */
  container: RefObject<HTMLElement | null>;
  store: LineStore;
  controls: LineEditControls;
  navigation?: Ref<LineNavigationHandle>;
  /** The lines shown, across every page (useShownLines). */
  list: readonly number[];
  /** Shows the lines needing attention when Next asks for one the finder hides; answers them. */
  showAttention: () => readonly number[];
  /** Shows every line when "go to line" asks for one the finder hides; answers them. */
  showAll: () => readonly number[];
  /** A line was worked on (a cell focused, or the line gone to): the address keeps it (line-place.ts). */
  onVisit?: (seqno: number) => void;
  /** The selector of a line's element: the grid's row, a card. */
  lineSelector: (seqno: number) => string;
  /** Where a line that is not rendered stands in the virtualised list; undefined: not there. */
  virtualIndex: (seqno: number) => number | undefined;
  /** Scrolls the virtualised list so that the line at `index` is rendered. */
  scrollToIndex: (index: number) => void;
  /** Brings a line's page on screen at once, before its cell is focused (the grid's pages). */
  reveal?: (seqno: number, shown: readonly number[]) => void;
  /** The order Tab and the arrows take through a line's cells (a card's differs from the grid's). */
  fieldOrder?: (a: EditableField, b: EditableField) => number;
}

/**
 * Moving about the items, for the grid and the phone cards alike: going to a line (Submit's first issue,
 * Next and Previous, counted from the line last worked on), focusing a cell once its page or its place in
 * the virtualised list has rendered, the keyboard and a pasted block. Answers the step to the next (1) or
 * previous (-1) issue, and the paste's report until it is closed.
 */
export function useLineFocus(options: LineFocusOptions) {
  const { container, store, controls, navigation } = options;
  const latest = useRef(options);
  latest.current = options;
  const [pasted, setPasted] = useState<PastePlan | null>(null);
  // The line last worked on (focused, or gone to): Next and Previous count from there. Clicking the
  // buttons takes the focus away from the cell, so it is remembered rather than read at the click.
  const lastVisited = useRef<number | null>(null);
  const pending = useRef<PendingFocus | null>(null);

  useEffect(() => {
    const element = container.current;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const key = target?.closest('[data-row-key]')?.getAttribute('data-row-key');
      if (key && Number.isFinite(Number(key))) {
        lastVisited.current = Number(key);
        latest.current.onVisit?.(Number(key));
      }
    };
    element?.addEventListener('focusin', onFocusIn);
    return () => element?.removeEventListener('focusin', onFocusIn);
  }, [container]);

  // Focuses the pending cell if its line is rendered, else scrolls the virtualised list to it (once).
  const flushFocus = useCallback(() => {
    const wanted = pending.current;
    if (!wanted) return;
    const { lineSelector, virtualIndex, scrollToIndex } = latest.current;
    const line = container.current?.querySelector<HTMLElement>(lineSelector(wanted.seqno));
    if (!line) {
      const index = virtualIndex(wanted.seqno);
      if (index === undefined) pending.current = null;
      else if (wanted.scrolls < MAX_SCROLLS) {
        wanted.scrolls += 1;
        scrollToIndex(index);
      }
      return;
    }
    pending.current = null;
    const cell =
      wanted.field === null
        ? (line.querySelector<HTMLInputElement>('input[aria-invalid="true"]') ??
          line.querySelector<HTMLInputElement>('input:not([disabled])'))
        : line.querySelector<HTMLInputElement>(`input[data-field="${wanted.field}"]`);
    if (!cell) {
      line.scrollIntoView({ block: 'center' });
      return;
    }
    cell.focus({ preventScroll: true });
    // The scroll margins keep it clear of the sticky headers (and the phone's totals bar); the grid also
    // scrolls sideways on a narrow window. A line gone to is centred, a keyboard move shown as needed.
    cell.scrollIntoView({ block: wanted.field === null ? 'center' : 'nearest', inline: 'nearest' });
    cell.select();
    requestAnimationFrame(() => {
      performance.mark('grid-moved');
      // The scroll may re-render the list's window (the phone's cards): if that took the focus away (it
      // fell to the page, nobody moved it), it goes back to the same cell of the same line.
      if (document.activeElement !== document.body && document.activeElement !== null) return;
      const again = container.current
        ?.querySelector<HTMLElement>(lineSelector(wanted.seqno))
        ?.querySelector<HTMLInputElement>(`input[data-field="${cell.dataset.field ?? ''}"]`);
      again?.focus({ preventScroll: true });
    });
  }, [container]);

  /** Brings a line onto the screen (its page, its place in the list) and focuses one of its cells. */
  const focusLine = useCallback(
    (seqno: number, field: EditableField | null) => {
      lastVisited.current = seqno;
      pending.current = { seqno, field, scrolls: 0 };
      latest.current.reveal?.(seqno, latest.current.list);
      flushFocus();
    },
    [flushFocus],
  );

  // After each render: a cell waiting for its page, its row of the grid's window or its card.
  useLayoutEffect(() => {
    if (pending.current) flushFocus();
  });

  /**
   * Goes to a line: on the lines shown if it is there, else on those `widen` shows (focused once they
   * have rendered; at once when its page is brought on screen).
   */
  const goWidening = useCallback(
    (seqno: number, widen: () => readonly number[]) => {
      if (latest.current.list.includes(seqno)) {
        focusLine(seqno, null);
        return;
      }
      const shown = widen();
      lastVisited.current = seqno;
      pending.current = { seqno, field: null, scrolls: 0 };
      latest.current.reveal?.(seqno, shown);
    },
    [focusLine],
  );
  // A line needing attention that the finder hides: the lines needing attention are shown instead.
  const goTo = useCallback(
    (seqno: number) => goWidening(seqno, () => latest.current.showAttention()),
    [goWidening],
  );
  /**
   * "Go to line" and a line named in the address: every line is shown if the finder hides it. Answers
   * whether the tender has that line.
   */
  const goToLine = useCallback(
    (seqno: number): boolean => {
      if (!store.getLine(seqno)) return false;
      goWidening(seqno, () => latest.current.showAll());
      return true;
    },
    [goWidening, store],
  );

  const step = useAttentionNavigation(navigation, store, goTo, lastVisited);

  // The keyboard: moves run through the lines shown on every page, a paste spreads over the same cells.
  const fieldsOf = (seqno: number) => {
    const row = store.getLine(seqno)?.row;
    if (!row) return [];
    const fields = editableFields(row, controls);
    const { fieldOrder } = latest.current;
    return fieldOrder ? fields.sort(fieldOrder) : fields;
  };
  const columnsShown = FIELD_ORDER.filter((field) => field !== 'disc' || controls.priceNegotiation);
  useGridKeys({
    container,
    store,
    targetOf: (from: GridCell, move: GridMove) => moveTarget(latest.current.list, fieldsOf, from, move),
    goToCell: (cell: GridCell) => focusLine(cell.seqno, cell.field),
    planPaste: (block, from) =>
      planPaste(block, latest.current.list, fieldsOf, columnsShown, from, (seqno, field) => {
        const line = store.getLine(seqno);
        return line ? lockedCellValue(line, field, controls) : null;
      }),
    onPasted: (plan) =>
      setPasted(plan.refused.length > 0 || plan.dropped > 0 || plan.unusedColumns.length > 0 ? plan : null),
  });

  const closePasted = useCallback(() => setPasted(null), []);
  return { step, goToLine, pasted, closePasted };
}
