import type { WorkOrderListItem } from '@tender/api-contract';
import { WORK_ORDER_PAGE_SIZE } from '@tender/domain';
import type { TableColumnsType } from 'antd';
import { Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '@/components/antd-scope';
import { CardList } from '@/components/card-list';
import { Button } from '@/components/plain/button';
import { preloadable } from '@/components/preloadable';
import { CARDS_QUERY, matchesNow, useCardLayout } from '@/hooks/use-media-query';
import { useSiteClock } from '@/hooks/use-site-clock';
import { WorkOrderStatusTag } from './work-order-status-tag';

// Only a wide window shows the table (antd's, under AntdScope): there it loads with the page, so the first
// render draws it at once; a phone never downloads it. The cards (below 992 px) are drawn without antd.
const WorkOrderGrid = preloadable(async () => (await import('./work-order-grid')).WorkOrderGrid);
if (!matchesNow(CARDS_QUERY)) void WorkOrderGrid.preload();

interface WorkOrderTableProps {
  rows: WorkOrderListItem[];
  total: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
  onOpen: (wonum: string) => void;
}

const rowClass = () => 'tp-wo-row';

/** Spec 2.10: order no., description, location, status, work in charge, created date; 10 per page. */
export function WorkOrderTable({ rows, total, page, loading, onPage, onOpen }: WorkOrderTableProps) {
  const { t } = useTranslation('work-orders');
  const clock = useSiteClock();
  const cards = useCardLayout();
  // A real button, so the keyboard opens the detail too (the whole row, or card, also does on click): the
  // plain kit's link button.
  const openButton = useCallback(
    (row: WorkOrderListItem) => (
      <Button
        variant="link"
        className="tp-wo-open"
        onClick={(event) => {
          event.stopPropagation();
          onOpen(row.wonum);
        }}
      >
        {row.wonum}
      </Button>
    ),
    [onOpen],
  );
  const columns = useMemo<TableColumnsType<WorkOrderListItem>>(
    () => [
      { key: 'wonum', title: t('fields.wonum'), render: (_, row) => openButton(row) },
      { key: 'description', title: t('fields.description'), dataIndex: 'description' },
      { key: 'location', title: t('fields.locationdesc'), dataIndex: 'locationdesc' },
      {
        key: 'status',
        title: t('fields.status'),
        render: (_, row) => <WorkOrderStatusTag status={row.status} />,
      },
      { key: 'lead', title: t('fields.lead'), dataIndex: 'lead' },
      {
        key: 'createdate',
        title: t('fields.createdate'),
        render: (_, row) => clock.dateTime(row.createdate),
      },
    ],
    [t, openButton, clock],
  );
  const pagination = {
    current: page,
    pageSize: WORK_ORDER_PAGE_SIZE,
    total,
    hideOnSinglePage: true,
    showSizeChanger: false,
    onChange: onPage,
  };

  if (cards) {
    return (
      <CardList<WorkOrderListItem>
        items={rows}
        itemKey={(row) => row.workorderid}
        label={t('list.title')}
        headingLevel={2}
        title={openButton}
        tags={(row) => <WorkOrderStatusTag status={row.status} />}
        body={(row) => row.description}
        fields={[
          { key: 'location', label: t('fields.locationdesc'), render: (row) => row.locationdesc },
          { key: 'lead', label: t('fields.lead'), render: (row) => row.lead },
          {
            key: 'createdate',
            label: t('fields.createdate'),
            render: (row) => clock.dateTime(row.createdate),
          },
        ]}
        wholeCardOpens
        loading={loading}
        empty={t('list.empty')}
        pagination={pagination}
      />
    );
  }

  return (
    <AntdScope>
      <Suspense fallback={null}>
        <WorkOrderGrid
          rowKey="workorderid"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={loading}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('list.empty') }}
          rowClassName={rowClass}
          onRow={(row) => ({ onClick: () => onOpen(row.wonum) })}
          pagination={pagination}
        />
      </Suspense>
    </AntdScope>
  );
}
