import { TENDER_STATUSES, type TenderStatus } from './status.ts';

// The list filter travels as the legacy SQL-looking strings of spec 9. They are matched whole against
// this whitelist and turned into statuses, so the server never splices client text into a query.

/** A status filter value exactly as the client sends it. */
export type StatusFilterValue =
  | "not in ('')"
  | "in ('WTQUOTE')"
  | "in ('SUBMITED')"
  | "in ('LOST')"
  | "in ('AWARDED')"
  | "in ('DECLINED')"
  | "in ('CANCELD')";

/** One choice of the tender list status filter. */
export interface StatusFilterOption {
  value: StatusFilterValue;
  /** i18n key of the option's label. */
  labelKey: string;
  statuses: readonly TenderStatus[];
}

/** The choices of the tender list status filter, in display order (spec 4.1, 9). */
export const STATUS_FILTER_OPTIONS: readonly StatusFilterOption[] = [
  { value: "not in ('')", labelKey: 'statusFilter.ALL', statuses: TENDER_STATUSES },
  { value: "in ('WTQUOTE')", labelKey: 'statusFilter.WTQUOTE', statuses: ['WTQUOTE'] },
  { value: "in ('SUBMITED')", labelKey: 'statusFilter.SUBMITED', statuses: ['SUBMITED'] },
  { value: "in ('LOST')", labelKey: 'statusFilter.LOST', statuses: ['LOST'] },
  { value: "in ('AWARDED')", labelKey: 'statusFilter.AWARDED', statuses: ['AWARDED'] },
  { value: "in ('DECLINED')", labelKey: 'statusFilter.DECLINED', statuses: ['DECLINED'] },
  { value: "in ('CANCELD')", labelKey: 'statusFilter.CANCELD', statuses: ['CANCELD'] },
];

/** A status filter that is not one of the values of spec 9. */
export class InvalidStatusFilterError extends Error {
  /** The rejected filter text. */
  readonly filter: string;

  constructor(filter: string) {
    super('Unknown tender status filter');
    this.name = 'InvalidStatusFilterError';
    this.filter = filter;
  }
}

const BY_VALUE = new Map<string, readonly TenderStatus[]>(
  STATUS_FILTER_OPTIONS.map((option) => [option.value, option.statuses]),
);

/** The statuses a filter value selects; throws {@link InvalidStatusFilterError} for anything not in spec 9. */
export function parseStatusFilter(filter: string): TenderStatus[] {
  const statuses = typeof filter === 'string' ? BY_VALUE.get(filter.trim()) : undefined;
  if (!statuses) throw new InvalidStatusFilterError(String(filter));
  return [...statuses];
}
