import type { TenderListItem } from '@tender/api-contract';
import { isAwaitingSupplier, isPastClosingDate, TENDER_LIST_PAGE_SIZE } from '@tender/domain';
import type { TableColumnsType } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AntdScope } from '@/components/antd-scope';
import { CardList } from '@/components/card-list';
import { Alert } from '@/components/plain/alert';
import { preloadable } from '@/components/preloadable';
import { ClosedTag, TenderStatusTag } from '@/components/tender-status-tag';
import { TimeLeft } from '@/components/time-left';
import { getSession } from '@/features/auth';
import { CARDS_QUERY, matchesNow, useCardLayout } from '@/hooks/use-media-query';
import { useNow } from '@/hooks/use-now';
import { useSiteClock } from '@/hooks/use-site-clock';
import { useTenderCount } from '../api/get-tender-count';
import { useTenderList } from '../api/get-tender-list';
import { tenderListQueries } from '../api/prefetch-tender-list';
import { useListParams } from '../hooks/use-list-params';
import { supplierDetailPath } from '../lib/detail-path';
import { type ListLocationState, rememberListScroll, takeListScroll } from '../lib/list-location';
import { TenderListToolbar } from './tender-list-toolbar';
import './submission.css';

// Only a wide window shows the table (antd's, under AntdScope): there it loads with the page (and the route
// waits for it, router.tsx), so the first render draws it at once; a phone never downloads it. The rest of
// the page (heading, toolbar, tags, cards, pager) is drawn without antd at every width (components/plain).
const TenderTable = preloadable(async () => (await import('./tender-table')).TenderTable);
if (!matchesNow(CARDS_QUERY)) void TenderTable.preload();

/** The supplier's tenders (spec 2.7): search, status filter, 10 a page. */
export function TenderList() {
  const { t } = useTranslation('tenders');
  const location = useLocation();
  const clock = useSiteClock();
  const now = useNow();
  // A phone or an upright tablet shows one card per tender (components/card-list): nothing scrolls sideways.
  const cards = useCardLayout();
  const { page, filter, filterKey, search, order, update } = useListParams();
  const queries = tenderListQueries(getSession()?.hrid ?? '', { page, filter, search, order });
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

  const detailLink = (row: TenderListItem, children: string) => (
    <Link
      to={supplierDetailPath(row.udztbnum, total, row.status, search)}
      state={linkState}
      onClick={() => rememberListScroll(listUrl)}
    >
      {children}
    </Link>
  );

  const statusTags = (row: TenderListItem) => (
    <span className="tp-nowrap">
      <TenderStatusTag status={row.status} statusdesc={row.statusdesc} />
      {isAwaitingSupplier(row.status) && isPastClosingDate(row.enddate, now) ? (
        <ClosedTag data-testid="closed-tag" />
      ) : null}
    </span>
  );

  const closing = (row: TenderListItem) => (
    <>
      <span className="tp-nowrap">{clock.dateTime(row.enddate)}</span>
      {isAwaitingSupplier(row.status) && !isPastClosingDate(row.enddate, now) ? (
        <div className="tp-list-time-left">
          <TimeLeft closing={row.enddate} now={now} className="tp-time-left" />
        </div>
      ) : null}
    </>
  );

  const columns: TableColumnsType<TenderListItem> = [
    { key: 'rfqnum', title: t('list.tenderNo'), render: (_, row) => detailLink(row, row.rfqnum) },
    { key: 'description', title: t('list.description'), dataIndex: 'tenderdesc' },
    { key: 'enddate', title: t('list.endDate'), render: (_, row) => closing(row) },
    { key: 'status', title: t('list.status'), render: (_, row) => statusTags(row) },
    {
      key: 'detail',
      title: t('list.detail'),
      render: (_, row) => detailLink(row, t('list.detailLink')),
    },
  ];

  const pagination = {
    current: page,
    pageSize: TENDER_LIST_PAGE_SIZE,
    total,
    hideOnSinglePage: true,
    showSizeChanger: false,
    onChange: (next: number) => update({ page: next }),
  };

  return (
    <div className="tp-tender-list">
      <div className="tp-list-heading">
        <h1 className="plain-h1">{t('list.title')}</h1>
        <Link to="/homepage">{t('list.returnHome')}</Link>
      </div>
      <TenderListToolbar
        search={search}
        statusKey={filterKey}
        order={order}
        onSearch={(q) => update({ q, page: 1 })}
        onStatus={(status) => update({ status, page: 1 })}
        onOrder={(next) => update({ order: next, page: 1 })}
      />
      {list.isError || count.isError ? (
        <Alert type="error" className="tp-block" title={t('errors.connectFail')} />
      ) : null}
      {cards ? (
        <CardList<TenderListItem>
          items={list.data ?? []}
          itemKey={(row) => row.udztbnum}
          label={t('list.title')}
          headingLevel={2}
          title={(row) => detailLink(row, row.rfqnum)}
          tags={statusTags}
          body={(row) => row.tenderdesc}
          fields={[{ key: 'enddate', label: t('list.endDate'), render: closing }]}
          wholeCardOpens
          loading={list.isFetching}
          empty={t('list.empty')}
          pagination={pagination}
        />
      ) : (
        <AntdScope>
          <Suspense fallback={null}>
            <TenderTable
              rowKey="udztbnum"
              columns={columns}
              dataSource={list.data ?? []}
              loading={list.isFetching}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('list.empty') }}
              pagination={pagination}
            />
          </Suspense>
        </AntdScope>
      )}
    </div>
  );
}
