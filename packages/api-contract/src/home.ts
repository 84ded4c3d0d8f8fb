import {
  AWAITING_SUPPLIER_STATUSES,
  CLOSING_SOON_DAYS,
  CLOSING_SOON_MAX,
  EXPIRING_WITHIN_DAYS,
} from '@tender/domain';
import { type Static, Type } from 'typebox';
import { Closed, Instant, Ok } from './common.ts';
import { defineNamedOperation } from './operation.ts';
import { TenderStatusOut } from './tenders.ts';

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

export const homeNamedOperations = [getHomeSummary] as const;
