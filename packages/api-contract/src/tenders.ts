import {
  COMMENT_MAX_LENGTH,
  LINE_ISSUE_LIST_MAX,
  LINE_NOTES_MAX_LENGTH,
  TENDER_LIST_ORDERS,
  TENDER_LIST_PAGE_SIZE,
  TENDER_STATUSES,
  type TenderListOrder,
} from '@tender/domain';
import { type Static, Type } from 'typebox';
import { TenderCriterion } from './buyer-scoring.ts';
import {
  Closed,
  DecimalInput,
  DecimalOut,
  FlagInput,
  FlagOut,
  IgnoredId,
  Instant,
  Ok,
  PageInput,
  PageSizeInput,
} from './common.ts';
import { ErrorCode } from './error-codes.ts';
import { defineNamedOperation, defineOperation } from './operation.ts';

// The tender invitations (spec 3, 4, 5): the list, one header, its lines, the staff search, the
// supplier's save and the workflow. Legacy clients send numbers as strings ('10') and flags as '0'/'1':
// both spellings are accepted and the handlers turn them into one form.

const tags = ['Tenders'] as const;

/** The invitation number: one supplier's copy of an RFQ. */
export const Udztbnum = Type.String({ minLength: 1, maxLength: 100 });
const Comment = Type.Union([Type.String({ maxLength: COMMENT_MAX_LENGTH }), Type.Null()], {
  description: "The supplier's remark to the buyer (also a decline's reason).",
});
/** The header version the client read: a change over a newer one is refused (4000006). */
const Version = Type.Integer({
  minimum: 0,
  description: "The header's `version` the client read: when given, a change over a newer one is 4000006.",
});

/** A tender status of spec 4.1, spelt as stored (`SUBMITED`, `CANCELD`). */
export const TenderStatusOut = Type.Enum(TENDER_STATUSES, {
  description: 'The invitation status (spec 4.1), spelt as stored.',
});

// --- Replies ------------------------------------------------------------------------------------------

const listItemFields = {
  udztbid: Type.Integer({
    description: 'The invitation id: `ownerid` of /workflow/submitworkflow and of uploads.',
  }),
  udztbnum: Type.String({ description: "The invitation number (one supplier's copy of the RFQ)." }),
  rfqnum: Type.String({ description: 'The RFQ (tender) number.' }),
  suppliercode: Type.String(),
  suppliername: Type.String(),
  siteid: Type.String({ description: "The buyer's site of the RFQ." }),
  tenderdesc: Type.String({ description: "The RFQ's description." }),
  status: TenderStatusOut,
  statusdesc: Type.String({
    description: 'The English label of the status, for clients without a translation of their own.',
  }),
  enddate: Type.With(Instant, { description: 'The closing date.' }),
};

/** One row of the tender list (getudztb without udztbnum, getjlludztb). */
export const TenderListItem = Closed(listItemFields);
export type TenderListItem = Static<typeof TenderListItem>;

/** getudztb with udztbnum: the general information of one invitation, for its detail page. */
export const TenderHeader = Closed({
  ...listItemFields,
  title: Type.String({ description: 'The RFQ number (legacy name).' }),
  content: Type.String({ description: 'The RFQ description (legacy name).' }),
  tendercollectvia: Type.String({
    description: "How quotations are collected; 'HardCopy' (any case): on paper.",
  }),
  bidmethod: Type.String({ description: "The bid method; 'HardCopy' (any case): on paper." }),
  closingdate: Instant,
  contact1: Type.String(),
  email1: Type.String(),
  phone1: Type.String(),
  contact2: Type.String(),
  email2: Type.String(),
  phone2: Type.String(),
  remark: Type.String({ description: "The buyer's remark." }),
  inputed: Type.With(FlagOut, { description: "'1' once staff typed in a hard-copy tender's paper quote." }),
  pricenegotiation: Type.With(FlagOut, {
    description: "'1' under price negotiation: only the discount may change.",
  }),
  hassiteinspection: Type.With(FlagOut, { description: "'1' when the RFQ has site inspections." }),
  siteinspections: Type.Integer({
    minimum: 0,
    description:
      'How many site inspections the RFQ lists (counted by the server): the Site Inspection button shows only when there are some.',
  }),
  attendedall: Type.With(FlagOut, {
    description: "'1' when the supplier confirmed attending every site inspection.",
  }),
  isdownload: Type.With(FlagOut, {
    description: "'1' when this supplier downloaded every tender attachment (or there are none).",
  }),
  reminder: Type.With(FlagOut, {
    description: "'1' once the supplier confirmed the tender reminder (template `noreminder`).",
  }),
  commentstojll: Type.String({
    description: "The supplier's remark to the buyer; on a DECLINED tender, the reason it was declined.",
  }),
  version: Type.Integer({
    minimum: 0,
    description: "The quotation's version: sent back with a save, submit or decline (stale: 4000006).",
  }),
  submittedat: Type.Union([Instant, Type.Null()], {
    description: 'When the quotation was submitted online; null before.',
  }),
  submittedby: Type.Union([Type.String(), Type.Null()], {
    description: 'Who submitted it online (display name); null before.',
  }),
  submissionref: Type.Union([Type.String(), Type.Null()], {
    description: "The submission's reference `Q-<rfqnum>-<8 base32>`; null before.",
  }),
  amendedat: Type.Union([Instant, Type.Null()], {
    description:
      'When the buyer last amended the tender (issue 17); null: never. While the status is a quoting one, ' +
      'the supplier reviews the amended tender and submits again.',
  }),
  currency: Type.String({
    description: "ISO 4217 code of the amounts: the RFQ's, else the CURRENCY setting.",
  }),
  closed: Type.With(FlagOut, {
    description: "'1' once the closing date has passed (the server's clock): the detail is read-only.",
  }),
  criteria: Type.Array(TenderCriterion, {
    description:
      'How quotations are evaluated (issue 33): the criteria and their weights, price first; empty: on price alone.',
  }),
});
export type TenderHeader = Static<typeof TenderHeader>;

/** One line of a tender as stored: flags '0'/'1', amounts exact decimal strings or null. */
export const TenderLine = Closed({
  seqno: Type.Integer({ minimum: 0, description: 'The line number, unique within the tender.' }),
  description: Type.String(),
  longdesc: Type.String(),
  remark: Type.String(),
  bold: FlagOut,
  underline: FlagOut,
  header: Type.With(FlagOut, { description: "'1': a heading row, nothing is entered on it." }),
  autocal: Type.String({
    description:
      "'' or 'Y': values are entered (with 'Y' the total is quantity x price); a '+'-separated list of " +
      'seqnos: the line sums those lines.',
  }),
  required: Type.With(FlagOut, { description: "'1': the price is required." }),
  qtyrequired: Type.With(FlagOut, { description: "'1': the quantity is required (no default of 1)." }),
  totalamountreq: Type.With(FlagOut, { description: "'1': the total is required." }),
  neednotes: Type.With(FlagOut, { description: "'1': the line needs the supplier's notes." }),
  quantity: DecimalOut,
  unit: Type.String(),
  unitprice: DecimalOut,
  totallineamount: DecimalOut,
  disc: Type.With(DecimalOut, { description: 'The discount rate in percent (100: no discount).' }),
  disclineamt: Type.With(DecimalOut, { description: 'The discounted total (total x disc / 100).' }),
  linenotes: Type.String({ description: "The supplier's notes on the line." }),
  changedfields: Type.Array(Type.String(), {
    description:
      "What the buyer's amendments changed on this line since the supplier last saved it or submitted " +
      "(issue 28): names of the line's fields (description, longdesc, remark, bold, underline, header, " +
      "autocal, required, qtyrequired, totalamountreq, neednotes, unit, quantity), and 'new' for a line " +
      'an amendment added. Empty when nothing changed. Cleared on the lines a save sends, and on all ' +
      'lines by a submission.',
  }),
  awarded: Type.With(FlagOut, {
    description: "'1': the line is awarded to this supplier (issue 29; set when the award is final).",
  }),
});
export type TenderLine = Static<typeof TenderLine>;

const LineCount = Type.Integer({ minimum: 0 });

/** What a draft still lacks for a submission, counted after a save (not an error at save). */
export const MissingValues = Closed({
  price: Type.With(LineCount, { description: 'Lines lacking a required price.' }),
  total: Type.With(LineCount, { description: 'Lines lacking a required total.' }),
  quantity: Type.With(LineCount, { description: 'Lines lacking a required quantity.' }),
  notes: Type.With(LineCount, { description: 'Lines lacking required notes.' }),
  lines: Type.With(LineCount, { description: 'Lines lacking anything (a line may lack two values).' }),
  seqnos: Type.Array(Type.Integer(), {
    maxItems: LINE_ISSUE_LIST_MAX,
    description: `The first ${LINE_ISSUE_LIST_MAX} of those lines, in line order.`,
  }),
});
export type MissingValues = Static<typeof MissingValues>;

/** The receipt of a submission (action 4). */
export const SubmissionReceipt = Closed({
  submissionref: Type.String({ description: 'The reference `Q-<rfqnum>-<8 base32>`, also mailed.' }),
  submittedat: Instant,
});
export type SubmissionReceipt = Static<typeof SubmissionReceipt>;

// --- Requests -----------------------------------------------------------------------------------------

const searchFields = {
  hrid: IgnoredId,
  userid: IgnoredId,
  str: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'Search text: trimmed, matched literally and in any case on the tender number and description.',
    }),
  ),
  status: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        "A status filter string of spec 9, e.g. `in ('WTQUOTE')`; blank means every status, any other " +
        'text is 1000002.',
    }),
  ),
};

/** The list's orders by closing date: latest first (the default) or earliest first. */
export { TENDER_LIST_ORDERS, type TenderListOrder };

/** getudztb: a page of the caller's tenders, or (with udztbnum) one tender's header. */
export const TenderListParams = Type.Object({
  ...searchFields,
  order: Type.Optional(
    Type.Enum(TENDER_LIST_ORDERS, {
      description:
        "'closing-desc' (default): latest closing date first, ties by udztbnum; 'closing-asc': earliest " +
        'first, ties in the reverse udztbnum order (the same index read backwards).',
    }),
  ),
  udztbnum: Type.Optional(
    Type.String({ maxLength: 100, description: "When not blank: that tender's header alone." }),
  ),
  pagesize: Type.Optional(
    Type.With(PageSizeInput, { description: `Rows a page; default ${TENDER_LIST_PAGE_SIZE}.` }),
  ),
  page: Type.Optional(Type.With(PageInput, { description: 'The page, from 1 (default).' })),
});
export type TenderListParams = Static<typeof TenderListParams>;

/** udztbcount: how many tenders the same search finds. */
export const TenderCountParams = Type.Object(searchFields);
export type TenderCountParams = Static<typeof TenderCountParams>;

/** getudztbline: the lines of one tender (siteid is the client's; the session decides access). */
export const TenderLinesParams = Type.Object({
  siteid: Type.Optional(
    Type.Union([Type.String({ maxLength: 100 }), Type.Null()], {
      description: 'Sent by legacy clients and ignored: the session decides what the caller may see.',
    }),
  ),
  udztbnum: Udztbnum,
});
export type TenderLinesParams = Static<typeof TenderLinesParams>;

/** getjlludztb: staff look a tender up by supplier code and RFQ number, both required (spec 5). */
export const StaffTenderSearchParams = Type.Object({
  suppliername: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'The supplier code (exact, any case).',
  }),
  rfqnum: Type.String({ minLength: 1, maxLength: 100, description: 'The RFQ number (exact, any case).' }),
});
export type StaffTenderSearchParams = Static<typeof StaffTenderSearchParams>;

/** One line of a save. Totals and discount amounts may be sent but are always recomputed. */
export const QuotationLineInput = Type.Object({
  seqno: Type.Union([
    Type.Integer({ minimum: 0, maximum: 999_999_999 }),
    Type.String({ pattern: '^\\s*\\d{1,9}\\s*$' }),
  ]),
  udztbnum: Type.Optional(
    Type.Union([Type.String({ maxLength: 100 }), Type.Null()], {
      description: 'The tender of the line; when given it must be the saved one (else 1000002).',
    }),
  ),
  quantity: Type.Optional(DecimalInput),
  unitprice: Type.Optional(DecimalInput),
  disc: Type.Optional(DecimalInput),
  totallineamount: Type.Optional(
    Type.With(DecimalInput, { description: 'Kept only on lines whose total is typed, not computed.' }),
  ),
  disclineamt: Type.Optional(Type.With(DecimalInput, { description: 'Ignored: always recomputed.' })),
  linenotes: Type.Optional(Type.Union([Type.String({ maxLength: LINE_NOTES_MAX_LENGTH }), Type.Null()])),
});
export type QuotationLineInput = Static<typeof QuotationLineInput>;

/** The quotation fields shared by updateudztb and a submit or decline that saves its lines first. */
const quotationFields = {
  updateudztbline: Type.Optional(
    Type.Array(QuotationLineInput, {
      maxItems: 10_000,
      description: 'Any subset of the lines; an absent field keeps the stored value.',
    }),
  ),
  reminder: Type.Optional(Type.With(FlagInput, { description: 'The tender reminder confirmed.' })),
  attendedall: Type.Optional(
    Type.With(FlagInput, {
      description: 'Every site inspection attended; only for an RFQ with site inspections (else 1000002).',
    }),
  ),
};

/** updateudztb: save the supplier's quotation of one tender. */
export const SaveQuotationParams = Type.Object({
  user: IgnoredId,
  udztb: Type.Union([Type.Array(Udztbnum, { minItems: 1, maxItems: 1 }), Udztbnum], {
    description: 'The tender saved: a list of one udztbnum, or the udztbnum itself.',
  }),
  docinfo: Type.Optional(
    Type.Unknown({ description: 'Accepted for compatibility and ignored: the upload links a document.' }),
  ),
  isAttachment: Type.Optional(Type.Unknown({ description: 'Accepted for compatibility and ignored.' })),
  commentstojll: Type.Optional(Comment),
  version: Type.Optional(Version),
  replylines: Type.Optional(
    Type.Union([Type.Literal('all'), Type.Literal('changed')], {
      description: 'The lines of the reply: every line (default) or only those whose values changed.',
    }),
  ),
  ...quotationFields,
});
export type SaveQuotationParams = Static<typeof SaveQuotationParams>;

/**
 * /workflow/submitworkflow, for both owners: a tender (`udztb`: ownerid is the udztbid, the lines and
 * flags may ride along with a submit or decline) or a work order (`WO`: ownerid is the workorderid, only
 * `actionid` 1 and `commentstojll` matter).
 */
export const WorkflowBody = Type.Object({
  assigncode: IgnoredId,
  ownertable: Type.String({
    minLength: 1,
    maxLength: 20,
    description: "'udztb' (a tender) or 'WO' (a work order), any case; any other is 1000003.",
  }),
  ownerid: Type.Union([Type.Integer({ minimum: 0 }), Type.String({ pattern: '^\\s*\\d{1,12}\\s*$' })], {
    description: 'The udztbid of a tender, or the workorderid of a work order.',
  }),
  actionid: Type.Union(
    [Type.Integer({ minimum: 0, maximum: 999 }), Type.String({ pattern: '^\\s*\\d{1,3}\\s*$' })],
    {
      description:
        'A tender: 7 accept, 4 submit, 8 decline (from NEW/DRAFT), 9 decline after accepting. A work ' +
        'order: 1 (the work is done).',
    },
  ),
  commentstojll: Type.Optional(Comment),
  version: Type.Optional(Version),
  ...quotationFields,
});
export type WorkflowBody = Static<typeof WorkflowBody>;

// --- Operations ---------------------------------------------------------------------------------------

export const getUdztb = defineNamedOperation({
  kind: 'list',
  reqname: 'getudztb',
  summary: "A page of the caller's tenders, or one tender's header",
  description:
    'Without `udztbnum`: a page of the list rows, closing date descending (or ascending with `order`). ' +
    'With `udztbnum`: a list of ' +
    'one header. A supplier sees its own invitations, staff those of their site; any other tender ' +
    'answers 4000001 as a missing one does.',
  role: 'any',
  params: TenderListParams,
  reply: Ok({
    getudztb: Type.Union([
      Type.Array(TenderListItem),
      Type.Array(TenderHeader, { minItems: 1, maxItems: 1 }),
    ]),
  }),
  errors: [ErrorCode.NO_SUCH_TENDER],
  tags,
});

export const udztbCount = defineNamedOperation({
  kind: 'list',
  reqname: 'udztbcount',
  summary: 'How many tenders the search of getudztb finds',
  role: 'any',
  params: TenderCountParams,
  reply: Ok({
    udztbcount: Type.Array(Closed({ totalcount: Type.Integer({ minimum: 0 }) }), {
      minItems: 1,
      maxItems: 1,
    }),
  }),
  errors: [],
  tags,
});

export const getUdztbLine = defineNamedOperation({
  kind: 'list',
  reqname: 'getudztbline',
  summary: "One tender's lines, in seqno order",
  role: 'any',
  params: TenderLinesParams,
  reply: Ok({ getudztbline: Type.Array(TenderLine) }),
  errors: [ErrorCode.NO_SUCH_TENDER],
  tags,
});

export const getJllUdztb = defineNamedOperation({
  kind: 'list',
  reqname: 'getjlludztb',
  summary: 'Staff find a tender of their site by supplier code and RFQ number',
  description: "Exact matches in any case, within the staff user's site; `[]` when none.",
  role: 'staff',
  params: StaffTenderSearchParams,
  reply: Ok({ getjlludztb: Type.Array(TenderListItem) }),
  errors: [],
  tags,
});

export const updateUdztb = defineNamedOperation({
  kind: 'update',
  reqname: 'updateudztb',
  summary: "Save the supplier's quotation of one tender (a draft: nothing needs to be complete)",
  description:
    "In one transaction under the invitation's row lock. Every sent value is checked (a number as typed, " +
    '2 decimals, quantity >= 1, disc 0-100); every amount is recomputed and only changed lines are written. ' +
    'The reply carries the recomputed lines, the new `version` and what a submission would still lack.',
  role: 'supplier',
  params: SaveQuotationParams,
  reply: Ok({
    updateudztbline: Type.Array(TenderLine, {
      description: "Every line recomputed, or with `replylines: 'changed'` only those whose values changed.",
    }),
    version: Type.Integer({ minimum: 0, description: 'The new version, to send with the next change.' }),
    missing: MissingValues,
  }),
  errors: [
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.ALREADY_QUOTED,
    ErrorCode.ACTION_NOT_ALLOWED,
    ErrorCode.HARD_COPY,
    ErrorCode.TENDER_EXPIRED,
    ErrorCode.CONCURRENT_CHANGE,
    ErrorCode.LINES_INVALID,
  ],
  tags,
});

export const submitWorkflow = defineOperation({
  method: 'POST',
  path: '/workflow/submitworkflow',
  name: 'submitWorkflow',
  summary: 'Move a tender (udztb) or a work order (WO) along its workflow',
  description:
    '**ownertable udztb** (a supplier): 7 accepts (NEW/DRAFT to WTQUOTE); 4 submits (WTQUOTE/NORESPONSE ' +
    'to SUBMITED): the lines, flags and remark given are saved first in the same transaction, then every ' +
    'submission rule runs over the stored lines, and the reply carries the receipt in `data` (also ' +
    'mailed); 8 declines from NEW/DRAFT, 9 from WTQUOTE, both with `commentstojll` as the reason. A staff ' +
    'account may only record a paper decline (8 or 9) of a tender collected in hard copy since its ' +
    'publication and not submitted online by its supplier (4000012); anything else is 1000004, ' +
    'checked before the body.\n\n' +
    '**ownertable WO** (the workflow owner): action 1 reports the work done (APPR, WSCH, WMATL, INPRG to ' +
    'COMP) and hands the workflow back to the buyer.',
  role: 'any',
  body: WorkflowBody,
  reply: Ok({
    status: Type.String({
      description: "The new status: a tender's (spec 4.1), or a work order's (COMP).",
    }),
    message: Type.String(),
    msg: Type.String(),
    data: Type.Optional(Type.With(SubmissionReceipt, { description: 'After a tender submit (action 4).' })),
  }),
  errors: [
    ErrorCode.UNKNOWN_REQUEST,
    ErrorCode.FORBIDDEN,
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.ACTION_NOT_ALLOWED,
    ErrorCode.TENDER_EXPIRED,
    ErrorCode.ALREADY_QUOTED,
    ErrorCode.HARD_COPY,
    ErrorCode.CONCURRENT_CHANGE,
    ErrorCode.LINES_INVALID,
    ErrorCode.ATTACHMENTS_NOT_DOWNLOADED,
    ErrorCode.SITE_INSPECTION_NOT_CONFIRMED,
    ErrorCode.DISCOUNT_REMARK_MISSING,
    ErrorCode.SUBMITTED_ONLINE,
    ErrorCode.WORK_ORDER_NOT_FOUND,
    ErrorCode.NOT_WORKFLOW_OWNER,
    ErrorCode.WORK_ORDER_ACTION_NOT_ALLOWED,
  ],
  tags: ['Tenders', 'Work orders'],
});

export const tenderOperations = [submitWorkflow] as const;

export const tenderNamedOperations = [getUdztb, udztbCount, getUdztbLine, getJllUdztb, updateUdztb] as const;
