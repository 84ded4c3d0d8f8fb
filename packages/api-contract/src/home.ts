import {
  AWAITING_ACKNOWLEDGEMENT_STATUSES,
  AWAITING_SUPPLIER_STATUSES,
  BID_FILTER_STATUSES,
  BID_FILTERS,
  CLOSING_SOON_DAYS,
  CLOSING_SOON_MAX,
  EXPIRING_WITHIN_DAYS,
  TENDER_LIST_PAGE_SIZE,
} from '@tender/domain';
import { type Static, Type } from 'typebox';
import { Closed, Instant, Ok, PageInput, PageSizeInput } from './common.ts';
import { defineNamedOperation } from './operation.ts';
import { TenderListItem, TenderStatusOut } from './tenders.ts';

// The supplier's home page (issue 6): what it has to act on.

/** An open invitation closing soon. */
export const ClosingSoonItem = Closed({
  udztbnum: Type.String(),
  rfqnum: Type.String(),
  tenderdesc: Type.String(),
  status: TenderStatusOut,
  enddate: Type.With(Instant, { description: 'The closing date.' }),
});
export type ClosingSoonItem = Static<typeof ClosingSoonItem>;

const expiryFields = {
  expiry: Type.String({ format: 'date', description: 'The expiry date, YYYY-MM-DD.' }),
  state: Type.Union([Type.Literal('expired'), Type.Literal('expiring')], {
    description: `'expired' before today (UTC), 'expiring' within ${EXPIRING_WITHIN_DAYS} days.`,
  }),
};

/** A certificate or licence expired or expiring soon: a certificate of a service scope, or a licence. */
export const ExpiringItem = Type.Union([
  Closed({
    kind: Type.Literal('certificate'),
    name: Type.String({ description: "'SCOPE - certificate' (or the scope alone)." }),
    ...expiryFields,
    svcscopeid: Type.Integer(),
    slot: Type.Integer({ description: 'The certificate slot of the scope (1-5).' }),
  }),
  Closed({
    kind: Type.Literal('licence'),
    name: Type.String({ description: "'BR - description' (or the key alone)." }),
    ...expiryFields,
    licensecertid: Type.Integer(),
  }),
]);
export type ExpiringItem = Static<typeof ExpiringItem>;

export const HomeSummary = Closed({
  waiting: Type.Integer({
    minimum: 0,
    description: "The caller's invitations waiting for a quotation (WTQUOTE).",
  }),
  closingsoon: Type.Array(ClosingSoonItem, {
    maxItems: CLOSING_SOON_MAX,
    description: `Invitations in ${AWAITING_SUPPLIER_STATUSES.join(', ')} closing within ${CLOSING_SOON_DAYS} days, soonest first.`,
  }),
  certificates: Type.Array(ExpiringItem, { description: 'Earliest expiry first.' }),
  awaitingack: Type.Array(ClosingSoonItem, {
    maxItems: CLOSING_SOON_MAX,
    description: `Open invitations waiting for an acknowledgement (${AWAITING_ACKNOWLEDGEMENT_STATUSES.join(', ')}), soonest closing first.`,
  }),
});
export type HomeSummary = Static<typeof HomeSummary>;

export const getHomeSummary = defineNamedOperation({
  kind: 'list',
  reqname: 'gethomesummary',
  summary: 'What the supplier has to act on: waiting invitations, closing soon, expiring certificates',
  role: 'supplier',
  params: Type.Object({}),
  reply: Ok({ gethomesummary: Type.Array(HomeSummary, { minItems: 1, maxItems: 1 }) }),
  errors: [],
  tags: ['Home'],
});

// The dashboard of the alternate variant (spec 2.11): figures and the invitations by bid filter. Each
// filter is a set of statuses of spec 4.1 (@tender/domain, bid-outcome.ts).
const statusesOf = (filter: keyof typeof BID_FILTER_STATUSES) => BID_FILTER_STATUSES[filter].join(', ');
const Count = (description: string) => Type.Integer({ minimum: 0, description });

export const HomeFigures = Closed({
  tenders: Count('Total tenders: every invitation of the caller, in any status.'),
  bids: Count(`Total bids: invitations the caller quoted for (${statusesOf('bid')}).`),
  nobids: Count(`Invitations without a bid (${statusesOf('nobid')}).`),
  wins: Count(`Total winning bids (${statusesOf('success')}).`),
  losses: Count(`Bids that did not win (${statusesOf('failed')}).`),
});
export type HomeFigures = Static<typeof HomeFigures>;

export const getHomeFigures = defineNamedOperation({
  kind: 'list',
  reqname: 'gethomefigures',
  summary: "The supplier's totals: tenders, bids, winning bids (and no bids, lost bids)",
  description: "Counted over the caller's invitations only, in one query.",
  role: 'supplier',
  params: Type.Object({}),
  reply: Ok({ gethomefigures: Type.Array(HomeFigures, { minItems: 1, maxItems: 1 }) }),
  errors: [],
  tags: ['Home'],
});

/** A filter of the dashboard's list. */
export const BidFilterInput = Type.Enum(BID_FILTERS, {
  description:
    `all: every invitation; bid: ${statusesOf('bid')}; nobid: ${statusesOf('nobid')}; ` +
    `success: ${statusesOf('success')}; failed: ${statusesOf('failed')}.`,
});

export const HomeBidListParams = Type.Object({
  filter: Type.Optional(Type.With(BidFilterInput, { description: "The bid filter; default 'all'." })),
  page: Type.Optional(Type.With(PageInput, { description: 'The page, from 1 (default).' })),
  pagesize: Type.Optional(
    Type.With(PageSizeInput, { description: `Rows a page; default ${TENDER_LIST_PAGE_SIZE}.` }),
  ),
});
export type HomeBidListParams = Static<typeof HomeBidListParams>;

export const getHomeBidList = defineNamedOperation({
  kind: 'list',
  reqname: 'gethomebidlist',
  summary: "A page of the supplier's invitations by bid filter (All, Bid, No bid, Success, Failed)",
  description: 'Rows as the tender list has them, latest closing date first; `totalcount` counts the filter.',
  role: 'supplier',
  params: HomeBidListParams,
  reply: Ok({
    gethomebidlist: Type.Array(TenderListItem, { maxItems: 100 }),
    totalcount: Type.Integer({ minimum: 0 }),
  }),
  errors: [],
  tags: ['Home'],
});

export const homeNamedOperations = [getHomeSummary, getHomeFigures, getHomeBidList] as const;
