import type { TenderLine } from '@tender/api-contract';
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AmountField, EditableField, EditorLine, LineEditorState } from '../lib/line-editor-types';
import { LineStore } from '../lib/line-store';

/**
 * The editable lines of one tender, in a store outside React state. 'price-input' marks the keystroke
 * for the benchmark, the summary row marks 'summary-updated'. New rows from the server (after a save or
 * a transition) replace the edits.
 */
export function useLineEditor(rows: TenderLine[]) {
  const [store] = useState(() => new LineStore(rows));
  const loaded = useRef(rows);
  useLayoutEffect(() => {
    if (loaded.current === rows) return;
    loaded.current = rows;
    store.dispatch({ type: 'reset', rows });
  }, [rows, store]);

  const setField = useCallback(
    (seqno: number, field: EditableField, text: string) => {
      performance.mark('price-input');
      store.dispatch({ type: 'edit', seqno, field, text });
    },
    [store],
  );

  const leave = useLeave(store);

  const applyRate = useCallback(
    (rate: string) => {
      performance.mark('price-input');
      store.dispatch({ type: 'apply-rate', rate });
    },
    [store],
  );

  return { store, setField, leave, applyRate };
}

/** One line, re-rendering the caller only when that line changes. */
export function useEditorLine(store: LineStore, seqno: number): EditorLine | undefined {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeLine(seqno, listener),
    [store, seqno],
  );
  return useSyncExternalStore(subscribe, () => store.getLine(seqno));
}

/** A slice of the editor state; the selector must return a value that keeps its identity when unchanged. */
export function useEditorSelector<T>(
  store: LineStore,
  select: (state: ReturnType<LineStore['getState']>) => T,
): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

/**
 * What leaving an amount cell does: `onLeave` when given, else the store's own (a refused value then
 * shows its reason).
 */
export function useLeave(
  store: LineStore,
  onLeave?: (seqno: number, field: AmountField) => void,
): (seqno: number, field: AmountField) => void {
  const own = useCallback(
    (seqno: number, field: AmountField) => store.dispatch({ type: 'leave', seqno, field }),
    [store],
  );
  return onLeave ?? own;
}

const selectAttention = (state: LineEditorState) => state.attention;

/** The lines needing attention, in line order (the finder's count, Next and Previous). */
export function useAttention(store: LineStore): readonly number[] {
  return useEditorSelector(store, selectAttention);
}

const selectIssues = (state: LineEditorState) => state.issues;

/** What a submission lacks, line by line (a new map only when a line's issues change, not per keystroke). */
export function useIssues(store: LineStore): LineEditorState['issues'] {
  return useEditorSelector(store, selectIssues);
}
