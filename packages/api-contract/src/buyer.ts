import { type Static, Type } from 'typebox';
import { BuyerCriteria, BuyerCriterion, TabulationScoring } from './buyer-scoring.ts';
import {
  Closed,
  DecimalOut,
  EmptyBody,
  FlagInput,
  Instant,
  Ok,
  OkReply,
  PageInput,
  PageSizeInput,
} from './common.ts';
import { ErrorCode } from './error-codes.ts';
import { ImportLine, ImportSiteInspection, OptionalEmail } from './import-format.ts';
import { defineOperation } from './operation.ts';

// The buyer console (issue 17): a buyer (a staff user with the role `buyer`, limited to their site)
// creates an RFQ, invites suppliers, publishes, amends, answers questions, compares the quotations after
// closing, negotiates, awards or cancels. Every call is a POST under /buyer with the portal's envelope;
// anyone without the role gets 1000004, an RFQ of another site is 4000001. No reply carries a price
// before the RFQ has closed (sealed bids): only the tabulation does, and it refuses before closing.

const tags = ['Buyer console'] as const;

/** The buyer's stages of an RFQ (packages/domain rfq-stage.ts computes them). */
export const BUYER_RFQ_STAGES = [
  'DRAFT',
  'OPEN',
  'CLOSED',
  'PENDING_APPROVAL',
  'AWARDED',
  'CANCELLED',
] as const;
export type BuyerRfqStage = (typeof BUYER_RFQ_STAGES)[number];
const Stage = Type.Union(
  [
    Type.Literal('DRAFT'),
    Type.Literal('OPEN'),
    Type.Literal('CLOSED'),
    Type.Literal('PENDING_APPROVAL'),
    Type.Literal('AWARDED'),
    Type.Literal('CANCELLED'),
  ],
  {
    description:
      'DRAFT: not published, invisible to suppliers; OPEN: published, before its (last) closing date; ' +
      'CLOSED: past it, ready to compare; PENDING_APPROVAL: an award at or above the approval threshold ' +
      'waits for an approver (issue 29); AWARDED; CANCELLED.',
  },
);

// As the import format's keys: no leading or trailing spaces (the number is part of each tender number).
const Rfqnum = Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S(.*\\S)?$' });
const SupplierCode = Type.String({ minLength: 1, maxLength: 100 });
const SupplierCodes = Type.Array(SupplierCode, { minItems: 1, maxItems: 500 });
const Reason = Type.String({ maxLength: 4000 });
/** An absolute moment the buyer picks (a closing date): ISO 8601 with its offset. */
const Moment = Type.String({
  format: 'date-time',
  maxLength: 40,
  description: 'ISO 8601 date-time with offset, e.g. 2026-12-01T12:00:00+08:00',
});

/** How many people of the site must unseal the quotations after closing (issue 29); fixed once published. */
const OpeningQuorum = Type.Union([Type.Literal(1), Type.Literal(2)], {
  description:
    '1: the quotations open at closing; 2: they stay sealed after closing until two different buyers or ' +
    'approvers of the site have each called /buyer/rfq/unseal. Fixed once the RFQ is published (5600015).',
});

// ---- List ----

export const BuyerRfqListBody = Type.Object({
  page: Type.Optional(PageInput),
  pagesize: Type.Optional(PageSizeInput),
  str: Type.Optional(Type.String({ maxLength: 200, description: 'Matches RFQ number or description.' })),
  status: Type.Optional(Type.Union([Type.Literal(''), Stage], { description: "'' or absent: every stage." })),
});
export type BuyerRfqListBody = Static<typeof BuyerRfqListBody>;

export const BuyerRfqRow = Closed({
  rfqnum: Type.String(),
  description: Type.String(),
  status: Stage,
  closingdate: Instant,
  closingdateset: Type.Boolean({
    description:
      'False on a copy (/buyer/rfq/copy) until the buyer saves a closing date: `closingdate` then holds ' +
      'the moment of the copy, which the console shows blank and publish refuses (5600002).',
  }),
  /** The last closing date, a negotiation round's included. */
  lastclosingdate: Instant,
  invited: Type.Integer(),
  acknowledged: Type.Integer({ description: 'Invitations past NEW/DRAFT other than declined ones.' }),
  submitted: Type.Integer(),
  declined: Type.Integer(),
  unanswered: Type.Integer({ description: 'Questions waiting for an answer.' }),
  unseen: Type.Integer({
    description:
      "The suppliers' questions, declines and submissions since the caller last opened the tender's " +
      'page (/buyer/rfq/detail); all of them when never (issue 35).',
  }),
  publishat: Type.Union([Instant, Type.Null()], {
    description: 'A draft scheduled to publish itself (/buyer/rfq/schedule, issue 33): when; else null.',
  }),
});
export type BuyerRfqRow = Static<typeof BuyerRfqRow>;

export const buyerRfqList = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/list',
  name: 'buyerRfqList',
  summary: "One page of the RFQs of the buyer's site",
  description:
    'Open ones first by closing date, then drafts, then the rest newest first. Default page 1 of 10.',
  role: 'procurement',
  body: BuyerRfqListBody,
  reply: Ok({ data: Closed({ rfqs: Type.Array(BuyerRfqRow), totalcount: Type.Integer() }) }),
  errors: [],
  tags,
});

export const buyerRfqUnseen = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/unseen',
  name: 'buyerRfqUnseen',
  summary: "What the suppliers did on the site's tenders since the caller last looked",
  description:
    "The suppliers' questions, declines and submissions on the RFQs of the caller's site since the " +
    "caller last opened each tender's page (issue 35): how many, and on how many tenders. The console's " +
    'navigation shows the count; each row of /buyer/rfq/list has its own (`unseen`). Who and when only.',
  role: 'procurement',
  body: EmptyBody,
  reply: Ok({ data: Closed({ unseen: Type.Integer(), rfqs: Type.Integer() }) }),
  errors: [],
  tags,
});

// ---- Detail ----

export const BuyerLine = Closed({
  seqno: Type.Integer(),
  description: Type.String(),
  longdesc: Type.String(),
  remark: Type.String(),
  bold: Type.Boolean(),
  underline: Type.Boolean(),
  header: Type.Boolean(),
  autocal: Type.String(),
  required: Type.Boolean(),
  qtyrequired: Type.Boolean(),
  totalamountreq: Type.Boolean(),
  neednotes: Type.Boolean(),
  quantity: DecimalOut,
  unit: Type.String(),
  disc: DecimalOut,
});
export type BuyerLine = Static<typeof BuyerLine>;

export const BuyerDocument = Closed({
  documentid: Type.Integer(),
  filename: Type.String(),
  description: Type.String(),
  filetype: Type.String(),
  size: Type.Integer(),
  createdate: Instant,
  /** A download link signed for the caller's session, valid 10 minutes (GET /samex/rest/file/{id}). */
  docurl: Type.String(),
});
export type BuyerDocument = Static<typeof BuyerDocument>;

export const BuyerSiteInspection = Closed({
  buildingcode: Type.String(),
  buildingname: Type.String(),
  contact: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  arrangementdetails: Type.String(),
  replydate: Type.Union([Instant, Type.Null()]),
});
export type BuyerSiteInspection = Static<typeof BuyerSiteInspection>;

export const BuyerRevision = Closed({
  revision: Type.Integer(),
  reason: Type.String(),
  changedby: Type.String({ description: 'Display name of the buyer.' }),
  changedat: Instant,
  changes: Type.Array(
    Type.Union([
      Type.Literal('closingdate'),
      Type.Literal('lines'),
      Type.Literal('text'),
      Type.Literal('documents'),
      Type.Literal('siteinspections'),
    ]),
  ),
});
export type BuyerRevision = Static<typeof BuyerRevision>;

const NullableInstant = Type.Union([Instant, Type.Null()]);

export const BuyerInvitation = Closed({
  udztbnum: Type.Union([Type.String(), Type.Null()], { description: 'null while the RFQ is a draft.' }),
  suppliercode: Type.String(),
  suppliername: Type.String(),
  status: Type.String({ description: "The invitation's status (spec 4.1), '' while the RFQ is a draft." }),
  invitedat: Instant,
  acknowledgedat: NullableInstant,
  declinedat: NullableInstant,
  submittedat: NullableInstant,
  hardcopy: Type.Boolean({ description: 'A paper quotation was input by staff.' }),
  negotiation: Type.Boolean(),
  negotiationclosingdate: NullableInstant,
  amended: Type.Boolean({ description: 'Amended since the supplier last submitted.' }),
});
export type BuyerInvitation = Static<typeof BuyerInvitation>;

export const BuyerMail = Closed({
  at: Instant,
  kind: Type.String({
    description: 'invitation, amendment, answer, reminder, negotiation, award, lost, cancel, receipt',
  }),
  email: Type.String(),
  suppliercode: Type.String(),
  username: Type.String(),
  state: Type.Union(
    [
      Type.Literal('queued'),
      Type.Literal('sending'),
      Type.Literal('sent'),
      Type.Literal('failed'),
      Type.Literal('dropped'),
    ],
    {
      description:
        'queued (also between retries after the relay refused it for now), sending, sent, failed (refused for good, ' +
        'or for longer than MAIL_RETRY_HOURS), dropped (taken out of the queue by an administrator)',
    },
  ),
  sentat: NullableInstant,
  attempts: Type.Integer({ description: 'How many times it was handed to the relay.' }),
  error: Type.String({ description: "The relay's last answer when it was not taken ('' when none)." }),
});
export type BuyerMail = Static<typeof BuyerMail>;

export const BuyerAuditEntry = Closed({
  at: Instant,
  username: Type.String(),
  action: Type.String({ description: 'rfq.create, rfq.save, rfq.amend, rfq.invite, rfq.publish, ...' }),
  subject: Type.String({ description: "The RFQ number, or an invitation's tender number." }),
  fromstatus: Type.String(),
  tostatus: Type.String(),
  comment: Type.String(),
});
export type BuyerAuditEntry = Static<typeof BuyerAuditEntry>;

/** Who has unsealed the quotations of an RFQ with an opening quorum (issue 29). */
export const BuyerUnsealState = Closed({
  required: Type.Integer({ minimum: 1, maximum: 2, description: 'The opening quorum.' }),
  sealed: Type.Boolean({
    description: 'The quotations are still sealed: before closing, or fewer than `required` have unsealed.',
  }),
  unsealedby: Type.Array(Closed({ username: Type.String(), at: Instant })),
  awaiting: Type.Integer({ minimum: 0, description: 'How many more people must unseal.' }),
});
export type BuyerUnsealState = Static<typeof BuyerUnsealState>;

/** One supplier's part of an award: the lines it won and their total. */
export const BuyerAwardSupplier = Closed({
  suppliercode: Type.String(),
  suppliername: Type.String(),
  seqnos: Type.Array(Type.Integer(), { description: 'The entry lines awarded to it.' }),
  total: Type.With(DecimalOut, { description: "The awarded lines' amounts as the supplier quoted them." }),
});
export type BuyerAwardSupplier = Static<typeof BuyerAwardSupplier>;

/** An award as proposed, and what became of it (issue 29). */
export const BuyerAwardState = Closed({
  state: Type.Union([Type.Literal('PENDING'), Type.Literal('FINAL'), Type.Literal('REJECTED')], {
    description:
      'PENDING: waits for an approver (the RFQ is PENDING_APPROVAL); FINAL: the award stands (approved, ' +
      'or under the threshold); REJECTED: an approver sent it back (the RFQ is CLOSED again).',
  }),
  proposedby: Type.String(),
  proposedat: Instant,
  justification: Type.String(),
  total: Type.With(DecimalOut, { description: 'The awarded total, in the RFQ currency.' }),
  threshold: Type.With(DecimalOut, {
    description: 'AWARD_APPROVAL_THRESHOLD of the site when proposed: at or above it, approval is needed.',
  }),
  needsapproval: Type.Boolean(),
  decidedby: Type.String({ description: "The approver's name ('' while pending or when none was needed)." }),
  decidedat: NullableInstant,
  comment: Type.String({ description: "The approver's comment." }),
  suppliers: Type.Array(BuyerAwardSupplier),
});
export type BuyerAwardState = Static<typeof BuyerAwardState>;

/** One delivery of the final award to the group's ERP (issue 29): a signed webhook through an outbox. */
export const BuyerHandoff = Closed({
  at: Instant,
  kind: Type.String({ description: 'award.final' }),
  state: Type.Union([
    Type.Literal('queued'),
    Type.Literal('sending'),
    Type.Literal('sent'),
    Type.Literal('failed'),
    Type.Literal('dropped'),
  ]),
  attempts: Type.Integer(),
  sentat: NullableInstant,
  httpstatus: Type.Union([Type.Integer(), Type.Null()], { description: "The receiver's last HTTP status." }),
  error: Type.String({ description: "The last failure ('' when none)." }),
});
export type BuyerHandoff = Static<typeof BuyerHandoff>;

export const BuyerRfqDetail = Closed({
  rfqid: Type.Integer({
    description: 'The owner id of the RFQ attachments (/common/upload, ownertable RFQ).',
  }),
  rfqnum: Type.String(),
  description: Type.String(),
  siteid: Type.String(),
  tendercollectvia: Type.String(),
  bidmethod: Type.String(),
  closingdate: Instant,
  closingdateset: Type.Boolean({
    description:
      'False on a copy (/buyer/rfq/copy) until the buyer saves a closing date: `closingdate` then holds ' +
      'the moment of the copy, which the console shows blank and publish refuses (5600002).',
  }),
  lastclosingdate: Instant,
  amendnoticehours: Type.Integer({
    minimum: 0,
    description:
      'AMEND_MIN_NOTICE_HOURS: an amendment may move the closing date earlier only to at least this many ' +
      'hours from now, and one of lines or documents within this time before closing must move it at ' +
      'least that far out (5600016).',
  }),
  contact1: Type.String(),
  email1: Type.String(),
  phone1: Type.String(),
  contact2: Type.String(),
  email2: Type.String(),
  phone2: Type.String(),
  remark: Type.String(),
  pricenegotiation: Type.Boolean(),
  hassiteinspection: Type.Boolean(),
  currency: Type.String({ description: 'ISO 4217; the CURRENCY setting when the RFQ names none.' }),
  status: Stage,
  revision: Type.Integer(),
  version: Type.Integer({ description: 'Send it back with /buyer/rfq/save; a stale one is 4000006.' }),
  cancelreason: Type.String(),
  publishedat: NullableInstant,
  publishat: Type.Union([Instant, Type.Null()], {
    description:
      'A draft scheduled to publish itself (/buyer/rfq/schedule, issue 33): when; else null. Cleared once ' +
      'published, unscheduled, refused at its time, or edited so that publish would refuse it.',
  }),
  openingquorum: OpeningQuorum,
  unseal: BuyerUnsealState,
  award: Type.Union([BuyerAwardState, Type.Null()], {
    description: 'The award proposed, final or last rejected (issue 29); null before any.',
  }),
  awardapprovalthreshold: Type.With(DecimalOut, {
    description: "The site's AWARD_APPROVAL_THRESHOLD: an award totalling at least this waits for approval.",
  }),
  handoffs: Type.Array(BuyerHandoff, {
    description:
      "The award's deliveries to the ERP (AWARD_WEBHOOK_URL), oldest first; empty without the setting.",
  }),
  lines: Type.Array(BuyerLine),
  documents: Type.Array(BuyerDocument),
  siteinspections: Type.Array(BuyerSiteInspection),
  revisions: Type.Array(BuyerRevision),
  invitations: Type.Array(BuyerInvitation),
  mails: Type.Array(BuyerMail),
  audit: Type.Array(BuyerAuditEntry),
  criteria: Type.Array(BuyerCriterion, {
    description: 'The criteria quotations are weighed on (issue 33), price first; empty: price alone.',
  }),
});
export type BuyerRfqDetail = Static<typeof BuyerRfqDetail>;

export const BuyerRfqnumBody = Type.Object({ rfqnum: Rfqnum });
export type BuyerRfqnumBody = Static<typeof BuyerRfqnumBody>;

export const buyerRfqDetail = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/detail',
  name: 'buyerRfqDetail',
  summary: 'One RFQ of the buyer’s site: its fields, lines, attachments, invitations and history',
  description: 'Never a price: quotations are compared with /buyer/rfq/tabulation after closing.',
  role: 'procurement',
  body: BuyerRfqnumBody,
  reply: Ok({ data: BuyerRfqDetail }),
  errors: [ErrorCode.NO_SUCH_TENDER],
  tags,
});

// ---- Save (create, edit a draft, amend an open RFQ) ----

export const BuyerRfqInput = Type.Object(
  {
    rfqnum: Type.Optional(Rfqnum),
    description: Type.String({ maxLength: 4000 }),
    tendercollectvia: Type.Optional(Type.String({ maxLength: 200 })),
    bidmethod: Type.Optional(Type.String({ maxLength: 200, description: 'Online, or HardCopy.' })),
    closingdate: Moment,
    contact1: Type.Optional(Type.String({ maxLength: 200 })),
    email1: Type.Optional(OptionalEmail),
    phone1: Type.Optional(Type.String({ maxLength: 200 })),
    contact2: Type.Optional(Type.String({ maxLength: 200 })),
    email2: Type.Optional(OptionalEmail),
    phone2: Type.Optional(Type.String({ maxLength: 200 })),
    remark: Type.Optional(Type.String({ maxLength: 4000 })),
    pricenegotiation: Type.Optional(Type.Boolean()),
    hassiteinspection: Type.Optional(Type.Boolean()),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
    openingquorum: Type.Optional(OpeningQuorum),
    lines: Type.Array(ImportLine, { maxItems: 20_000 }),
    siteinspections: Type.Optional(Type.Array(ImportSiteInspection, { maxItems: 200 })),
    reason: Type.Optional(Reason),
    criteria: Type.Optional(BuyerCriteria),
  },
  {
    additionalProperties: false,
    description:
      'The fields of the import format’s rfqs[] (without siteid: always the buyer’s site; without ' +
      'documents: attachments go through /common/upload) plus `reason`, required when amending an open RFQ.',
  },
);
export type BuyerRfqInput = Static<typeof BuyerRfqInput>;

export const BuyerRfqSaveBody = Type.Object({
  rfq: BuyerRfqInput,
  version: Type.Optional(Type.Integer({ minimum: 0, description: 'The version read; absent on creation.' })),
});
export type BuyerRfqSaveBody = Static<typeof BuyerRfqSaveBody>;

export const buyerRfqSave = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/save',
  name: 'buyerRfqSave',
  summary: 'Create an RFQ, save a draft, or amend an open RFQ (with a reason)',
  description:
    'Without rfqnum a new draft is numbered by the server. A draft keeps partial work; an open RFQ is ' +
    'amended: a revision with its reason, every invitation’s lines resynchronised (prices kept), submitted ' +
    'quotations returned to WTQUOTE to be confirmed again, invited suppliers e-mailed. An amendment keeps ' +
    '`tendercollectvia` and `bidmethod` (5600015 naming the field) and gives the bidders notice ' +
    '(5600016, `data.earliestclosingdate`): the closing date moves later at any time, earlier only to at ' +
    'least `amendnoticehours` from now, and a change of lines or documents within that time before ' +
    'closing must move it at least that far out. A draft takes any future closing date.',
  role: 'buyer',
  body: BuyerRfqSaveBody,
  reply: Ok({
    data: Closed({
      rfqnum: Type.String(),
      revision: Type.Integer(),
      version: Type.Integer(),
      unscheduled: Type.Optional(
        Type.Boolean({
          description:
            'True when this save of a scheduled draft left it unpublishable at its time, so its schedule ' +
            'was cleared (issue 33; the code is in its history entry rfq.unschedule).',
        }),
      ),
    }),
  }),
  errors: [
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.CONCURRENT_CHANGE,
    ErrorCode.BOQ_INVALID,
    ErrorCode.CLOSING_DATE_PAST,
    ErrorCode.RFQ_CLOSED,
    ErrorCode.RFQ_ACTION_NOT_ALLOWED,
    ErrorCode.REASON_REQUIRED,
    ErrorCode.RFQNUM_TAKEN,
    ErrorCode.COLLECTION_FIXED,
    ErrorCode.AMEND_NOTICE,
    ErrorCode.CRITERIA_WEIGHTS_TOTAL,
    ErrorCode.CRITERIA_INVALID,
    ErrorCode.CRITERIA_FIXED,
  ],
  tags,
});

// ---- Invite, publish ----

export const BuyerInviteBody = Type.Object({ rfqnum: Rfqnum, suppliers: SupplierCodes });
export type BuyerInviteBody = Static<typeof BuyerInviteBody>;

export const buyerRfqInvite = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/invite',
  name: 'buyerRfqInvite',
  summary: 'Invite suppliers (on a draft: to the pick list; on an open RFQ: invitations made and mailed)',
  role: 'buyer',
  body: BuyerInviteBody,
  reply: Ok({ data: Closed({ invited: Type.Integer() }) }),
  errors: [
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.NO_SUCH_SUPPLIER,
    ErrorCode.ALREADY_INVITED,
    ErrorCode.RFQ_CLOSED,
    ErrorCode.RFQ_ACTION_NOT_ALLOWED,
  ],
  tags,
});

export const buyerRfqUninvite = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/uninvite',
  name: 'buyerRfqUninvite',
  summary: 'Take suppliers off a draft’s pick list (a published invitation stays)',
  role: 'buyer',
  body: BuyerInviteBody,
  reply: OkReply,
  errors: [ErrorCode.NO_SUCH_TENDER, ErrorCode.RFQ_ACTION_NOT_ALLOWED],
  tags,
});

export const buyerRfqPublish = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/publish',
  name: 'buyerRfqPublish',
  summary: 'Publish a draft: each invitee gets an invitation in status NEW and an e-mail in their language',
  role: 'buyer',
  body: BuyerRfqnumBody,
  reply: Ok({ data: Closed({ rfqnum: Type.String(), invitations: Type.Integer() }) }),
  errors: [
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.RFQ_NO_LINES,
    ErrorCode.NO_INVITEES,
    ErrorCode.CLOSING_DATE_PAST,
    ErrorCode.BOQ_INVALID,
    ErrorCode.RFQ_ACTION_NOT_ALLOWED,
  ],
  tags,
});

// ---- Tabulation ----

export const TabulationSupplier = Closed({
  suppliercode: Type.String(),
  suppliername: Type.String(),
  udztbnum: Type.String(),
  status: Type.String(),
  hardcopy: Type.Boolean({ description: 'Input by staff from a paper quotation.' }),
  submittedat: NullableInstant,
  total: DecimalOut,
  discounttotal: DecimalOut,
  comparabletotal: Type.With(DecimalOut, {
    description:
      "The entry lines' compared amounts summed: quantity x price lines at the buyer's quantity (issue 28).",
  }),
  unpriced: Type.Integer({ description: 'Entry lines left without a price.' }),
  lowest: Type.Boolean({ description: 'The lowest comparable total of all.' }),
  comparable: Type.Boolean({
    description:
      'Compared like with like: it priced every entry line (or, when none did, at least one). Only these ' +
      'can be the lowest, get a price score and a rank.',
  }),
  scoring: Type.Union([TabulationScoring, Type.Null()], {
    description: 'Its scores, weighted total and rank (issue 33); null when the RFQ has no criteria.',
  }),
});
export type TabulationSupplier = Static<typeof TabulationSupplier>;

export const TabulationPrice = Closed({
  suppliercode: Type.String(),
  quantity: Type.With(DecimalOut, { description: 'The quantity the supplier quoted.' }),
  unitprice: DecimalOut,
  totallineamount: DecimalOut,
  disclineamt: DecimalOut,
  linenotes: Type.String(),
  compared: Type.With(DecimalOut, {
    description:
      "The amount compared: a quantity x price line recomputed at the buyer's quantity, any other as quoted.",
  }),
  quantitydiffers: Type.Boolean({ description: "The supplier quoted a quantity other than the buyer's." }),
  unpriced: Type.Boolean(),
  lowest: Type.Boolean(),
  awarded: Type.Boolean({ description: 'The line is awarded to this supplier (a pending or final award).' }),
});
export type TabulationPrice = Static<typeof TabulationPrice>;

export const TabulationLine = Closed({
  seqno: Type.Integer(),
  description: Type.String(),
  header: Type.Boolean(),
  bold: Type.Boolean(),
  underline: Type.Boolean(),
  autocal: Type.String(),
  quantity: DecimalOut,
  unit: Type.String(),
  prices: Type.Array(TabulationPrice, { description: 'One per supplier, in the order of `suppliers`.' }),
});
export type TabulationLine = Static<typeof TabulationLine>;

export const Tabulation = Closed({
  rfqnum: Type.String(),
  description: Type.String(),
  currency: Type.String(),
  closingdate: Instant,
  suppliers: Type.Array(TabulationSupplier),
  lines: Type.Array(TabulationLine),
  criteria: Type.Array(BuyerCriterion, { description: 'Price first; empty: ranked on price alone.' }),
  scorable: Type.Boolean({
    description: 'Scores may be given now (criteria defined, opened, no award proposed yet).',
  }),
});
export type Tabulation = Static<typeof Tabulation>;

export const buyerRfqTabulation = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/tabulation',
  name: 'buyerRfqTabulation',
  summary: 'After closing: every submitted quotation line by line, lowest marked, totals',
  role: 'procurement',
  body: BuyerRfqnumBody,
  reply: Ok({ data: Tabulation }),
  errors: [ErrorCode.NO_SUCH_TENDER, ErrorCode.RFQ_NOT_CLOSED, ErrorCode.UNSEAL_PENDING],
  tags,
});

// ---- Negotiate, award, cancel ----

export const BuyerNegotiateBody = Type.Object({
  rfqnum: Rfqnum,
  suppliers: SupplierCodes,
  closingdate: Moment,
});
export type BuyerNegotiateBody = Static<typeof BuyerNegotiateBody>;

export const buyerRfqNegotiate = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/negotiate',
  name: 'buyerRfqNegotiate',
  summary: 'A price-negotiation round: chosen suppliers quote again until a new closing date',
  role: 'buyer',
  body: BuyerNegotiateBody,
  reply: Ok({ data: Closed({ suppliers: Type.Integer() }) }),
  errors: [
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.RFQ_NOT_CLOSED,
    ErrorCode.NOT_SUBMITTED,
    ErrorCode.CLOSING_DATE_PAST,
    ErrorCode.RFQ_ACTION_NOT_ALLOWED,
    ErrorCode.UNSEAL_PENDING,
  ],
  tags,
});

export const BuyerSuppliersBody = Type.Object({ rfqnum: Rfqnum, suppliers: SupplierCodes });
export type BuyerSuppliersBody = Static<typeof BuyerSuppliersBody>;

/** A justification of an award (issue 29): at least 10 characters once trimmed (5600017). */
const Justification = Type.String({ maxLength: 4000 });

export const BuyerAwardPart = Type.Object(
  {
    suppliercode: SupplierCode,
    seqnos: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 999_999 }), {
        minItems: 1,
        maxItems: 20_000,
        description: 'The entry lines it wins; absent: every entry line it priced (the whole tender).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type BuyerAwardPart = Static<typeof BuyerAwardPart>;

export const BuyerAwardBody = Type.Object({
  rfqnum: Rfqnum,
  awards: Type.Optional(Type.Array(BuyerAwardPart, { minItems: 1, maxItems: 500 })),
  suppliers: Type.Optional(
    Type.With(SupplierCodes, {
      description: 'The older shorthand: each supplier wins the whole tender (as `awards` without seqnos).',
    }),
  ),
  justification: Justification,
});
export type BuyerAwardBody = Static<typeof BuyerAwardBody>;

export const buyerRfqAward = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/award',
  name: 'buyerRfqAward',
  summary:
    'Award the tender, whole or split by line, with a justification; above the threshold it waits for approval',
  description:
    'Every priced entry line goes to at most one supplier (5600018); a supplier with a line is AWARDED, ' +
    'every other submitter LOST, the invitations never quoted NORESPONSE. At or above ' +
    'AWARD_APPROVAL_THRESHOLD (per site) the award is only proposed: the RFQ is PENDING_APPROVAL, no ' +
    "supplier is told anything and the site's approvers are mailed (`state` PENDING_APPROVAL). Send " +
    'either `awards` or `suppliers`.',
  role: 'buyer',
  body: BuyerAwardBody,
  reply: Ok({
    data: Closed({
      state: Type.Union([Type.Literal('AWARDED'), Type.Literal('PENDING_APPROVAL')]),
      awarded: Type.Integer(),
      lost: Type.Integer(),
      noresponse: Type.Integer(),
      total: Type.With(DecimalOut, { description: 'The awarded total.' }),
    }),
  }),
  errors: [
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.RFQ_NOT_CLOSED,
    ErrorCode.NOT_SUBMITTED,
    ErrorCode.RFQ_ACTION_NOT_ALLOWED,
    ErrorCode.JUSTIFICATION_REQUIRED,
    ErrorCode.LINE_AWARDED_TWICE,
    ErrorCode.LINE_NOT_AWARDABLE,
    ErrorCode.NOTHING_AWARDED,
    ErrorCode.UNSEAL_PENDING,
  ],
  tags,
});

export const buyerRfqUnseal = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/unseal',
  name: 'buyerRfqUnseal',
  summary: 'After closing, one of the people an opening quorum of two needs unseals the quotations',
  description:
    'A buyer or approver of the site; the same person twice counts once. Recorded in the history. With a ' +
    'quorum of 1 the quotations are open at closing and the call only answers the state.',
  role: 'procurement',
  body: BuyerRfqnumBody,
  reply: Ok({ data: BuyerUnsealState }),
  errors: [ErrorCode.NO_SUCH_TENDER, ErrorCode.RFQ_NOT_CLOSED, ErrorCode.RFQ_ACTION_NOT_ALLOWED],
  tags,
});

export const buyerRfqAuditExport = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/audit-export',
  name: 'buyerRfqAuditExport',
  summary:
    "The tender's record for an auditor: an .xlsx of its events, its mails and the comparison as awarded",
  description:
    'Answers the bytes of an .xlsx workbook (Content-Disposition attachment), not JSON: a sheet of every ' +
    "event of the tender (time in the site's zone, user, action, stage before and after, reason, " +
    'justification or comment, what changed), one of the mails sent (to whom, when, state) and one of the ' +
    'comparison as awarded. Refusals are the JSON error reply.',
  role: 'procurement',
  body: BuyerRfqnumBody,
  file: {
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    description: 'The workbook, named `<rfqnum>-record.xlsx` (Content-Disposition attachment).',
  },
  errors: [ErrorCode.NO_SUCH_TENDER],
  tags,
});

export const BuyerApproveBody = Type.Object({
  rfqnum: Rfqnum,
  decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
  comment: Type.String({ maxLength: 4000, description: 'Required (5600010) to reject.' }),
});
export type BuyerApproveBody = Static<typeof BuyerApproveBody>;

export const buyerRfqApprove = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/approve',
  name: 'buyerRfqApprove',
  summary: 'An approver, not the proposer, approves or rejects a proposed award',
  description:
    'Approve makes the award final (statuses, mails, ERP hand-off); reject returns the RFQ to CLOSED, with ' +
    'the comment in the history and a mail to the proposer. Role `approver` of the site only (1000004).',
  role: 'approver',
  body: BuyerApproveBody,
  reply: Ok({ data: Closed({ state: Type.Union([Type.Literal('AWARDED'), Type.Literal('CLOSED')]) }) }),
  errors: [
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.RFQ_ACTION_NOT_ALLOWED,
    ErrorCode.PROPOSER_CANNOT_APPROVE,
    ErrorCode.REASON_REQUIRED,
  ],
  tags,
});

export const BuyerApprovalRow = Closed({
  rfqnum: Type.String(),
  description: Type.String(),
  proposedby: Type.String(),
  proposedat: Instant,
  total: DecimalOut,
  currency: Type.String(),
  justification: Type.String(),
  suppliers: Type.Integer({ description: 'How many suppliers the award names.' }),
  mine: Type.Boolean({ description: 'Proposed by the caller, who cannot approve it.' }),
});
export type BuyerApprovalRow = Static<typeof BuyerApprovalRow>;

export const buyerApprovalList = defineOperation({
  method: 'POST',
  path: '/buyer/approval/list',
  name: 'buyerApprovalList',
  summary: 'The awards of the site waiting for approval, oldest first',
  role: 'procurement',
  body: Type.Object({}),
  reply: Ok({ data: Closed({ list: Type.Array(BuyerApprovalRow) }) }),
  errors: [],
  tags,
});

export const BuyerCancelBody = Type.Object({ rfqnum: Rfqnum, reason: Reason });
export type BuyerCancelBody = Static<typeof BuyerCancelBody>;

export const buyerRfqCancel = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/cancel',
  name: 'buyerRfqCancel',
  summary: 'Cancel an RFQ with a reason; every invitation CANCELD and its supplier e-mailed',
  role: 'buyer',
  body: BuyerCancelBody,
  reply: OkReply,
  errors: [ErrorCode.NO_SUCH_TENDER, ErrorCode.REASON_REQUIRED, ErrorCode.RFQ_ACTION_NOT_ALLOWED],
  tags,
});

// ---- Suppliers ----

export const BuyerSupplierSearchBody = Type.Object({
  str: Type.String({ maxLength: 200, description: 'Part of a supplier code, name or service scope.' }),
});
export type BuyerSupplierSearchBody = Static<typeof BuyerSupplierSearchBody>;

export const BuyerSupplierItem = Closed({
  code: Type.String(),
  name: Type.String(),
  scopes: Type.Array(Closed({ svcscope: Type.String(), description: Type.String() })),
  expired: Type.Array(
    Closed({
      kind: Type.Union([Type.Literal('certificate'), Type.Literal('licence')]),
      name: Type.String(),
      expiry: Type.String({ description: 'YYYY-MM-DD' }),
    }),
    { description: 'Certificates and licences already expired.' },
  ),
  users: Type.Integer({ description: 'Portal accounts of the supplier (who will receive the invitation).' }),
});
export type BuyerSupplierItem = Static<typeof BuyerSupplierItem>;

export const buyerSupplierSearch = defineOperation({
  method: 'POST',
  path: '/buyer/supplier/search',
  name: 'buyerSupplierSearch',
  summary: 'Find suppliers to invite by code, name or service scope (at most 50)',
  description: 'Buyers (to invite) and approvers (to open a supplier record, issue 33).',
  role: 'procurement',
  body: BuyerSupplierSearchBody,
  reply: Ok({ data: Closed({ suppliers: Type.Array(BuyerSupplierItem) }) }),
  errors: [],
  tags,
});

// ---- Questions ----

export const BuyerQuestionListBody = Type.Object({
  rfqnum: Type.Optional(Rfqnum),
  unanswered: Type.Optional(FlagInput),
  page: Type.Optional(PageInput),
  pagesize: Type.Optional(PageSizeInput),
});
export type BuyerQuestionListBody = Static<typeof BuyerQuestionListBody>;

export const BuyerQuestion = Closed({
  questionid: Type.Integer(),
  rfqnum: Type.String(),
  rfqdescription: Type.String(),
  suppliercode: Type.String(),
  suppliername: Type.String(),
  askedby: Type.String({ description: 'Display name of the supplier user who asked.' }),
  question: Type.String(),
  createdate: Instant,
  answer: Type.String(),
  answerall: Type.Boolean(),
  answeredat: NullableInstant,
});
export type BuyerQuestion = Static<typeof BuyerQuestion>;

export const buyerQuestionList = defineOperation({
  method: 'POST',
  path: '/buyer/question/list',
  name: 'buyerQuestionList',
  summary: "Questions on the RFQs of the buyer's site: unanswered first, then newest first",
  role: 'buyer',
  body: BuyerQuestionListBody,
  reply: Ok({ data: Closed({ questions: Type.Array(BuyerQuestion), totalcount: Type.Integer() }) }),
  errors: [ErrorCode.NO_SUCH_TENDER],
  tags,
});

export const BuyerAnswerBody = Type.Object({
  questionid: Type.Integer({ minimum: 1 }),
  answer: Type.String({ maxLength: 8000 }),
  answerall: FlagInput,
});
export type BuyerAnswerBody = Static<typeof BuyerAnswerBody>;

export const buyerQuestionAnswer = defineOperation({
  method: 'POST',
  path: '/buyer/question/answer',
  name: 'buyerQuestionAnswer',
  summary: 'Answer a question, to its asker only or to every invited supplier (answerall)',
  description: 'The asker (and, for a public answer, every invited supplier) is e-mailed in their language.',
  role: 'buyer',
  body: BuyerAnswerBody,
  reply: OkReply,
  errors: [ErrorCode.NO_SUCH_QUESTION, ErrorCode.ANSWER_REQUIRED],
  tags,
});

export const buyerOperations = [
  buyerRfqList,
  buyerRfqUnseen,
  buyerRfqDetail,
  buyerRfqSave,
  buyerRfqInvite,
  buyerRfqUninvite,
  buyerRfqPublish,
  buyerRfqTabulation,
  buyerRfqNegotiate,
  buyerRfqAward,
  buyerRfqUnseal,
  buyerRfqApprove,
  buyerApprovalList,
  buyerRfqAuditExport,
  buyerRfqCancel,
  buyerSupplierSearch,
  buyerQuestionList,
  buyerQuestionAnswer,
] as const;
