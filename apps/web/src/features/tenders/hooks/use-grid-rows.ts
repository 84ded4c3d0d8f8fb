import { type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type HTMLAttributes, type RefObject, useCallback, useMemo, useRef } from 'react';
import type { LineStore } from '../lib/line-store';
import { useScrollMargin } from './use-scroll-margin';

/** One record of the grid: a line of the page, or a stand-in for the rows outside the rendered window. */
export interface PageRow {
  seqno: number;
  header: boolean;
  collapsed: boolean;
  /** A stand-in for the rows above or below the rendered window (virtualised pages): its height. */
  spacer?: number;
}

// Pages up to this many rows render whole (30 and 50, as before); longer ones render only the rows near
// the window, so 500 or All cost what 30 does.
const VIRTUAL_FROM = 60;
const ROW_ESTIMATE_PX = 41;
// The rendered window moves in steps of this many rows: between steps, scrolling (or Enter moving down a
// row) renders nothing but the cells that changed, and antd's table re-renders once per step.
const WINDOW_STEP = 10;

function steppedRange(range: Range): number[] {
  const start = Math.max(0, Math.floor((range.startIndex - range.overscan) / WINDOW_STEP) * WINDOW_STEP);
  const end = Math.min(
    range.count - 1,
    (Math.floor((range.endIndex + range.overscan) / WINDOW_STEP) + 1) * WINDOW_STEP - 1,
  );
  const indexes: number[] = [];
  for (let index = start; index <= end; index += 1) indexes.push(index);
  return indexes;
}

interface GridRowsOptions {
  store: LineStore;
  /** The lines shown, across every page. */
  list: readonly number[];
  page: number;
  /** Lines per page. */
  size: number;
  collapsed: ReadonlySet<number>;
  /** The grid, whose table body the virtualised rows start at. */
  container: RefObject<HTMLElement | null>;
}

/**
 * The records of the grid's page, virtualised over the page's scroll above VIRTUAL_FROM rows (only the
 * rows near the window, between two spacer rows), with what rc-table needs to render and measure them and
 * what the focus needs to scroll a row into the rendered window.
 */
export function useGridRows({ store, list, page, size, collapsed, container }: GridRowsOptions) {
  // One record per line, kept while its header's fold does not change, so antd's cells can skip renders.
  const records = useRef(new Map<number, PageRow>());
  const rows = useMemo<PageRow[]>(() => {
    const start = (page - 1) * size;
    return list.slice(start, start + size).map((seqno) => {
      const kept = records.current.get(seqno);
      const folded = collapsed.has(seqno);
      if (kept && kept.collapsed === folded) return kept;
      const record = { seqno, header: store.getLine(seqno)?.row.header === '1', collapsed: folded };
      records.current.set(seqno, record);
      return record;
    });
  }, [list, page, size, collapsed, store]);

  const virtual = rows.length > VIRTUAL_FROM;
  const scrollMargin = useScrollMargin(() => container.current?.querySelector('.ant-table-tbody'));
  const virtualizer = useWindowVirtualizer({
    count: virtual ? rows.length : 0,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 3,
    scrollMargin,
    rangeExtractor: steppedRange,
  });

  const items = virtual ? virtualizer.getVirtualItems() : [];
  const first = items[0];
  const last = items[items.length - 1];
  const windowKey =
    first && last ? `${first.index}:${last.index}:${first.start}:${virtualizer.getTotalSize()}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the window's key says when the rows change
  const shownRows = useMemo<PageRow[]>(() => {
    if (!virtual || !first || !last) return rows;
    const above = first.start - scrollMargin;
    const below = virtualizer.getTotalSize() - (last.end - scrollMargin);
    const window = items.map((item) => rows[item.index] as PageRow);
    return [
      ...(above > 0 ? [{ seqno: -1, header: false, collapsed: false, spacer: above }] : []),
      ...window,
      ...(below > 0 ? [{ seqno: -2, header: false, collapsed: false, spacer: below }] : []),
    ];
  }, [rows, virtual, windowKey]);

  const rowIndex = useMemo(() => new Map(rows.map((row, index) => [row.seqno, index])), [rows]);
  const rowIndexRef = useRef(rowIndex);
  rowIndexRef.current = rowIndex;
  const measure = useRef(virtualizer.measureElement);
  measure.current = virtual ? virtualizer.measureElement : () => {};
  // rc-table passes these to the row: a spacer's height, or the index and ref the virtualizer measures by.
  const onRow = useCallback((row: PageRow): HTMLAttributes<HTMLTableRowElement> => {
    const attributes: Record<string, unknown> =
      row.spacer !== undefined
        ? { 'data-spacer': row.spacer }
        : {
            'data-index': rowIndexRef.current.get(row.seqno),
            ref: (node: HTMLTableRowElement | null) => {
              if (node) measure.current(node);
            },
          };
    return attributes;
  }, []);

  return {
    shownRows,
    onRow,
    /** A line's row in the virtualised page, or undefined (not on the page, or the page is not virtualised). */
    virtualIndex: (seqno: number) => (virtual ? rowIndex.get(seqno) : undefined),
    scrollToIndex: (index: number) => virtualizer.scrollToIndex(index, { align: 'center' }),
  };
}
