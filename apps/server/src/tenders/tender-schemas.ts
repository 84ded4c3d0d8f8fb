import { type Static, Type } from 'typebox';

// Request bodies of the tender calls. Legacy clients send numbers as strings ('10') and flags as
// '0'/'1', so both spellings are accepted here and turned into one form by the request handlers.

/** A decimal as typed: a string ('1,234.50'), a JSON number, or null/'' for no value. */
const DecimalInput = Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()]);
/** A yes/no flag: boolean, 0/1, or '0'/'1', 'Y'/'N', 'true'/'false' or '' as text; nothing else is a flag. */
export const FlagInput = Type.Union([
  Type.Boolean(),
  Type.Literal(0),
  Type.Literal(1),
  Type.String({ pattern: '^\\s*(?:[01YyNn]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])?\\s*$' }),
  Type.Null(),
]);
/** hrid and userid: sent by the client, never trusted; the session says who the caller is. */
const IgnoredId = Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Number(), Type.Null()]));
const Udztbnum = Type.String({ minLength: 1, maxLength: 100 });
const Comment = Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]);

export const PageSizeInput = Type.Union([
  Type.Integer({ minimum: 1, maximum: 100 }),
  Type.String({ pattern: '^\\s*(100|[1-9][0-9]?)\\s*$' }),
]);
export const PageInput = Type.Union([
  Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  Type.String({ pattern: '^\\s*[1-9][0-9]{0,5}\\s*$' }),
]);

/** getudztb: a page of the caller's tenders, or (with udztbnum) one tender's header. */
export const TenderListParams = Type.Object({
  hrid: IgnoredId,
  userid: IgnoredId,
  udztbnum: Type.Optional(Type.String({ maxLength: 100 })),
  pagesize: Type.Optional(PageSizeInput),
  page: Type.Optional(PageInput),
  str: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.String({ maxLength: 100 })),
});
export type TenderListParams = Static<typeof TenderListParams>;

/** udztbcount: how many tenders the same search finds. */
export const TenderCountParams = Type.Object({
  hrid: IgnoredId,
  userid: IgnoredId,
  str: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.String({ maxLength: 100 })),
});
export type TenderCountParams = Static<typeof TenderCountParams>;

/** getudztbline: the lines of one tender (siteid is the client's; the session decides access). */
export const TenderLinesParams = Type.Object({
  siteid: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  udztbnum: Udztbnum,
});
export type TenderLinesParams = Static<typeof TenderLinesParams>;

/** getjlludztb: staff look a tender up by supplier code and RFQ number, both required (spec 5). */
export const StaffTenderSearchParams = Type.Object({
  suppliername: Type.String({ minLength: 1, maxLength: 100 }),
  rfqnum: Type.String({ minLength: 1, maxLength: 100 }),
});
export type StaffTenderSearchParams = Static<typeof StaffTenderSearchParams>;

/** One line of updateudztb. Totals and discount amounts may be sent but are always recomputed. */
export const QuotationLineInput = Type.Object({
  seqno: Type.Union([
    Type.Integer({ minimum: 0, maximum: 999_999_999 }),
    Type.String({ pattern: '^\\s*\\d{1,9}\\s*$' }),
  ]),
  udztbnum: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  quantity: Type.Optional(DecimalInput),
  unitprice: Type.Optional(DecimalInput),
  disc: Type.Optional(DecimalInput),
  totallineamount: Type.Optional(DecimalInput),
  disclineamt: Type.Optional(DecimalInput),
  linenotes: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
});
export type QuotationLineInput = Static<typeof QuotationLineInput>;

/** The quotation fields shared by updateudztb and a submit that saves its lines first. */
const quotationFields = {
  updateudztbline: Type.Optional(Type.Array(QuotationLineInput, { maxItems: 10_000 })),
  reminder: Type.Optional(FlagInput),
  attendedall: Type.Optional(FlagInput),
};

/** updateudztb: save the supplier's quotation of one tender. */
export const SaveQuotationParams = Type.Object({
  user: IgnoredId,
  udztb: Type.Union([Type.Array(Udztbnum, { minItems: 1, maxItems: 1 }), Udztbnum]),
  /** Supplier documents are linked by the upload itself; accepted for compatibility, not used. */
  docinfo: Type.Optional(Type.Unknown()),
  isAttachment: Type.Optional(Type.Unknown()),
  commentstojll: Type.Optional(Comment),
  /** The header version the client read: when given, a save over a newer change is refused. */
  version: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Which lines the reply carries: every line (the default) or only those whose values changed. */
  replylines: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('changed')])),
  ...quotationFields,
});
export type SaveQuotationParams = Static<typeof SaveQuotationParams>;

/** /workflow/submitworkflow. ownerid is the udztbid; the lines may ride along with a submit (action 4). */
export const WorkflowBody = Type.Object({
  assigncode: IgnoredId,
  ownertable: Type.String({ minLength: 1, maxLength: 20 }),
  ownerid: Type.Union([Type.Integer({ minimum: 0 }), Type.String({ pattern: '^\\s*\\d{1,12}\\s*$' })]),
  actionid: Type.Union([
    Type.Integer({ minimum: 0, maximum: 999 }),
    Type.String({ pattern: '^\\s*\\d{1,3}\\s*$' }),
  ]),
  commentstojll: Type.Optional(Comment),
  /** The header version the client read: a submit or decline over a newer change is refused. */
  version: Type.Optional(Type.Integer({ minimum: 0 })),
  ...quotationFields,
});
export type WorkflowBody = Static<typeof WorkflowBody>;
