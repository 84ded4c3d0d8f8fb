import {
  COMMENT_MAX_LENGTH,
  LANGUAGES,
  LINE_NOTES_MAX_LENGTH,
  MOBILE_PREFIXES,
  PASSWORD_MIN_LENGTH,
  RFQ_STATUSES,
  SCOPE_CERTIFICATES_MAX,
  TENDER_STATUSES,
} from '@tender/domain';
import { type Static, type TSchema, Type } from 'typebox';

// The import file, format tender-portal-import/1 (docs/import-format.md): how an ERP feeds the portal
// its suppliers, users, tenders and the rest. One source for three things: the importer's check
// (apps/server/src/import/validate-schema.ts compiles importFormatJsonSchema()), the importer's types
// (the Static types below) and the JSON Schema integrators get, docs/import-schema.json (written by
// `npm run contract:generate`; import-format.test.ts fails when it is out of date).
//
// The importer reports a refused pattern, enum, const or anyOf with that schema's `description`, so on
// those schemas the description is the error reason and reads "must be ...". What such a field means is
// said in the description of the record holding it.

export const IMPORT_FORMAT = 'tender-portal-import/1';
export const IMPORT_SCHEMA_ID = 'https://tender-portal.local/schemas/import-1.json';

/**
 * The roles a user may have: 'buyer', a staff user who runs the tenders of their site (issue 17);
 * 'approver', a staff user who unseals quotations and approves the awards of their site (issue 29).
 */
export const USER_ROLES = ['buyer', 'approver'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const KEY_MAX = 100;
const TEXT_MAX = 4000;
const SHORT_TEXT_MAX = 200;
const PATH_MAX = 1000;
const SEQNO_MAX = 999_999;
const RFQ_LINES_MAX = 20_000;
const DECIMAL_LIMIT = 1e15;

// Pieces of the date patterns.
const CALENDAR_DAY = '\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])';
const ISO_DATE_TIME = `${CALENDAR_DAY}([T ]([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?)?`;
const RELATIVE_DAY = 'today([+-]\\d{1,5}d)?';
const DECIMAL_TEXT = '-?\\d{1,15}(\\.\\d{1,4})?';

// ---- Values ----

const Key = Type.String({
  minLength: 1,
  maxLength: KEY_MAX,
  pattern: '^\\S(.*\\S)?$',
  description: `must be 1 to ${KEY_MAX} characters without leading or trailing spaces`,
});
const Text = Type.String({ maxLength: TEXT_MAX });
const ShortText = Type.String({ maxLength: SHORT_TEXT_MAX });
const Email = Type.String({
  maxLength: SHORT_TEXT_MAX,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  description: 'must be an e-mail address',
});
/** An e-mail address or '': the one check of an optional address, in the import and the buyer's save. */
export const OptionalEmail = Type.String({
  maxLength: SHORT_TEXT_MAX,
  pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$',
  description: 'must be an e-mail address or empty',
});
const DateValue = Type.String({
  pattern: `^(${CALENDAR_DAY}|${RELATIVE_DAY})$`,
  description: 'must be a date YYYY-MM-DD or a relative date today, today+Nd, today-Nd',
});
const OptionalDate = Type.Union([DateValue, Type.Null()], {
  description: 'must be a date YYYY-MM-DD, a relative date today+Nd / today-Nd, or null',
});
const DateTime = Type.String({
  pattern: `^${ISO_DATE_TIME}$`,
  description: 'must be an ISO 8601 date-time, e.g. 2030-06-30T18:00:00+08:00',
});
const OptionalDateTime = Type.Union([DateTime, Type.Null()], {
  description: 'must be an ISO 8601 date-time, e.g. 2030-06-30T18:00:00+08:00, or null',
});
const ClosingDateTime = Type.String({
  pattern: `^(${ISO_DATE_TIME}|${RELATIVE_DAY}(T([01]\\d|2[0-3]):[0-5]\\dZ)?)$`,
  description: 'must be an ISO 8601 date-time or a relative date-time today+Nd, today+NdTHH:MMZ',
});
const OptionalDecimal = Type.Union(
  [
    Type.String({ pattern: `^(${DECIMAL_TEXT})?$` }),
    Type.Number({ minimum: -DECIMAL_LIMIT, maximum: DECIMAL_LIMIT }),
    Type.Null(),
  ],
  { description: 'must be a decimal number as a string or number, e.g. "1234.50", or null' },
);
const Seqno = Type.Integer({ minimum: 1, maximum: SEQNO_MAX });
const Status = Type.Enum(TENDER_STATUSES, { description: `must be one of ${TENDER_STATUSES.join(', ')}` });
const Language = Type.Enum(LANGUAGES, { description: `must be one of ${LANGUAGES.join(', ')}` });

/** A decimal of the file: a JSON string ("1234.50") or number; "" or null means no value. */
export type ImportDecimal = Exclude<Static<typeof OptionalDecimal>, null>;

// ---- Files ----

const FilePath = Type.String({
  minLength: 1,
  maxLength: PATH_MAX,
  description:
    "Relative to the JSON file's folder. The same file name for the same owner is the same document: " +
    'identical bytes change nothing, different bytes replace the stored file.',
});

export const ImportDocument = Type.Object(
  { path: FilePath, description: Type.Optional(ShortText) },
  { additionalProperties: false, description: 'A file to store as a document of the record holding it.' },
);
export type ImportDocument = Static<typeof ImportDocument>;

const Documents = Type.Array(ImportDocument);

export const ImportSupplierDocument = Type.Object(
  {
    path: FilePath,
    description: Type.Optional(ShortText),
    atttype: Type.Optional(ShortText),
  },
  { additionalProperties: false, description: 'A company document of a supplier (owner SUPPLIER).' },
);
export type ImportSupplierDocument = Static<typeof ImportSupplierDocument>;

/** Any file entry of the format (only a supplier's own files may set atttype). */
export type ImportFileRef = ImportSupplierDocument;

// ---- Suppliers and users ----

export const ImportContact = Type.Object(
  {
    email: Email,
    contact: Type.Optional(ShortText),
    salutation: Type.Optional(ShortText),
    position: Type.Optional(ShortText),
    phone: Type.Optional(ShortText),
    fax: Type.Optional(ShortText),
    status: Type.Optional(Type.String({ maxLength: SHORT_TEXT_MAX, description: 'e.g. ACTIVE' })),
    emailverified: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, description: 'A contact of the supplier; key: supplier + email.' },
);
export type ImportContact = Static<typeof ImportContact>;

export const ImportCertificate = Type.Object(
  {
    slot: Type.Integer({ minimum: 1, maximum: SCOPE_CERTIFICATES_MAX }),
    cert: Type.Optional(Type.String({ maxLength: SHORT_TEXT_MAX, description: 'Certificate name.' })),
    certdesc: Type.Optional(Text),
    certid: Type.Optional(ShortText),
    certexpdate: Type.Optional(OptionalDate),
    files: Type.Optional(Documents),
  },
  {
    additionalProperties: false,
    description:
      'A certificate of the scope; key: scope + slot. certexpdate: expiry date (a relative date allowed). ' +
      'Its files are documents of the scope (owner SVCSCOPE) of type certNN (cert01 for slot 1).',
  },
);
export type ImportCertificate = Static<typeof ImportCertificate>;

export const ImportScope = Type.Object(
  {
    svcscope: Key,
    description: Type.Optional(Text),
    certificates: Type.Optional(Type.Array(ImportCertificate, { maxItems: SCOPE_CERTIFICATES_MAX })),
  },
  { additionalProperties: false, description: 'A service scope of the supplier; key: supplier + svcscope.' },
);
export type ImportScope = Static<typeof ImportScope>;

export const ImportLicense = Type.Object(
  {
    certkey: Key,
    description: Type.Optional(Text),
    expirydate: Type.Optional(OptionalDate),
    files: Type.Optional(Documents),
  },
  {
    additionalProperties: false,
    description:
      'A licence of the supplier; key: supplier + certkey (BR business registration, CI certificate of ' +
      'incorporation). expirydate: a relative date allowed. Files: owner LICENSECERT.',
  },
);
export type ImportLicense = Static<typeof ImportLicense>;

export const ImportSupplier = Type.Object(
  {
    code: Key,
    name: Type.String({ minLength: 1, maxLength: SHORT_TEXT_MAX }),
    addressline1: Type.Optional(ShortText),
    addressline2: Type.Optional(ShortText),
    addressline3: Type.Optional(ShortText),
    city: Type.Optional(ShortText),
    state: Type.Optional(ShortText),
    zip: Type.Optional(ShortText),
    phone: Type.Optional(ShortText),
    fax: Type.Optional(ShortText),
    homepage: Type.Optional(ShortText),
    contacts: Type.Optional(Type.Array(ImportContact)),
    scopes: Type.Optional(Type.Array(ImportScope)),
    licenses: Type.Optional(Type.Array(ImportLicense)),
    files: Type.Optional(Type.Array(ImportSupplierDocument)),
  },
  {
    additionalProperties: false,
    description: 'A supplier; key: code, which users, invitations, questions and work orders refer to.',
  },
);
export type ImportSupplier = Static<typeof ImportSupplier>;

export const ImportUser = Type.Object(
  {
    loginid: Key,
    username: Type.String({ minLength: 1, maxLength: SHORT_TEXT_MAX }),
    email: Email,
    password: Type.String({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: SHORT_TEXT_MAX,
      description: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
    }),
    supplier: Type.Optional(Key),
    siteid: Type.Optional(ShortText),
    language: Type.Optional(Language),
    mobileprefix: Type.Optional(
      Type.Enum(MOBILE_PREFIXES, { description: `must be one of ${MOBILE_PREFIXES.join(', ')}` }),
    ),
    mobile: Type.Optional(Type.String({ maxLength: 40 })),
    mobileverified: Type.Optional(Type.Boolean()),
    emailverified: Type.Optional(Type.Boolean()),
    hrid: Type.Optional(Key),
    roles: Type.Optional(
      Type.Array(Type.Enum(USER_ROLES, { description: `must be one of ${USER_ROLES.join(', ')}` }), {
        maxItems: USER_ROLES.length,
        uniqueItems: true,
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'A user; key: loginid (case-insensitive). password: plain text, stored as a scrypt hash (kept on ' +
      're-import while it still matches). supplier: the supplier code; omit it for staff. emailverified ' +
      'false: a supplier user sees the terms dialog at first sign-in. hrid: default HR + the upper-cased ' +
      'login id; an existing user keeps theirs. mobile: the digits of a mobile number for mobileprefix ' +
      "(the account settings' rule; '' removes it, absent keeps it). mobileverified: true (with mobile) " +
      'marks the number verified, usable for sign-in by mobile (a verified number is on one user only); ' +
      'false unverifies it; absent keeps the state unless the number changes, which unverifies it. ' +
      "roles: ['buyer'] makes a staff user " +
      'a buyer (the buyer console, limited to their siteid); refused on a supplier user; [] removes the ' +
      'roles, absent keeps them.',
  },
);
export type ImportUser = Static<typeof ImportUser>;

// ---- Tenders ----

export const ImportLine = Type.Object(
  {
    seqno: Seqno,
    description: Text,
    longdesc: Type.Optional(Text),
    remark: Type.Optional(Text),
    bold: Type.Optional(Type.Boolean()),
    underline: Type.Optional(Type.Boolean()),
    header: Type.Optional(Type.Boolean({ description: 'A heading row.' })),
    autocal: Type.Optional(
      Type.String({
        pattern: '^(|Y|\\d{1,6}(\\+\\d{1,6})*)$',
        description: 'must be empty, Y, or seq numbers joined by + (e.g. 2+3+4)',
      }),
    ),
    required: Type.Optional(Type.Boolean()),
    qtyrequired: Type.Optional(Type.Boolean()),
    totalamountreq: Type.Optional(Type.Boolean()),
    neednotes: Type.Optional(Type.Boolean()),
    quantity: Type.Optional(OptionalDecimal),
    unit: Type.Optional(ShortText),
    disc: Type.Optional(OptionalDecimal),
  },
  {
    additionalProperties: false,
    description:
      'A line of the RFQ; seqno is unique in the RFQ. autocal: "" an entry line keeping its entered ' +
      'total, "Y" total = quantity x unit price, or seq numbers joined by + for a sum line (listed lines ' +
      'must exist and must not form a cycle). disc: percent; empty or 0 means 100.',
  },
);
export type ImportLine = Static<typeof ImportLine>;

export const ImportSiteInspection = Type.Object(
  {
    buildingcode: Key,
    buildingname: Type.Optional(ShortText),
    contact: Type.Optional(ShortText),
    email: Type.Optional(OptionalEmail),
    phone: Type.Optional(ShortText),
    arrangementdetails: Type.Optional(Text),
    replydate: Type.Optional(OptionalDateTime),
  },
  { additionalProperties: false, description: 'A site inspection of the RFQ; key: RFQ + buildingcode.' },
);
export type ImportSiteInspection = Static<typeof ImportSiteInspection>;

export const ImportRfq = Type.Object(
  {
    rfqnum: Key,
    description: Type.Optional(Text),
    siteid: Type.Optional(ShortText),
    tendercollectvia: Type.Optional(ShortText),
    bidmethod: Type.Optional(
      Type.String({ maxLength: SHORT_TEXT_MAX, description: 'HardCopy marks a paper tender.' }),
    ),
    closingdate: ClosingDateTime,
    status: Type.Optional(
      Type.Enum(RFQ_STATUSES, { description: `must be one of ${RFQ_STATUSES.join(', ')}` }),
    ),
    contact1: Type.Optional(ShortText),
    email1: Type.Optional(OptionalEmail),
    phone1: Type.Optional(ShortText),
    contact2: Type.Optional(ShortText),
    email2: Type.Optional(OptionalEmail),
    phone2: Type.Optional(ShortText),
    remark: Type.Optional(Text),
    pricenegotiation: Type.Optional(Type.Boolean()),
    hassiteinspection: Type.Optional(Type.Boolean()),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
    openingquorum: Type.Optional(
      Type.Union([Type.Literal(1), Type.Literal(2)], {
        description:
          '1 (a new RFQ without it): the quotations open at closing; 2: they stay sealed after closing until ' +
          'two different buyers or approvers of the site have unsealed them. Fixed once published.',
      }),
    ),
    lines: Type.Optional(Type.Array(ImportLine, { maxItems: RFQ_LINES_MAX })),
    invitees: Type.Optional(Type.Array(Key, { maxItems: 500, uniqueItems: true })),
    documents: Type.Optional(Documents),
    siteinspections: Type.Optional(Type.Array(ImportSiteInspection)),
    criteria: Type.Optional(
      Type.Array(
        Type.Object(
          {
            criterion: Type.String({ pattern: '^[a-z0-9_-]{1,40}$' }),
            name: Type.String({ maxLength: 200 }),
            weight: Type.Integer({ minimum: 1, maximum: 100 }),
          },
          { additionalProperties: false },
        ),
        {
          maxItems: 10,
          description:
            'How quotations are evaluated (issue 33): price (criterion `price`) and others, whole-percent ' +
            "weights totalling 100; the RFQ's criteria become exactly these. Empty: price alone.",
        },
      ),
    ),
  },
  {
    additionalProperties: false,
    description:
      'An RFQ; key: rfqnum. closingdate: a date-time, or relative (today+5d, today+5dT09:30Z; default ' +
      '10:00 UTC). currency: an ISO 4217 code such as HKD; without it the CURRENCY setting applies. ' +
      'documents: tender attachments (owner RFQ). status: DRAFT (not published: no invitation may name ' +
      'it), PUBLISHED, AWARDED or CANCELLED; a new RFQ without it is PUBLISHED, an existing one keeps ' +
      "its own. lines: the RFQ's bill of quantities (the buyer's copy, without prices, becomes exactly " +
      "these lines); each invitation gets a copy. invitees: supplier codes on the buyer console's list " +
      "of the RFQ (added, never removed; each invitation adds its supplier too): a DRAFT's invitees get " +
      'their invitations when the buyer publishes it.',
  },
);
export type ImportRfq = Static<typeof ImportRfq>;

export const ImportPrice = Type.Object(
  {
    seqno: Seqno,
    quantity: Type.Optional(OptionalDecimal),
    unitprice: Type.Optional(OptionalDecimal),
    disc: Type.Optional(OptionalDecimal),
    linenotes: Type.Optional(Type.String({ maxLength: LINE_NOTES_MAX_LENGTH })),
    totallineamount: Type.Optional(OptionalDecimal),
  },
  { additionalProperties: false, description: "A supplier's entry for a line of the RFQ (seqno)." },
);
export type ImportPrice = Static<typeof ImportPrice>;

export const ImportInvitation = Type.Object(
  {
    udztbnum: Key,
    rfqnum: Key,
    supplier: Key,
    status: Status,
    inputed: Type.Optional(Type.Boolean()),
    attendedall: Type.Optional(Type.Boolean()),
    reminder: Type.Optional(Type.Boolean()),
    commentstojll: Type.Optional(
      Type.String({
        maxLength: COMMENT_MAX_LENGTH,
        description: "The supplier's comment, or reason for declining.",
      }),
    ),
    prices: Type.Optional(Type.Array(ImportPrice)),
    negotiationclosingdate: Type.Optional(ClosingDateTime),
    invitedat: Type.Optional(ClosingDateTime),
    acknowledgedat: Type.Optional(ClosingDateTime),
    submittedat: Type.Optional(ClosingDateTime),
    submissionref: Type.Optional(
      Type.String({
        maxLength: 120,
        description:
          'The receipt of the submission, Q-<rfqnum>-<8 letters or digits>, e.g. Q-RFQ-1-7K3M9QPX.',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'An invitation of a supplier to an RFQ; key: udztbnum (the tender id a supplier sees), one per RFQ ' +
      'and supplier. Its lines follow the RFQ lines of the file; prices and amounts already stored are ' +
      'kept unless prices gives them, then every amount is recomputed. negotiationclosingdate: the ' +
      "invitation is in the buyer's price-negotiation round until then (price negotiation on; the RFQ is " +
      'open again until its last round closes), as /buyer/rfq/negotiate leaves it; it must be after the ' +
      "RFQ's closing date. Without it a stored round is kept. invitedat, acknowledgedat, submittedat " +
      '(date-times, relative allowed) and submissionref: the history of a quotation loaded in that state ' +
      '(invited, acknowledged, then submitted before closing, with its receipt); see docs/import-format.md.',
  },
);
export type ImportInvitation = Static<typeof ImportInvitation>;

export const ImportQuestion = Type.Object(
  {
    key: Key,
    rfqnum: Key,
    supplier: Key,
    question: Type.String({ minLength: 1, maxLength: TEXT_MAX }),
    createdate: Type.Optional(DateTime),
    answer: Type.Optional(Text),
    answerall: Type.Optional(
      Type.Boolean({
        description: 'The answer is shown to every invited supplier, otherwise only to the asker.',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      "A supplier's question on an RFQ; key: any unique text of the file's author. supplier: who asked.",
  },
);
export type ImportQuestion = Static<typeof ImportQuestion>;

export const ImportWorkOrder = Type.Object(
  {
    wonum: Key,
    supplier: Key,
    description: Type.Optional(Text),
    locationdesc: Type.Optional(Text),
    assetnum: Type.Optional(ShortText),
    assetdesc: Type.Optional(Text),
    status: Type.Optional(
      Type.String({ maxLength: SHORT_TEXT_MAX, description: 'Free text, e.g. WAPPR, INPRG, COMP.' }),
    ),
    statusdate: Type.Optional(OptionalDateTime),
    createdate: Type.Optional(DateTime),
    createby: Type.Optional(ShortText),
    lead: Type.Optional(ShortText),
    targstartdate: Type.Optional(OptionalDateTime),
    targcompdate: Type.Optional(OptionalDateTime),
    schedstart: Type.Optional(OptionalDateTime),
    schedfinish: Type.Optional(OptionalDateTime),
    actfinish: Type.Optional(OptionalDateTime),
    workflowowner: Type.Optional(Type.Boolean({ description: 'The supplier may take workflow action 1.' })),
    files: Type.Optional(Documents),
  },
  {
    additionalProperties: false,
    description: 'A work order of a supplier; key: wonum. Work type is always CM. Files: owner WO.',
  },
);
export type ImportWorkOrder = Static<typeof ImportWorkOrder>;

export const ImportSite = Type.Object(
  {
    siteid: ShortText,
    awardapprovalthreshold: Type.Optional(
      Type.Union(
        [
          Type.String({ pattern: '^[0-9]{1,13}(\\.[0-9]{1,2})?$' }),
          Type.Number({ minimum: 0, maximum: 1e13 }),
          Type.Null(),
        ],
        {
          description:
            'the site\'s own AWARD_APPROVAL_THRESHOLD, an amount such as "250000.00"; null or absent: the setting\'s',
        },
      ),
    ),
  },
  {
    additionalProperties: false,
    description:
      "A site's own settings (issue 29); key: siteid. awardapprovalthreshold: an award of the site whose total " +
      'is at or above it waits for an approver; null or absent clears it (AWARD_APPROVAL_THRESHOLD applies).',
  },
);
export type ImportSite = Static<typeof ImportSite>;

export const ImportMessage = Type.Object(
  {
    templateid: Key,
    language: Language,
    message: Type.String({ minLength: 1, maxLength: TEXT_MAX }),
  },
  {
    additionalProperties: false,
    description:
      'A message text of the portal; key: templateid + language (templateid e.g. gettips, timeout, ' +
      'UPLOADTIPS, savetips, nodecline, noreminder).',
  },
);
export type ImportMessage = Static<typeof ImportMessage>;

// ---- The file ----

export const ImportFile = Type.Object(
  {
    format: Type.Unsafe<typeof IMPORT_FORMAT>({
      const: IMPORT_FORMAT,
      description: `must be "${IMPORT_FORMAT}"`,
    }),
    suppliers: Type.Optional(Type.Array(ImportSupplier)),
    users: Type.Optional(Type.Array(ImportUser)),
    sites: Type.Optional(Type.Array(ImportSite, { maxItems: 1000 })),
    rfqs: Type.Optional(Type.Array(ImportRfq)),
    invitations: Type.Optional(Type.Array(ImportInvitation)),
    questions: Type.Optional(Type.Array(ImportQuestion)),
    workorders: Type.Optional(Type.Array(ImportWorkOrder)),
    messages: Type.Optional(Type.Array(ImportMessage)),
  },
  {
    additionalProperties: false,
    description:
      'One import file. Only format is required; every other section is optional and unknown fields are ' +
      'refused anywhere. Every record has a natural key: a record whose key exists is updated, and fields ' +
      'absent from the file keep their stored value. The whole file is checked before anything is ' +
      'written. References: supplier is a supplier code and rfqnum an RFQ number, defined in the same ' +
      'file or already in the portal. Date-times without an offset are UTC.',
  },
);
export type ImportFile = Static<typeof ImportFile>;

// ---- The JSON Schema document ----

/**
 * The parts of the format published under `$defs` (names as in the earlier hand-written schema), so the
 * document names each record type once and integrators' code generators get one class per record.
 */
const DEFINITIONS: Record<string, TSchema> = {
  key: Key,
  text: Text,
  shortText: ShortText,
  email: Email,
  optionalEmail: OptionalEmail,
  date: DateValue,
  optionalDate: OptionalDate,
  datetime: DateTime,
  optionalDatetime: OptionalDateTime,
  closingDatetime: ClosingDateTime,
  optionalDecimal: OptionalDecimal,
  seqno: Seqno,
  status: Status,
  language: Language,
  file: ImportDocument,
  files: Documents,
  supplierFile: ImportSupplierDocument,
  contact: ImportContact,
  certificate: ImportCertificate,
  scope: ImportScope,
  license: ImportLicense,
  supplier: ImportSupplier,
  user: ImportUser,
  site: ImportSite,
  line: ImportLine,
  siteinspection: ImportSiteInspection,
  rfq: ImportRfq,
  price: ImportPrice,
  invitation: ImportInvitation,
  question: ImportQuestion,
  workorder: ImportWorkOrder,
  message: ImportMessage,
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The format as a JSON Schema (draft 2020-12) document: ImportFile, with every sub-schema equal to one
 * of DEFINITIONS replaced by a `$ref` to it. The importer validates with this very document, and
 * docs/import-schema.json is it, pretty-printed.
 */
export function importFormatJsonSchema(): { [key: string]: Json } {
  // TypeBox keeps its own markers (~kind, ~optional) out of the enumerable keys: JSON is the schema.
  const plain = (schema: TSchema): Json => JSON.parse(JSON.stringify(schema));
  const named = Object.entries(DEFINITIONS).map(([name, schema]) => ({ name, json: JSON.stringify(schema) }));
  const factor = (node: Json, self?: string): Json => {
    if (Array.isArray(node)) return node.map((item) => factor(item));
    if (node === null || typeof node !== 'object') return node;
    const json = JSON.stringify(node);
    const definition = named.find((d) => d.json === json && d.name !== self);
    if (definition) return { $ref: `#/$defs/${definition.name}` };
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, factor(value)]));
  };
  const root = factor(plain(ImportFile)) as { [key: string]: Json };
  const $defs = Object.fromEntries(
    Object.entries(DEFINITIONS).map(([name, schema]) => [name, factor(plain(schema), name)]),
  );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: IMPORT_SCHEMA_ID,
    title: `Tender Portal import file, format ${IMPORT_FORMAT}`,
    ...root,
    $defs,
  };
}

/** docs/import-schema.json as `npm run contract:generate` writes it. */
export function importFormatJsonSchemaText(): string {
  return `${JSON.stringify(importFormatJsonSchema(), null, 2)}\n`;
}
