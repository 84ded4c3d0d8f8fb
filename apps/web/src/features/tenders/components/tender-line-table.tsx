import { Pagination, Table, type TableColumnsType } from 'antd';
import { type HTMLAttributes, type Ref, useCallback, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '@/components/antd-scope';
import { type PageRow, useGridRows } from '../hooks/use-grid-rows';
import { useAttention, useLeave } from '../hooks/use-line-editor';
import { useLineFocus } from '../hooks/use-line-focus';
import { useGoToLineByHand, useShownLines, useStartLine } from '../hooks/use-shown-lines';
import { useStuckHeaderHeight } from '../hooks/use-stuck-header-height';
import type { LineColumn } from '../lib/line-cells';
import { pageOf } from '../lib/line-navigation';
import { LineAttentionBar } from './line-attention-bar';
import { LineCell } from './line-cell';
import { LineColumnTitle } from './line-column-title';
import { LineFinderBar } from './line-finder-bar';
import { LineSummaryRow } from './line-summary-row';
import type { TenderLineTableProps } from './line-table-props';
import { PasteReport } from './paste-report';
import { SectionToggle } from './section-toggle';
import './line-grid.css';

// The table itself renders only when the page, language or permissions change: a keystroke reaches the
// cells of the changed lines through the store. Records are stable, so antd never re-renders a cell.
const sameRecord = (record: PageRow, previous: PageRow) => record !== previous;
const rowKey = (row: PageRow) => row.seqno;
const rowClass = (row: PageRow) => (row.header ? 'tp-line-header' : '');
const SCROLL = { x: 'max-content' } as const;
const rowSelector = (seqno: number) => `tr[data-row-key="${seqno}"]`;

const COLUMN_WIDTHS: [LineColumn, string, number][] = [
  ['seqno', 'lines.no', 64],
  ['description', 'lines.description', 220],
  ['remark', 'lines.remark', 120],
  ['quantity', 'lines.quantity', 100],
  ['unit', 'lines.unit', 60],
  ['unitprice', 'lines.unitPrice', 120],
  ['total', 'lines.totalLineAmount', 130],
  ['linenotes', 'lines.notes', 140],
  ['disc', 'lines.discount', 150],
  ['disclineamt', 'lines.discountLineAmount', 130],
];

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
 * The items of the detail on a wide screen (992 px and up): the priced grid, antd's Table under AntdScope
 * (the detail around it is plain; the route loads antd's provider with this chunk on a wide screen). A
 * chunk of its own (tender-lines.tsx), so a phone, which shows one card per line, neither downloads nor
 * runs it.
 */
export default function LineGridIsland(props: TenderLineTableProps) {
  return (
    <AntdScope>
      <LineGrid {...props} />
    </AntdScope>
  );
}

function LineGrid(props: TenderLineTableProps) {
  const { store, order, controls, onField, navigation } = props;
  const { i18n } = useTranslation('tenders');
  const onLeave = useLeave(store, props.onLeave);
  const shown = useShownLines({ store, order });
  const { list, page, size, setPage, choosePage } = shown;
  const attention = useAttention(store);
  const container = useRef<HTMLDivElement>(null);
  const headerOffset = useStuckHeaderHeight();
  const { shownRows, onRow, virtualIndex, scrollToIndex } = useGridRows({
    store,
    list,
    page,
    size,
    collapsed: shown.collapsed,
    container,
  });
  const { step, goToLine, pasted, closePasted } = useLineFocus({
    container,
    store,
    controls,
    navigation,
    list,
    showAttention: shown.showAttention,
    showAll: shown.showAll,
    onVisit: shown.visit,
    lineSelector: rowSelector,
    virtualIndex,
    scrollToIndex,
    // At once, not at React's next render: the supplier's next keystroke belongs to the new cell.
    reveal: (seqno, lines) => {
      const target = pageOf(lines, seqno, size);
      if (target !== page) flushSync(() => setPage(target));
    },
  });

  const { onToggle } = shown;
  const goToLineByHand = useGoToLineByHand(shown.goingByHand, goToLine);
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
  const { finder, sections, pageSize, showLines, choosePageSize } = shown;
  const toolbar = useMemo(
    () => (
      <div className="tp-grid-toolbar">
        <LineFinderBar
          finder={finder}
          attentionCount={attention.length}
          sections={sections}
          pageSize={pageSize}
          onFinder={showLines}
          onPageSize={choosePageSize}
          onGoToLine={goToLineByHand}
        />
        <LineAttentionBar count={attention.length} onPrevious={() => step(-1)} onNext={() => step(1)} />
      </div>
    ),
    [finder, attention.length, sections, pageSize, showLines, choosePageSize, goToLineByHand, step],
  );
  useStartLine(shown.startLine, goToLine);

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
        onChange={choosePage}
      />
    ),
    [page, size, list.length, choosePage],
  );

  return (
    <div className="tp-line-table" ref={container}>
      {toolbar}
      {pasted ? <PasteReport plan={pasted} onClose={closePasted} /> : null}
      {table}
      {pagination}
    </div>
  );
}
