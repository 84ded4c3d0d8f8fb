import { formatDateTime, TENDER_LIST_PAGE_SIZE } from '@tender/domain';
import { Alert, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getSession } from '../../auth/session';
import { useTenderCount } from '../api/get-tender-count';
import { useTenderList } from '../api/get-tender-list';
import { tenderListQueries } from '../api/prefetch-tender-list';
import type { TenderListRow } from '../api/tender-types';
import { useListParams } from '../hooks/use-list-params';
import { supplierDetailPath } from '../lib/detail-path';
import { type ListLocationState, rememberListScroll, takeListScroll } from '../lib/list-location';
import { TenderListToolbar } from './tender-list-toolbar';
import { TenderStatusTag } from './tender-status-tag';

/** The supplier's tenders (spec 2.7): search, status filter, 10 a page. */
export function TenderList() {
  const { t } = useTranslation('tenders');
  const location = useLocation();
  const { page, filter, filterKey, search, update } = useListParams();
  const queries = tenderListQueries(getSession()?.hrid ?? '', { page, filter, search });
  const list = useTenderList(queries.list);
  const count = useTenderCount(queries.count);
  const total = count.data ?? 0;
  const listUrl = `${location.pathname}${location.search}`;
  const linkState: ListLocationState = { from: listUrl };

  const loaded = list.isSuccess && !list.isPlaceholderData;
  useEffect(() => {
    if (!loaded) return;
    const y = takeListScroll(listUrl);
    if (y !== null) window.scrollTo(0, y);
  }, [loaded, listUrl]);

  const detailLink = (row: TenderListRow, children: string) => (
    <Link
      to={supplierDetailPath(row.udztbnum, total, row.status, search)}
      state={linkState}
      onClick={() => rememberListScroll(listUrl)}
    >
      {children}
    </Link>
  );

  const columns: TableColumnsType<TenderListRow> = [
    { key: 'rfqnum', title: t('list.tenderNo'), render: (_, row) => detailLink(row, row.rfqnum) },
    { key: 'description', title: t('list.description'), dataIndex: 'tenderdesc' },
    {
      key: 'enddate',
      title: t('list.endDate'),
      render: (_, row) => <span className="tp-nowrap">{formatDateTime(row.enddate)}</span>,
    },
    {
      key: 'status',
      title: t('list.status'),
      render: (_, row) => <TenderStatusTag status={row.status} statusdesc={row.statusdesc} />,
    },
    { key: 'detail', title: t('list.detail'), render: (_, row) => detailLink(row, t('list.detailLink')) },
  ];

  return (
    <div className="tp-tender-list">
      <div className="tp-list-heading">
        <Typography.Title level={1}>{t('list.title')}</Typography.Title>
        <Link to="/homepage">{t('list.returnHome')}</Link>
      </div>
      <TenderListToolbar
        search={search}
        statusKey={filterKey}
        onSearch={(q) => update({ q, page: 1 })}
        onStatus={(status) => update({ status, page: 1 })}
      />
      {list.isError || count.isError ? (
        <Alert type="error" showIcon className="tp-block" title={t('errors.connectFail')} />
      ) : null}
      <Table<TenderListRow>
        rowKey="udztbnum"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('list.empty') }}
        pagination={{
          current: page,
          pageSize: TENDER_LIST_PAGE_SIZE,
          total,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: (next) => update({ page: next }),
        }}
      />
    </div>
  );
}
