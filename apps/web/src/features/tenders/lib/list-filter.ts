import {
  STATUS_FILTER_OPTIONS,
  type StatusFilterOption,
  TENDER_LIST_ORDERS,
  type TenderListOrder,
} from '@tender/domain';

// The URL says ?status=WTQUOTE (readable, bookmarkable); the server gets the option's spec 9 string.

export const ALL_KEY = 'ALL';

export function filterKey(option: StatusFilterOption): string {
  return option.statuses.length === 1 ? (option.statuses[0] ?? ALL_KEY) : ALL_KEY;
}

export function filterByKey(key: string | null): StatusFilterOption {
  const all = STATUS_FILTER_OPTIONS[0] as StatusFilterOption;
  return STATUS_FILTER_OPTIONS.find((option) => filterKey(option) === key) ?? all;
}

/** The URL's ?order= (absent or unknown: the default, latest closing date first). */
export const DEFAULT_ORDER: TenderListOrder = 'closing-desc';

export function orderByKey(key: string | null): TenderListOrder {
  return TENDER_LIST_ORDERS.find((order) => order === key) ?? DEFAULT_ORDER;
}
