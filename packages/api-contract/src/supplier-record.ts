import { type Static, Type } from 'typebox';
import { Closed, Instant, Ok } from './common.ts';
import { ErrorCode } from './error-codes.ts';
import { defineOperation } from './operation.ts';
import { CertificateItem, ContactItem, LicenceItem, SupplierDetail } from './profile.ts';

// The supplier record a buyer or an approver reads (issue 33, item 5): the company profile, its
// certificates with their expiry, and its history with the caller's site over the last 24 months. Read
// from what the portal holds. Sealed bids: a quotation's amount is counted only once its tender is opened
// (closing passed and the opening quorum met, or awarded); before that the tender is counted, its amount
// null and `sealed` true. Amounts are exact decimals in the tender's currency, totals per currency.

const tags = ['Buyer console'] as const;
const NullableInstant = Type.Union([Instant, Type.Null()]);
const Amount = Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$', description: 'Exact, 2 decimals.' });

export const BuyerSupplierRecordBody = Type.Object({
  suppliercode: Type.String({ minLength: 1, maxLength: 100 }),
});
export type BuyerSupplierRecordBody = Static<typeof BuyerSupplierRecordBody>;

export const RecordTender = Closed({
  rfqnum: Type.String(),
  udztbnum: Type.String(),
  description: Type.String(),
  currency: Type.String(),
  closingdate: Instant,
  status: Type.String({
    description: "The invitation's status (spec 5): NEW, WTQUOTE, SUBMITED, AWARDED...",
  }),
  submitted: Type.Boolean({ description: 'A quotation was submitted (online or from paper).' }),
  won: Type.Boolean({ description: 'Awarded (all or some lines) in a final award.' }),
  submittedat: NullableInstant,
  invitedat: NullableInstant,
  sealed: Type.Boolean({
    description: 'Submitted, but its tender is not opened yet: the amount is withheld.',
  }),
  amount: Type.Union([Amount, Type.Null()], {
    description: 'The quotation (discounted amounts of its entry lines); null when not submitted or sealed.',
  }),
  wonamount: Type.Union([Amount, Type.Null()], { description: 'What it won; null when it won nothing.' }),
});
export type RecordTender = Static<typeof RecordTender>;

export const RecordTotals = Closed({
  currency: Type.String(),
  submitted: Amount,
  won: Amount,
});
export type RecordTotals = Static<typeof RecordTotals>;

/** The supplier's quotation as scored in one tender ranked on criteria (issue 33, item 3). */
export const RecordEvaluation = Closed({
  rfqnum: Type.String(),
  description: Type.String(),
  closingdate: Instant,
  criteria: Type.Array(
    Closed({
      criterion: Type.String(),
      name: Type.String({ description: "The buyer's name; empty for price." }),
      weight: Type.Integer(),
      score: Type.Union([Type.String(), Type.Null()], {
        description: 'Price: computed; another: the mean of its scorers (0 to 10, 2 decimals).',
      }),
    }),
  ),
  weightedtotal: Type.Union([Amount, Type.Null()], { description: '0 to 100; null until fully scored.' }),
  rank: Type.Union([Type.Integer(), Type.Null()]),
  ranked: Type.Integer({ description: 'How many quotations of the tender are ranked.' }),
});
export type RecordEvaluation = Static<typeof RecordEvaluation>;

export const RecordScope = Closed({
  svcscope: Type.String(),
  description: Type.String(),
  certificates: Type.Array(CertificateItem),
});
export type RecordScope = Static<typeof RecordScope>;

// The company profile's fields as /profile/supplier names them (spec 3, Supplier profile).
const { name, addressline1, addressline2, addressline3, address2, address3, address4, phone, fax, homepage } =
  SupplierDetail.properties;

export const BuyerSupplierRecord = Closed({
  suppliercode: Type.String(),
  name,
  addressline1,
  addressline2,
  addressline3,
  address2,
  address3,
  address4,
  phone,
  fax,
  homepage,
  contactlist: Type.Array(ContactItem),
  svcscopelist: Type.Array(RecordScope),
  licensecertlist: Type.Array(LicenceItem),
  since: Instant,
  invited: Type.Integer(),
  submitted: Type.Integer(),
  won: Type.Integer(),
  sealed: Type.Integer({ description: 'Submitted quotations whose amounts are withheld (not opened yet).' }),
  totals: Type.Array(RecordTotals, {
    description: 'Per currency: the opened submitted amounts, and the won.',
  }),
  responses: Type.Integer({ description: 'Quotations submitted online the average is over.' }),
  responseseconds: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Average from the invitation reaching the supplier to the submission; null over none.',
  }),
  workorderscompleted: Type.Integer(),
  tenders: Type.Array(RecordTender, { description: 'Latest closing first.' }),
  evaluations: Type.Array(RecordEvaluation, {
    description:
      'Scores given in past evaluations (issue 33): its quotations in opened tenders of the window ranked on criteria, latest closing first.',
  }),
});
export type BuyerSupplierRecord = Static<typeof BuyerSupplierRecord>;

export const buyerSupplierRecord = defineOperation({
  method: 'POST',
  path: '/buyer/supplier/record',
  name: 'buyerSupplierRecord',
  summary: "A supplier's record with the caller's site over the last 24 months",
  description:
    'Profile, contacts, service scopes with their certificates and BR & CI with expiry (state expired, ' +
    'or expiring within 30 days), and the tenders of the caller’s site whose closing date is within the ' +
    'last 24 months or ahead: invited, submitted and won, with exact totals per currency (a sealed ' +
    "quotation is counted, its amount withheld), the average response time and the supplier's work " +
    'orders completed. Buyers and approvers only.',
  role: 'procurement',
  body: BuyerSupplierRecordBody,
  reply: Ok({ data: BuyerSupplierRecord }),
  errors: [ErrorCode.NO_SUCH_SUPPLIER],
  tags,
});

export const supplierRecordOperations = [buyerSupplierRecord] as const;
