import { LINE_PAGE_SIZE } from '@tender/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ALL_LINES,
  findLines,
  type LineFinder,
  type LinePageSize,
  type LineSection,
} from '../lib/line-finder';
import { isHeaderLine } from '../lib/line-kind';
import { pageOf } from '../lib/line-navigation';
import type { LineStore } from '../lib/line-store';

interface ShownLinesOptions {
  store: LineStore;
  /** Seq numbers in display order (fixed for a loaded tender). */
  order: number[];
  /** The grid shows the lines in pages; the phone's cards in one list. */
  paged: boolean;
  /** The finder changed what is shown (the cards then scroll back to the list's top). */
  onShown?: () => void;
}

/**
 * Which lines the items show, for the grid and the phone cards alike: the finder (filter, section,
 * search), the folded sections, and the grid's page. The lines shown are taken when one of them changes
 * (and when Next needs a line they lack), so a line fixed or priced under the supplier's cursor stays
 * where it is instead of vanishing mid-typing.
 */
export function useShownLines({ store, order, paged, onShown }: ShownLinesOptions) {
  const [finder, setFinder] = useState<LineFinder>(ALL_LINES);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [list, setList] = useState<readonly number[]>(order);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<LinePageSize>(LINE_PAGE_SIZE as LinePageSize);
  const size = pageSize === 'all' ? Math.max(list.length, 1) : pageSize;

  // A new order object after a reload holds the same lines: only different lines drop the finder.
  const shownOrder = useRef(order);
  useEffect(() => {
    const before = shownOrder.current;
    shownOrder.current = order;
    if (before.length === order.length && before.every((seqno, index) => order[index] === seqno)) return;
    setFinder(ALL_LINES);
    setCollapsed(new Set());
    setList(order);
    setPage(1);
  }, [order]);

  const sections = useMemo<LineSection[]>(
    () =>
      order.flatMap((seqno) => {
        const row = store.getLine(seqno)?.row;
        return row && isHeaderLine(row) ? [{ seqno, title: `${seqno} ${row.description}` }] : [];
      }),
    [order, store],
  );

  const onShownRef = useRef(onShown);
  onShownRef.current = onShown;
  /** Shows the lines the finder picks, from the first page (the top of the list). */
  const showLines = useCallback(
    (next: LineFinder) => {
      const plain = next.show === 'all' && next.section === null && next.search.trim() === '';
      // The lines needing attention, shown with what each lacks.
      if (next.show === 'attention') store.dispatch({ type: 'show-marks' });
      setList(plain && collapsed.size === 0 ? order : findLines(store.getState(), next, collapsed));
      setFinder(next);
      setPage(1);
      onShownRef.current?.();
    },
    [collapsed, order, store],
  );

  const toggleSection = useCallback(
    (seqno: number) => {
      const folded = new Set(collapsed);
      if (!folded.delete(seqno)) folded.add(seqno);
      const shown = findLines(store.getState(), finder, folded);
      setCollapsed(folded);
      setList(shown);
      if (paged) setPage(pageOf(shown, seqno, size));
    },
    [collapsed, finder, store, paged, size],
  );
  // Stable for the memoised rows and cards: a fold does not re-render every line.
  const toggleRef = useRef(toggleSection);
  toggleRef.current = toggleSection;
  const onToggle = useCallback((seqno: number) => toggleRef.current(seqno), []);

  /** Shows the lines needing attention (Next asks for a line the finder hides); answers them. */
  const showAttention = useCallback((): readonly number[] => {
    const next: LineFinder = { ...ALL_LINES, show: 'attention' };
    store.dispatch({ type: 'show-marks' });
    const shown = findLines(store.getState(), next);
    setFinder(next);
    setCollapsed(new Set());
    setList(shown);
    return shown;
  }, [store]);

  const choosePageSize = useCallback((next: LinePageSize) => {
    setPageSize(next);
    setPage(1);
  }, []);

  return {
    finder,
    collapsed,
    list,
    sections,
    page,
    setPage,
    pageSize,
    choosePageSize,
    /** Lines per page ('all': every line on one page). */
    size,
    showLines,
    onToggle,
    showAttention,
  };
}
