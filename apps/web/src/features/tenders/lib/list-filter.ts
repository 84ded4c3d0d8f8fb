import { STATUS_FILTER_OPTIONS, type StatusFilterOption } from '@tender/domain';

// The URL says ?status=WTQUOTE (readable, bookmarkable); the server gets the option's spec 9 string.

export const ALL_KEY = 'ALL';

export function filterKey(option: StatusFilterOption): string {
  return option.statuses.length === 1 ? (option.statuses[0] ?? ALL_KEY) : ALL_KEY;
}

export function filterByKey(key: string | null): StatusFilterOption {
  const all = STATUS_FILTER_OPTIONS[0] as StatusFilterOption;
  return STATUS_FILTER_OPTIONS.find((option) => filterKey(option) === key) ?? all;
}
