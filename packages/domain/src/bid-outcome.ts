import { TENDER_STATUSES, type TenderStatus } from './status.ts';

// The supplier home's dashboard (spec 2.11, alternate variant): total tenders, bids and winning bids, and
// the invitations filtered All, Bid, No bid, Success, Failed. Each is a set of the statuses of spec 4.1,
// defined once here for the server's counts and lists and the page's legend.

/** The dashboard's filters, in display order. */
export const BID_FILTERS = ['all', 'bid', 'nobid', 'success', 'failed'] as const;

/** One filter of the dashboard. */
export type BidFilter = (typeof BID_FILTERS)[number];

/**
 * Statuses in which the supplier's quotation was submitted, online or on paper: SUBMITED, then AWARDED
 * or LOST once the buyer decides. Every other status is no bid (yet): not acknowledged (NEW, DRAFT),
 * not quoted (WTQUOTE, NORESPONSE), declined, or cancelled by the buyer.
 */
export const BID_STATUSES = ['SUBMITED', 'AWARDED', 'LOST'] as const satisfies readonly TenderStatus[];

/** The bid that won (Success). */
export const WINNING_BID_STATUSES = ['AWARDED'] as const satisfies readonly TenderStatus[];

/** The bid that did not win (Failed). */
export const LOSING_BID_STATUSES = ['LOST'] as const satisfies readonly TenderStatus[];

const BID = new Set<string>(BID_STATUSES);

/** Statuses without a bid: every status of spec 4.1 that is not in {@link BID_STATUSES}, in spec order. */
export const NO_BID_STATUSES: readonly TenderStatus[] = TENDER_STATUSES.filter((s) => !BID.has(s));

/** The statuses each dashboard filter selects. */
export const BID_FILTER_STATUSES: Readonly<Record<BidFilter, readonly TenderStatus[]>> = {
  all: TENDER_STATUSES,
  bid: BID_STATUSES,
  nobid: NO_BID_STATUSES,
  success: WINNING_BID_STATUSES,
  failed: LOSING_BID_STATUSES,
};

const FILTERS = new Set<string>(BID_FILTERS);

/** Whether the text is one of the dashboard filters (exact spelling). */
export function isBidFilter(value: string): value is BidFilter {
  return FILTERS.has(value);
}

/** Whether a tender in this status carries the supplier's bid. */
export function isBid(status: string): boolean {
  return BID.has(status);
}
