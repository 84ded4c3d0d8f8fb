import { formatAmount, LINE_NOTES_MAX_LENGTH } from '@tender/domain';
import {
  Alert,
  Button,
  Modal,
  Segmented,
  Table,
  type TableColumnsType,
  type TablePaginationConfig,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  BuyerDifference,
  WorkbookChange,
  WorkbookComparison,
  WorkbookRefusal,
} from '../workbook/compare-workbook';
import type { WorkbookField } from '../workbook/workbook-columns';
import './workbook.css';

interface WorkbookImportDialogProps {
  comparison: WorkbookComparison | null;
  busy: boolean;
  onApply: () => void;
  onCancel: () => void;
  /** Saves the preview as an .xlsx report. */
  onDownloadReport: () => void;
}

/** What the preview lists: one list at a time, chosen above it (issue 35, item 4). */
type PreviewList = 'changes' | 'refused' | 'differences';

/** A cell's text is shown up to this many characters; the whole text is in its tooltip. */
const CELL_TEXT_MAX = 120;

function CellText({ text }: { text: string }) {
  return text.length > CELL_TEXT_MAX ? <span title={text}>{`${text.slice(0, CELL_TEXT_MAX)}…`}</span> : text;
}

// A long list (600 prices) pages by 50, and the supplier may show more at once.
const PAGE: TablePaginationConfig = {
  defaultPageSize: 50,
  pageSizeOptions: [50, 100, 500],
  hideOnSinglePage: true,
  size: 'small',
  showSizeChanger: true,
};

function valueText(
  field: WorkbookField | BuyerDifference['field'],
  value: string,
  t: TFunction<'tenders'>,
): string {
  if (value === '') return t('workbook.preview.blank');
  const amount =
    field === 'quantity' || field === 'unitprice' || field === 'totallineamount' || field === 'disc';
  return amount ? formatAmount(value) : value;
}

function changeColumns(t: TFunction<'tenders'>): TableColumnsType<WorkbookChange> {
  return [
    { key: 'line', title: t('workbook.preview.line'), dataIndex: 'seqno', width: 56 },
    {
      key: 'field',
      title: t('workbook.preview.field'),
      width: 92,
      render: (_, c) => t(`workbook.fields.${c.field}`),
    },
    {
      key: 'before',
      title: t('workbook.preview.before'),
      align: 'right',
      render: (_, c) => valueText(c.field, c.before, t),
    },
    {
      key: 'after',
      title: t('workbook.preview.after'),
      align: 'right',
      render: (_, c) => <strong>{valueText(c.field, c.after, t)}</strong>,
    },
  ];
}

function refusedColumns(t: TFunction<'tenders'>): TableColumnsType<WorkbookRefusal> {
  return [
    {
      key: 'line',
      title: t('workbook.preview.line'),
      width: 56,
      render: (_, r) => r.seqno ?? `${t('workbook.preview.row')} ${r.rowNumber}`,
    },
    {
      key: 'field',
      title: t('workbook.preview.field'),
      width: 92,
      render: (_, r) => (r.field ? t(`workbook.fields.${r.field}`) : t('workbook.columns.seqno')),
    },
    {
      key: 'cell',
      title: t('workbook.preview.cell'),
      // A share of the width, so on a phone the cell's text is not squeezed into one letter a line.
      width: '30%',
      className: 'tp-workbook-cell',
      render: (_, r) => (r.text ? <CellText text={r.text} /> : t('workbook.preview.blank')),
    },
    {
      key: 'reason',
      title: t('workbook.preview.reason'),
      render: (_, r) => t(`workbook.refused.${r.reason}`, { max: LINE_NOTES_MAX_LENGTH }),
    },
  ];
}

function differenceColumns(t: TFunction<'tenders'>): TableColumnsType<BuyerDifference> {
  return [
    { key: 'line', title: t('workbook.preview.line'), dataIndex: 'seqno', width: 56 },
    {
      key: 'field',
      title: t('workbook.preview.field'),
      width: 92,
      render: (_, d) => t(`workbook.fields.${d.field}`),
    },
    {
      key: 'tender',
      title: t('workbook.preview.tender'),
      className: 'tp-workbook-cell',
      render: (_, d) => <CellText text={valueText(d.field, d.tender, t)} />,
    },
    {
      key: 'workbook',
      title: t('workbook.preview.workbook'),
      className: 'tp-workbook-cell',
      render: (_, d) => <CellText text={valueText(d.field, d.workbook, t)} />,
    },
  ];
}

/** The preview of an import: what changes, what is refused and why, which buyer fields differ. */
export function WorkbookImportDialog({
  comparison,
  busy,
  onApply,
  onCancel,
  onDownloadReport,
}: WorkbookImportDialogProps) {
  const { t } = useTranslation('tenders');
  const changes = comparison?.changes ?? [];
  const refused = comparison?.refused ?? [];
  const differences = comparison?.buyerDifferences ?? [];
  const counts: Record<PreviewList, number> = {
    changes: changes.length,
    refused: refused.length,
    differences: differences.length,
  };
  const lists = (['changes', 'refused', 'differences'] as const).filter((list) => counts[list] > 0);
  const [chosen, setChosen] = useState<PreviewList | null>(null);
  const shown = chosen !== null && counts[chosen] > 0 ? chosen : lists[0];
  return (
    <Modal
      open={comparison !== null}
      title={t('workbook.preview.title')}
      width={880}
      okText={t('workbook.preview.apply')}
      cancelText={t('workbook.preview.cancel')}
      okButtonProps={{ disabled: changes.length === 0, loading: busy }}
      onOk={onApply}
      onCancel={onCancel}
      destroyOnHidden
      className="tp-workbook-dialog"
    >
      <div data-testid="workbook-preview">
        <div className="tp-workbook-summary">
          <Typography.Paragraph strong data-testid="workbook-summary">
            {t('workbook.preview.summary', counts)}
          </Typography.Paragraph>
          {lists.length > 0 ? (
            <Button onClick={onDownloadReport}>{t('workbook.report.download')}</Button>
          ) : null}
        </div>
        {changes.length === 0 ? <Alert type="info" showIcon title={t('workbook.preview.noChanges')} /> : null}
        {lists.length > 1 ? (
          <Segmented<PreviewList>
            className="tp-workbook-lists"
            aria-label={t('workbook.preview.show')}
            value={shown}
            onChange={setChosen}
            options={lists.map((list) => ({
              value: list,
              label: t(`workbook.preview.list.${list}`, { count: counts[list] }),
            }))}
          />
        ) : null}
        {shown === 'changes' ? (
          <section aria-label={t('workbook.preview.changes')} data-testid="workbook-changes">
            <Typography.Title level={5}>{t('workbook.preview.changes')}</Typography.Title>
            <Table
              size="small"
              rowKey={(c) => `${c.seqno}-${c.field}`}
              columns={changeColumns(t)}
              dataSource={changes}
              pagination={PAGE}
            />
          </section>
        ) : null}
        {shown === 'refused' ? (
          <section aria-label={t('workbook.preview.refused')} data-testid="workbook-refused">
            <Typography.Title level={5}>{t('workbook.preview.refused')}</Typography.Title>
            <Table
              size="small"
              rowKey={(r) => `${r.rowNumber}-${r.field ?? 'line'}`}
              columns={refusedColumns(t)}
              dataSource={refused}
              pagination={PAGE}
            />
          </section>
        ) : null}
        {shown === 'differences' ? (
          <section aria-label={t('workbook.preview.differences')} data-testid="workbook-differences">
            <Typography.Title level={5}>{t('workbook.preview.differences')}</Typography.Title>
            <Table
              size="small"
              rowKey={(d) => `${d.seqno}-${d.field}`}
              columns={differenceColumns(t)}
              dataSource={differences}
              pagination={PAGE}
            />
          </section>
        ) : null}
      </div>
    </Modal>
  );
}
