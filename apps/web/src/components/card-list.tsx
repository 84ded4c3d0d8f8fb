import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from './plain/loading';
import { Pagination, type PaginationConfig } from './plain/pagination';
import './card-list.css';

/** One labelled value of a card; a field whose value is empty (null, undefined or '') is left out. */
export interface CardField<T> {
  key: string;
  label: ReactNode;
  render: (item: T) => ReactNode;
}

export interface CardListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /** Names the list for screen readers ("Tenders"). */
  label: string;
  /** The card's heading: what the item is called, usually the link or button that opens it. */
  title: (item: T) => ReactNode;
  /** The level of the cards' headings under the page's or dialog's own (3 unless said). */
  headingLevel?: 2 | 3 | 4;
  /** Beside the heading: status tags. */
  tags?: (item: T) => ReactNode;
  /** Under the heading, unlabelled: a description. */
  body?: (item: T) => ReactNode;
  fields?: readonly CardField<T>[];
  /** Buttons at the foot of the card (download, delete). */
  actions?: (item: T) => ReactNode;
  /** The heading's link or button also answers a tap anywhere on the card (cards with no other control). */
  wholeCardOpens?: boolean;
  loading?: boolean;
  /** Shown instead of the list when it has no item. */
  empty: ReactNode;
  /**
   * The same pagination as the table the list replaces (antd's props of the same names); none: every item
   * is shown.
   */
  pagination?: PaginationConfig;
  className?: string;
}

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === '' || value === false;

/**
 * A list shown as cards below 992 px (useCardLayout), in place of a table that would not fit: a list of
 * articles, each with a heading, a description, labelled values (dt/dd) and its actions, then the table's
 * pagination, without antd (the plain pager and spinner). Screen readers announce a list of n items and can
 * jump from heading to heading.
 */
export function CardList<T>(props: CardListProps<T>) {
  const { items, itemKey, title, tags, body, fields = [], actions, pagination } = props;
  const Heading = `h${props.headingLevel ?? 3}` as const;
  const idPrefix = useId();
  const { t } = useTranslation();
  const classes = ['tp-card-list', props.wholeCardOpens ? 'tp-card-list--whole-card' : '', props.className]
    .filter(Boolean)
    .join(' ');

  return (
    <Loading loading={props.loading ?? false}>
      <div className={classes}>
        {items.length === 0 ? (
          <p className="tp-card-list__empty">{props.empty}</p>
        ) : (
          <ul className="tp-card-list__items" aria-label={props.label}>
            {items.map((item) => {
              const key = itemKey(item);
              const headingId = `${idPrefix}-${key}`;
              const tagNodes = tags?.(item);
              const bodyNode = body?.(item);
              const shown = fields
                .map((field) => ({ field, value: field.render(item) }))
                .filter(({ value }) => !isEmpty(value));
              const actionNodes = actions?.(item);
              return (
                <li key={key} className="tp-card-list__item">
                  <article className="tp-card" aria-labelledby={headingId}>
                    <div className="tp-card__head">
                      <Heading id={headingId} className="tp-card__title">
                        {title(item)}
                      </Heading>
                      {isEmpty(tagNodes) ? null : <div className="tp-card__tags">{tagNodes}</div>}
                    </div>
                    {isEmpty(bodyNode) ? null : <div className="tp-card__body">{bodyNode}</div>}
                    {shown.length > 0 ? (
                      <dl className="tp-card__fields">
                        {shown.map(({ field, value }) => (
                          <div key={field.key} className="tp-card__field">
                            <dt>{field.label}</dt>
                            <dd>{value}</dd>
                          </div>
                        ))}
                      </dl>
                    ) : null}
                    {isEmpty(actionNodes) ? null : <div className="tp-card__actions">{actionNodes}</div>}
                  </article>
                </li>
              );
            })}
          </ul>
        )}
        {pagination ? (
          <Pagination
            className="tp-card-list__pagination"
            align="center"
            label={t('pagination.label', { list: props.label })}
            {...pagination}
          />
        ) : null}
      </div>
    </Loading>
  );
}
