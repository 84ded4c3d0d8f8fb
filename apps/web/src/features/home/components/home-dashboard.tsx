import type { HomeFigures, TenderListItem } from '@tender/api-contract';
import {
  BID_FILTER_STATUSES,
  BID_FILTERS,
  type BidFilter,
  isBidFilter,
  isTenderStatus,
  STATUS_BADGE_COLOUR,
  STATUS_LABEL_KEY,
  TENDER_LIST_PAGE_SIZE,
} from '@tender/domain';
import { Alert, Card, Col, List, Radio, Row, Skeleton, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSiteClock } from '@/hooks/use-site-clock';
import { useHomeBidList } from '../api/get-home-bid-list';
import { useHomeFigures } from '../api/get-home-figures';
import './home-dashboard.css';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** How many invitations each filter holds, from the totals. */
const COUNT_OF: Record<BidFilter, keyof HomeFigures> = {
  all: 'tenders',
  bid: 'bids',
  nobid: 'nobids',
  success: 'wins',
  failed: 'losses',
};

// The filter and page live in the address, so Back from a tender shows the same list.
function useBidParams() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('bids') ?? '';
  const filter: BidFilter = isBidFilter(asked) ? asked : 'all';
  const page = Math.max(1, Number.parseInt(params.get('bidpage') ?? '1', 10) || 1);
  const update = (next: { filter: BidFilter; page: number }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next.filter === 'all') out.delete('bids');
        else out.set('bids', next.filter);
        if (next.page === 1) out.delete('bidpage');
        else out.set('bidpage', String(next.page));
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  return { filter, page, update };
}

function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('tenders');
  if (!isTenderStatus(status)) return <Tag>{status}</Tag>;
  return (
    <Tag color={STATUS_BADGE_COLOUR[status]} data-status={status}>
      {t(STATUS_LABEL_KEY[status])}
    </Tag>
  );
}

/** What a filter holds, in words and the status labels the tender list shows (spec 4.1). */
function useLegend(filter: BidFilter): string {
  const { t } = useTranslation(['home', 'tenders']);
  const statuses = BID_FILTER_STATUSES[filter]
    .map((status) => t(STATUS_LABEL_KEY[status], { ns: 'tenders' }))
    .join(t('dashboard.listSeparator', { ns: 'home' }));
  return t(`dashboard.legend.${filter}`, { ns: 'home', statuses });
}

function Figures({ figures }: { figures: HomeFigures }) {
  const { t } = useTranslation('home');
  const items = [
    { key: 'tenders', value: figures.tenders },
    { key: 'bids', value: figures.bids },
    { key: 'wins', value: figures.wins },
  ] as const;
  return (
    <Row gutter={[16, 16]} className="tp-home-figures">
      {items.map((item) => (
        <Col xs={8} key={item.key}>
          <Statistic
            title={t(`dashboard.figures.${item.key}`)}
            value={item.value}
            valueRender={(node) => <span data-testid={`home-figure-${item.key}`}>{node}</span>}
          />
        </Col>
      ))}
    </Row>
  );
}

function BidRow({ row, total }: { row: TenderListItem; total: number }) {
  const { t } = useTranslation('home');
  const clock = useSiteClock();
  return (
    <List.Item className="tp-home-bids__row" data-testid="home-bid-row">
      <div className="tp-home-bids__tender">
        <Link to={`/tenderdetail/${seg(row.udztbnum)}/${seg(total)}/${seg(row.status)}`}>{row.rfqnum}</Link>
        <span className="tp-home-bids__desc">{row.tenderdesc}</span>
      </div>
      <div className="tp-home-bids__meta">
        <StatusTag status={row.status} />
        <span className="tp-home-bids__date">
          {t('dashboard.closing', { date: clock.dateTime(row.enddate) })}
        </span>
      </div>
    </List.Item>
  );
}

/**
 * The dashboard of the alternate variant (spec 2.11): total tenders, bids and winning bids, and the
 * invitations filtered All, Bid, No bid, Success, Failed, each filter explained under it.
 */
export function HomeDashboard() {
  const { t } = useTranslation('home');
  const { filter, page, update } = useBidParams();
  const figures = useHomeFigures();
  const list = useHomeBidList(filter, page);
  const legend = useLegend(filter);
  const total = list.data?.totalcount ?? 0;
  return (
    <Card
      className="tp-home-dashboard"
      data-testid="home-dashboard"
      title={<h2 className="tp-home-dashboard__title">{t('dashboard.title')}</h2>}
    >
      {figures.isError || list.isError ? (
        <Alert type="error" showIcon title={t('attention.loadFailed')} />
      ) : null}
      {figures.isPending ? <Skeleton active paragraph={{ rows: 1 }} /> : null}
      {figures.data ? <Figures figures={figures.data} /> : null}

      <section aria-labelledby="home-bids-title" className="tp-home-bids">
        <h3 id="home-bids-title" className="tp-home-bids__title">
          {t('dashboard.listTitle')}
        </h3>
        <Radio.Group
          className="tp-home-bids__filter"
          optionType="button"
          aria-labelledby="home-bids-title"
          aria-describedby="home-bids-legend"
          value={filter}
          onChange={(event) => update({ filter: event.target.value as BidFilter, page: 1 })}
          options={BID_FILTERS.map((key) => ({
            value: key,
            label: figures.data
              ? t('dashboard.filterCount', {
                  label: t(`dashboard.filters.${key}`),
                  count: figures.data[COUNT_OF[key]],
                })
              : t(`dashboard.filters.${key}`),
          }))}
        />
        <p id="home-bids-legend" className="tp-home-bids__legend" data-testid="home-bids-legend">
          {legend}
        </p>
        <List<TenderListItem>
          size="small"
          loading={list.isPending || list.isPlaceholderData}
          dataSource={list.data?.rows ?? []}
          locale={{ emptyText: t('dashboard.empty') }}
          rowKey="udztbnum"
          renderItem={(row) => <BidRow row={row} total={total} />}
          pagination={
            total > TENDER_LIST_PAGE_SIZE
              ? {
                  current: page,
                  total,
                  pageSize: TENDER_LIST_PAGE_SIZE,
                  showSizeChanger: false,
                  size: 'small',
                  align: 'center',
                  onChange: (next) => update({ filter, page: next }),
                }
              : false
          }
        />
      </section>
    </Card>
  );
}
