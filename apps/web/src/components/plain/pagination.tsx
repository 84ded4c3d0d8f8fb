import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { DOUBLE_LEFT, DOUBLE_RIGHT, ELLIPSIS, LEFT, RIGHT } from './pager-icons';
import { pageForSize, pagerItems } from './pager-items';
import { Select } from './select';
import './pagination.css';

/** What a list hands its pager: as antd's Pagination props of the same names. */
export interface PaginationConfig {
  current: number;
  pageSize: number;
  total: number;
  /** Nothing at all while every item fits on one page. */
  hideOnSinglePage?: boolean;
  /** A choice of page size after Next (antd's size changer), not shown below 576 px, as antd's. */
  showSizeChanger?: boolean;
  pageSizeOptions?: readonly (number | string)[];
  /** The page chosen and the page size; a new size keeps the page where it still exists. */
  onChange: (page: number, pageSize: number) => void;
}

interface PaginationProps extends PaginationConfig {
  /** The navigation's accessible name, said before its pages ("Pages of Tenders"). */
  label: string;
  align?: 'start' | 'center' | 'end';
  /** antd's `size: 'small'`: 24 px pages, 4 px apart (the home page's list). */
  size?: 'small';
  className?: string;
}

const DEFAULT_SIZES = [10, 20, 50, 100];

/** The sizes offered, the current one among them (antd adds it when it is not), smallest first. */
function sizeOptions(options: PaginationConfig['pageSizeOptions'], pageSize: number): number[] {
  const sizes = new Set([...(options ?? DEFAULT_SIZES).map(Number), pageSize]);
  return [...sizes].sort((a, b) => a - b);
}

/**
 * A pager drawn like antd's Pagination with `showLessItems` (pagination.css): Previous, the pages with a
 * jump of 3 ("•••") over each gap, Next. A navigation landmark of buttons: the current page says so
 * (aria-current), and each page is titled with its number, as antd's.
 */
export function Pagination(props: PaginationProps) {
  const { pageSize, total, onChange, align } = props;
  const { t } = useTranslation();
  if (props.hideOnSinglePage && total <= pageSize) return null;
  const { current, items, hasPrev, hasNext } = pagerItems(props.current, pageSize, total);
  const go = (page: number) => {
    if (page !== current && total > 0) onChange(page, pageSize);
  };
  const changeSize = (value: string) => onChange(pageForSize(current, total, Number(value)), Number(value));
  const classes = [
    'plain-pagination',
    align && `plain-pagination--${align}`,
    props.size && `plain-pagination--${props.size}`,
    props.className,
  ];

  return (
    <nav className={classes.filter(Boolean).join(' ')} aria-label={props.label}>
      <ul className="plain-pagination__list">
        <li>
          <button
            type="button"
            className="plain-pagination__step"
            title={t('pagination.prev')}
            disabled={!hasPrev}
            onClick={() => go(current - 1)}
          >
            <Icon name={LEFT} />
          </button>
        </li>
        {items.map((item) =>
          item.kind === 'page' ? (
            <li key={item.page} className={item.besideJump ? 'plain-pagination__beside-jump' : undefined}>
              <button
                type="button"
                className={
                  item.current
                    ? 'plain-pagination__item plain-pagination__item--current'
                    : 'plain-pagination__item'
                }
                title={String(item.page)}
                aria-current={item.current ? 'page' : undefined}
                disabled={item.disabled}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ) : (
            <li key={item.kind}>
              <button
                type="button"
                className="plain-pagination__jump"
                title={item.kind === 'jump-prev' ? t('pagination.jumpPrev') : t('pagination.jumpNext')}
                onClick={() => go(item.page)}
              >
                <Icon
                  name={item.kind === 'jump-prev' ? DOUBLE_LEFT : DOUBLE_RIGHT}
                  className="plain-pagination__jump-icon"
                />
                <span className="plain-pagination__ellipsis">
                  <Icon name={ELLIPSIS} />
                </span>
              </button>
            </li>
          ),
        )}
        <li className="plain-pagination__last-step">
          <button
            type="button"
            className="plain-pagination__step"
            title={t('pagination.next')}
            disabled={!hasNext}
            onClick={() => go(current + 1)}
          >
            <Icon name={RIGHT} />
          </button>
        </li>
        {props.showSizeChanger ? (
          <li className="plain-pagination__options">
            <Select
              aria-label={t('pagination.pageSize')}
              value={String(pageSize)}
              options={sizeOptions(props.pageSizeOptions, pageSize).map((size) => ({
                value: String(size),
                label: t('pagination.perPage', { size }),
              }))}
              onChange={changeSize}
            />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
