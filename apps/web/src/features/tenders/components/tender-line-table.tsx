import { type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { LINE_PAGE_SIZE } from '@tender/domain';
import { Pagination, Table, type TableColumnsType } from 'antd';
import {
  type HTMLAttributes,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAttentionNavigation } from '../hooks/use-attention-navigation';
import { useGridKeys } from '../hooks/use-grid-keys';
import { useEditorSelector } from '../hooks/use-line-editor';
import { useStuckHeaderHeight } from '../hooks/use-stuck-header-height';
import { editableFields, FIELD_ORDER, type GridCell, type GridMove, moveTarget } from '../lib/grid-keys';
import type { LineColumn } from '../lib/line-cells';
import type { AmountField, EditableField, LineEditorState } from '../lib/line-editor-types';
import { ALL_LINES, findLines, type LineFinder } from '../lib/line-finder';
import { isHeaderLine } from '../lib/line-kind';
import { pageOf } from '../lib/line-navigation';
import { type PastePlan, planPaste } from '../lib/paste-block';
import { LineAttentionBar } from './line-attention-bar';
import { LineCell } from './line-cell';
import { LineColumnTitle } from './line-column-title';
import { LineFinderBar, type LinePageSize, type LineSection } from './line-finder-bar';
import { LineSummaryRow } from './line-summary-row';
import type { TenderLineTableProps } from './line-table-props';
import { PasteReport } from './paste-report';
import { SectionToggle } from './section-toggle';
import './line-grid.css';

interface PageRow {
  seqno: number;
  header: boolean;
  collapsed: boolean;
  /** A stand-in for the rows above or below the rendered window (virtualised pages): its height. */
  spacer?: number;
}

/** A cell to focus once its page and row have rendered; no field: the line's first marked cell. */
interface PendingFocus {
  seqno: number;
  field: EditableField | null;
  scrolled: boolean;
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

// The table itself renders only when the page, language or permissions change: a keystroke reaches the
// cells of the changed lines through the store. Records are stable, so antd never re-renders a cell.
const sameRecord = (record: PageRow, previous: PageRow) => record !== previous;
const rowKey = (row: PageRow) => row.seqno;
const rowClass = (row: PageRow) => (row.header ? 'tp-line-header' : '');
const SCROLL = { x: 'max-content' } as const;
const selectAttention = (state: LineEditorState) => state.attention;

const COLUMN_WIDTHS: [LineColumn, string, number][] = [
  ['seqno', 'lines.no', 64],
  ['description', 'lines.description', 220],
  ['remark', 'lines.remark', 120],
  ['quantity', 'lines.quantity', 100],
  ['unit', 'lines.unit', 60],
  ['unitprice', 'lines.unitPrice', 120],
  ['total', 'lines.totalLineAmount', 130],
  ['linenotes', 'lines.notes', 140],
  ['disc', 'lines.discount', 90],
  ['disclineamt', 'lines.discountLineAmount', 130],
];

/** The line of the grid an element belongs to, if any. */
function seqnoOf(target: EventTarget | null): number | null {
  const row = target instanceof Element ? target.closest('tr[data-row-key]') : null;
  const seqno = Number(row?.getAttribute('data-row-key'));
  return row && Number.isFinite(seqno) ? seqno : null;
}

/** The rows rc-table renders; spacer records become one empty row of their height, with no row key. */
function GridRow(
  props: HTMLAttributes<HTMLTableRowElement> & { 'data-spacer'?: number; ref?: Ref<HTMLTableRowElement> },
) {
  const { 'data-spacer': spacer, ...rest } = props;
  if (spacer !== undefined) {
    return (
      <tr className="tp-line-spacer">
        <td colSpan={100} style={{ height: spacer, padding: 0, border: 0 }} />
      </tr>
    );
  }
  return <tr {...rest} />;
}

/**
 * The items of the detail on a wide screen (992 px and up): the priced grid. A chunk of its own
 * (tender-lines.tsx), so a phone, which shows one card per line, neither downloads nor runs it.
 */
export default function LineGrid(props: TenderLineTableProps) {
  const { store, order, controls, onField, navigation } = props;
  const { i18n } = useTranslation('tenders');
  const ownLeave = useCallback(
    (seqno: number, field: AmountField) => store.dispatch({ type: 'leave', seqno, field }),
    [store],
  );
  const onLeave = props.onLeave ?? ownLeave;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<LinePageSize>(LINE_PAGE_SIZE as LinePageSize);
  const [finder, setFinder] = useState<LineFinder>(ALL_LINES);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  // The lines shown are taken when the finder changes (and when Next needs a line they lack), so a line
  // fixed or priced under the supplier's cursor stays where it is instead of vanishing mid-typing.
  const [list, setList] = useState<readonly number[]>(order);
  const [pasted, setPasted] = useState<PastePlan | null>(null);
  const attention = useEditorSelector(store, selectAttention);
  const container = useRef<HTMLDivElement>(null);
  // The line last worked on (focused, or gone to): Next and Previous count from there. Clicking the
  // buttons takes the focus away from the cell, so it is remembered rather than read at the click.
  const lastVisited = useRef<number | null>(null);
  const pending = useRef<PendingFocus | null>(null);
  const size = pageSize === 'all' ? Math.max(list.length, 1) : pageSize;
  const headerOffset = useStuckHeaderHeight();

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

  useEffect(() => {
    const element = container.current;
    const onFocusIn = (event: FocusEvent) => {
      const seqno = seqnoOf(event.target);
      if (seqno !== null) lastVisited.current = seqno;
    };
    element?.addEventListener('focusin', onFocusIn);
    return () => element?.removeEventListener('focusin', onFocusIn);
  }, []);

  const sections = useMemo<LineSection[]>(
    () =>
      order.flatMap((seqno) => {
        const row = store.getLine(seqno)?.row;
        return row && isHeaderLine(row) ? [{ seqno, title: `${seqno} ${row.description}` }] : [];
      }),
    [order, store],
  );

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
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: virtual ? rows.length : 0,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 3,
    scrollMargin,
    rangeExtractor: steppedRange,
  });
  // Where the table's body starts on the page. Alerts above it come and go and change the page's height,
  // so it is measured again on every resize of the page, not on every render (a scroll renders this).
  useLayoutEffect(() => {
    const measure = () => {
      const tbody = container.current?.querySelector('.ant-table-tbody');
      const top = tbody ? tbody.getBoundingClientRect().top + window.scrollY : 0;
      setScrollMargin((before) => (Math.abs(top - before) > 1 ? top : before));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

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
  // rc-table passes these to GridRow: a spacer's height, or the index and ref the virtualizer measures by.
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

  /** Shows the lines the finder picks, from the first page. */
  const showLines = useCallback(
    (next: LineFinder, folded: ReadonlySet<number>) => {
      const plain = next.show === 'all' && next.section === null && next.search.trim() === '';
      setList(plain && folded.size === 0 ? order : findLines(store.getState(), next, folded));
      setFinder(next);
      setCollapsed(folded);
      setPage(1);
    },
    [order, store],
  );

  const toggleSection = useCallback(
    (seqno: number) => {
      const folded = new Set(collapsed);
      if (!folded.delete(seqno)) folded.add(seqno);
      const shown = findLines(store.getState(), finder, folded);
      setCollapsed(folded);
      setList(shown);
      setPage(pageOf(shown, seqno, size));
    },
    [collapsed, finder, store, size],
  );
  const toggleRef = useRef(toggleSection);
  toggleRef.current = toggleSection;
  const onToggle = useCallback((seqno: number) => toggleRef.current(seqno), []);

  // Focuses the pending cell if its row is rendered, else scrolls the virtual window to it (once).
  const virtualRef = useRef(virtual);
  virtualRef.current = virtual;
  const flushFocus = useCallback(() => {
    const wanted = pending.current;
    if (!wanted) return;
    const row = container.current?.querySelector<HTMLElement>(`tr[data-row-key="${wanted.seqno}"]`);
    if (!row) {
      const index = rowIndexRef.current.get(wanted.seqno);
      if (virtualRef.current && index !== undefined && !wanted.scrolled) {
        wanted.scrolled = true;
        virtualizer.scrollToIndex(index, { align: 'center' });
      } else if (!virtualRef.current || index === undefined) pending.current = null;
      return;
    }
    pending.current = null;
    const cell =
      wanted.field === null
        ? (row.querySelector<HTMLInputElement>('input[aria-invalid="true"]') ??
          row.querySelector<HTMLInputElement>('input:not([disabled])'))
        : row.querySelector<HTMLInputElement>(`input[data-field="${wanted.field}"]`);
    if (!cell) {
      row.scrollIntoView({ block: 'center' });
      return;
    }
    cell.focus({ preventScroll: true });
    // The scroll margins keep it clear of the sticky headers; a phone also scrolls the table sideways.
    cell.scrollIntoView({ block: wanted.field === null ? 'center' : 'nearest', inline: 'nearest' });
    cell.select();
    requestAnimationFrame(() => performance.mark('grid-moved'));
  }, [virtualizer]);

  /** Brings a line onto the screen (page, rendered window) and focuses one of its cells. */
  const focusLine = useCallback(
    (seqno: number, field: EditableField | null, shown: readonly number[] = list) => {
      lastVisited.current = seqno;
      pending.current = { seqno, field, scrolled: false };
      const target = pageOf(shown, seqno, size);
      // At once, not at React's next render: the supplier's next keystroke belongs to the new cell.
      if (target !== page) flushSync(() => setPage(target));
      flushFocus();
    },
    [list, size, page, flushFocus],
  );

  // After each render: a cell waiting for its page or its row of the virtual window.
  useLayoutEffect(() => {
    if (pending.current) flushFocus();
  });

  const goTo = useCallback(
    (seqno: number) => {
      let shown = list;
      if (!shown.includes(seqno)) {
        // Next asks for a line the finder hides: show the lines needing attention instead.
        const next: LineFinder = { ...ALL_LINES, show: 'attention' };
        shown = findLines(store.getState(), next);
        setFinder(next);
        setCollapsed(new Set());
        setList(shown);
      }
      focusLine(seqno, null, shown);
    },
    [list, store, focusLine],
  );

  const step = useAttentionNavigation(navigation, store, goTo, lastVisited);

  // The keyboard: moves run through the lines shown on every page, paste spreads over the same cells.
  const fieldsOf = useCallback(
    (seqno: number) => {
      const row = store.getLine(seqno)?.row;
      return row ? editableFields(row, controls) : [];
    },
    [store, controls],
  );
  const columnsShown = useMemo(
    () => FIELD_ORDER.filter((field) => field !== 'disc' || controls.priceNegotiation),
    [controls.priceNegotiation],
  );
  useGridKeys({
    container,
    store,
    targetOf: (from: GridCell, move: GridMove) => moveTarget(list, fieldsOf, from, move),
    goToCell: (cell: GridCell) => focusLine(cell.seqno, cell.field),
    planPaste: (block, from) => planPaste(block, list, fieldsOf, columnsShown, from),
    onPasted: (plan) => setPasted(plan.refused.length > 0 || plan.dropped > 0 ? plan : null),
  });

  const columns = useMemo<TableColumnsType<PageRow>>(
    () =>
      COLUMN_WIDTHS.filter(
        ([column]) => controls.priceNegotiation || (column !== 'disc' && column !== 'disclineamt'),
      ).map(([column, titleKey, width]) => ({
        key: column,
        title: (
          <LineColumnTitle column={column} titleKey={titleKey} priceNegotiation={controls.priceNegotiation} />
        ),
        width,
        shouldCellUpdate: sameRecord,
        render: (_: unknown, row: PageRow) => {
          if (row.spacer !== undefined) return null;
          if (column === 'seqno' && row.header)
            return <SectionToggle seqno={row.seqno} collapsed={row.collapsed} onToggle={onToggle} />;
          return (
            <LineCell
              store={store}
              seqno={row.seqno}
              column={column}
              controls={controls}
              onField={onField}
              onLeave={onLeave}
            />
          );
        },
      })),
    [controls, onField, onLeave, store, onToggle],
  );

  const summaryRow = useCallback(
    () => (
      <LineSummaryRow
        store={store}
        priceNegotiation={controls.priceNegotiation}
        showPrices={controls.showPrices}
      />
    ),
    [store, controls.priceNegotiation, controls.showPrices],
  );

  const components = useMemo(() => ({ body: { row: GridRow } }), []);
  const sticky = useMemo(() => ({ offsetHeader: headerOffset }), [headerOffset]);

  // Built only when what they show changes: the virtualizer re-renders this component on every scroll, and
  // an element that is the same object as before is skipped by React.
  const toolbar = useMemo(
    () => (
      <div className="tp-grid-toolbar">
        <LineFinderBar
          finder={finder}
          attentionCount={attention.length}
          sections={sections}
          pageSize={pageSize}
          onFinder={(next) => showLines(next, collapsed)}
          onPageSize={(next) => {
            setPageSize(next);
            setPage(1);
          }}
        />
        <LineAttentionBar count={attention.length} onPrevious={() => step(-1)} onNext={() => step(1)} />
      </div>
    ),
    [finder, attention.length, sections, pageSize, showLines, collapsed, step],
  );

  const table = useMemo(
    () => (
      <Table<PageRow>
        // Cells skip antd's re-render, so a new language or new permissions remount the table.
        key={`${i18n.language}:${Object.values(controls).join()}`}
        size="small"
        bordered
        rowKey={rowKey}
        columns={columns}
        dataSource={shownRows}
        pagination={false}
        scroll={SCROLL}
        sticky={sticky}
        components={components}
        onRow={onRow}
        rowClassName={rowClass}
        summary={summaryRow}
      />
    ),
    [i18n.language, controls, columns, shownRows, sticky, components, onRow, summaryRow],
  );

  const pagination = useMemo(
    () => (
      <Pagination
        className="tp-line-pagination"
        current={page}
        pageSize={size}
        total={list.length}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={setPage}
      />
    ),
    [page, size, list.length],
  );

  return (
    <div className="tp-line-table" ref={container}>
      {toolbar}
      {pasted ? <PasteReport plan={pasted} onClose={() => setPasted(null)} /> : null}
      {table}
      {pagination}
    </div>
  );
}
