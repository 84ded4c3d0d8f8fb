import type { HomeFigures, TenderListItem } from '@tender/api-contract';
import {
  BID_FILTER_STATUSES,
  BID_FILTERS,
  type BidFilter,
  isBidFilter,
  STATUS_LABEL_KEY,
  TENDER_LIST_PAGE_SIZE,
} from '@tender/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/plain/alert';
import { Card } from '@/components/plain/card';
import { Loading } from '@/components/plain/loading';
import { Pagination } from '@/components/plain/pagination';
import { Skeleton } from '@/components/plain/skeleton';
import { TenderStatusTag } from '@/components/tender-status-tag';
import { useSiteClock } from '@/hooks/use-site-clock';
import { useHomeBidList } from '../api/get-home-bid-list';
import { useHomeFigures } from '../api/get-home-figures';
import { HomeList } from './home-list';
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

/** What a filter holds, in words and the status labels the tender list shows (spec 4.1). */
function useLegend(filter: BidFilter): string {
  const { t } = useTranslation(['home', 'tenders']);
  const statuses = BID_FILTER_STATUSES[filter]
    .map((status) => t(STATUS_LABEL_KEY[status], { ns: 'tenders' }))
    .join(t('dashboard.listSeparator', { ns: 'home' }));
  return t(`dashboard.legend.${filter}`, { ns: 'home', statuses });
}

/** A whole number as antd's Statistic shows it: its thousands apart with commas. */
function grouped(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The three totals side by side, each titled above its number (antd's Statistic). */
function Figures({ figures }: { figures: HomeFigures }) {
  const { t } = useTranslation('home');
  const items = [
    { key: 'tenders', value: figures.tenders },
    { key: 'bids', value: figures.bids },
    { key: 'wins', value: figures.wins },
  ] as const;
  return (
    <div className="tp-home-figures">
      {items.map((item) => (
        <div className="tp-home-figures__cell" key={item.key}>
          <div className="tp-home-figure">
            <div className="tp-home-figure__title">{t(`dashboard.figures.${item.key}`)}</div>
            <div className="tp-home-figure__content">
              <span data-testid={`home-figure-${item.key}`}>
                <span className="tp-home-figure__value">{grouped(item.value)}</span>
              </span>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The bid filters as a row of buttons, the chosen one outlined in the brand colour (antd's Radio.Group of
 * buttons). The browser's own radio buttons, hidden in their labels: Tab reaches the group, the arrow
 * keys move and choose, and a screen reader says "radio button, 1 of 5".
 */
function BidFilterGroup(props: {
  value: BidFilter;
  onChange: (value: BidFilter) => void;
  labelOf: (filter: BidFilter) => string;
}) {
  const name = useId();
  // The choice shows at once and the address follows (a router transition): checked from the address
  // alone, an arrow key pressed before it changed would land on the radio still checked, and choose nothing.
  const [chosen, setChosen] = useState(props.value);
  const [asked, setAsked] = useState(props.value);
  if (props.value !== asked) {
    setAsked(props.value);
    setChosen(props.value);
  }
  return (
    <div
      className="tp-home-bids__filter"
      role="radiogroup"
      aria-labelledby="home-bids-title"
      aria-describedby="home-bids-legend"
    >
      {BID_FILTERS.map((key) => (
        <label
          key={key}
          className={
            key === chosen ? 'tp-home-bids__option tp-home-bids__option--checked' : 'tp-home-bids__option'
          }
        >
          <input
            type="radio"
            className="tp-home-bids__input"
            name={name}
            value={key}
            checked={key === chosen}
            onChange={() => {
              setChosen(key);
              props.onChange(key);
            }}
          />
          <span>{props.labelOf(key)}</span>
        </label>
      ))}
    </div>
  );
}

function BidRow({ row, total }: { row: TenderListItem; total: number }) {
  const { t } = useTranslation('home');
  const clock = useSiteClock();
  return (
    <li className="home-list__item tp-home-bids__row" data-testid="home-bid-row">
      <div className="tp-home-bids__tender">
        <Link to={`/tenderdetail/${seg(row.udztbnum)}/${seg(total)}/${seg(row.status)}`}>{row.rfqnum}</Link>
        <span className="tp-home-bids__desc">{row.tenderdesc}</span>
      </div>
      <div className="tp-home-bids__meta">
        <TenderStatusTag status={row.status} />
        <span className="tp-home-bids__date">
          {t('dashboard.closing', { date: clock.dateTime(row.enddate) })}
        </span>
      </div>
    </li>
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
  const rows = list.data?.rows ?? [];
  const paged = total > TENDER_LIST_PAGE_SIZE;
  return (
    <Card
      className="tp-home-dashboard"
      data-testid="home-dashboard"
      title={<h2 className="tp-home-dashboard__title">{t('dashboard.title')}</h2>}
    >
      {figures.isError || list.isError ? <Alert type="error" title={t('attention.loadFailed')} /> : null}
      {figures.isPending ? <Skeleton rows={1} /> : null}
      {figures.data ? <Figures figures={figures.data} /> : null}

      <section aria-labelledby="home-bids-title" className="tp-home-bids">
        <h3 id="home-bids-title" className="tp-home-bids__title">
          {t('dashboard.listTitle')}
        </h3>
        <BidFilterGroup
          value={filter}
          onChange={(next) => update({ filter: next, page: 1 })}
          labelOf={(key) =>
            figures.data
              ? t('dashboard.filterCount', {
                  label: t(`dashboard.filters.${key}`),
                  count: figures.data[COUNT_OF[key]],
                })
              : t(`dashboard.filters.${key}`)
          }
        />
        <p id="home-bids-legend" className="tp-home-bids__legend" data-testid="home-bids-legend">
          {legend}
        </p>
        <Loading loading={list.isPending || list.isPlaceholderData}>
          {list.isPending ? (
            <div className="tp-home-bids__pending" />
          ) : (
            <HomeList empty={t('dashboard.empty')} more={paged}>
              {rows.map((row) => (
                <BidRow key={row.udztbnum} row={row} total={total} />
              ))}
            </HomeList>
          )}
        </Loading>
        {paged ? (
          <Pagination
            className="tp-home-bids__pager"
            label={t('pagination.label', { ns: 'common', list: t('dashboard.listTitle') })}
            align="center"
            size="small"
            current={page}
            total={total}
            pageSize={TENDER_LIST_PAGE_SIZE}
            onChange={(next) => update({ filter, page: next })}
          />
        ) : null}
      </section>
    </Card>
  );
}
