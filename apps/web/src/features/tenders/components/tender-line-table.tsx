import { LINE_PAGE_SIZE } from '@tender/domain';
import { Pagination, Table, type TableColumnsType } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LineEditControls } from '../lib/line-edit-controls';
import type { EditableField } from '../lib/line-editor-state';
import type { LineStore } from '../lib/line-store';
import { LineCell, type LineColumn } from './line-cell';
import { LineSummaryRow } from './line-summary-row';

interface TenderLineTableProps {
  store: LineStore;
  /** Seq numbers in display order (fixed for a loaded tender). */
  order: number[];
  controls: LineEditControls;
  onField: (seqno: number, field: EditableField, text: string) => void;
}

interface PageRow {
  seqno: number;
  header: boolean;
}

// The table itself renders only when the page, language or permissions change: a keystroke reaches the
// cells of the changed lines through the store. Records are stable, so antd never re-renders a cell.
const sameRecord = (record: PageRow, previous: PageRow) => record !== previous;
const rowKey = (row: PageRow) => row.seqno;
const rowClass = (row: PageRow) => (row.header ? 'tp-line-header' : '');
const SCROLL = { x: 'max-content' } as const;

const COLUMN_WIDTHS: [LineColumn, string, number][] = [
  ['seqno', 'lines.no', 50],
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

export function TenderLineTable({ store, order, controls, onField }: TenderLineTableProps) {
  const { t, i18n } = useTranslation('tenders');
  const [page, setPage] = useState(1);

  const rows = useMemo<PageRow[]>(() => {
    const start = (page - 1) * LINE_PAGE_SIZE;
    return order.slice(start, start + LINE_PAGE_SIZE).map((seqno) => ({
      seqno,
      header: store.getLine(seqno)?.row.header === '1',
    }));
  }, [order, page, store]);

  const columns = useMemo<TableColumnsType<PageRow>>(
    () =>
      COLUMN_WIDTHS.filter(
        ([column]) => controls.priceNegotiation || (column !== 'disc' && column !== 'disclineamt'),
      ).map(([column, titleKey, width]) => ({
        key: column,
        title: t(titleKey),
        width,
        shouldCellUpdate: sameRecord,
        render: (_: unknown, row: PageRow) => (
          <LineCell store={store} seqno={row.seqno} column={column} controls={controls} onField={onField} />
        ),
      })),
    [t, controls, onField, store],
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

  return (
    <div className="tp-line-table">
      <Table<PageRow>
        // Cells skip antd's re-render, so a new language or new permissions remount the table.
        key={`${i18n.language}:${Object.values(controls).join()}`}
        size="small"
        bordered
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={SCROLL}
        rowClassName={rowClass}
        summary={summaryRow}
      />
      <Pagination
        className="tp-line-pagination"
        current={page}
        pageSize={LINE_PAGE_SIZE}
        total={order.length}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={setPage}
      />
    </div>
  );
}
