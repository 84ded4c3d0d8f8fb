import { SCOPE_CERTIFICATES_MAX } from '@tender/domain';
import { type Static, type TString, Type } from 'typebox';
import { Closed, Ok } from './common.ts';
import { DocumentItem } from './documents.ts';
import { ErrorCode } from './error-codes.ts';
import { defineOperation } from './operation.ts';

// The company profile (spec 3: Supplier profile, Contact, Service scope, License cert; spec 7, second
// reading). Suppliers only; every call acts on the caller's own supplier: `suppliername` may be omitted,
// the supplier code or the caller's login id, and anything else is 1000004.

const tags = ['Company profile'] as const;

const SupplierName = Type.Optional(
  Type.String({
    maxLength: 100,
    description: "The caller's supplier code or login id (or absent); another supplier's is 1000004.",
  }),
);
const Id = Type.Union([
  Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  Type.String({ pattern: '^[0-9]{1,9}$' }),
]);
const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
/** YYYY-MM-DD, or '' / null to clear the date (the calendar check is the server's: 1000002). */
const DateOrEmpty = Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()]));
/** A date of a reply: YYYY-MM-DD, or '' without one. */
const DateOut = Type.String({
  pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$',
  description: "YYYY-MM-DD, or ''.",
});

/** How an expiry date stands today (UTC): `expiryStateOf` of @tender/domain; null without a date. */
export const ExpiryStateOut = Type.Union(
  [Type.Literal('expired'), Type.Literal('expiring'), Type.Literal('valid'), Type.Null()],
  { description: 'expired: before today; expiring: within 30 days; valid; null: no date.' },
);

/** Saves answer 'Save successfully' in the caller's language, in `message` and `msg`. */
const SavedFields = { message: Type.String(), msg: Type.String() };

// --- Replies ---------------------------------------------------------------------------------------

/** A contact of the supplier. */
export const ContactItem = Closed({
  contactid: Type.Integer(),
  contact: Type.String(),
  salutation: Type.String(),
  position: Type.String(),
  phone: Type.String(),
  fax: Type.String(),
  email: Type.String(),
  status: Type.String(),
  emailverified: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type ContactItem = Static<typeof ContactItem>;

/** One certificate slot of a scope. */
export const CertificateItem = Closed({
  slot: Type.Integer({ minimum: 1, maximum: SCOPE_CERTIFICATES_MAX }),
  atttype: Type.String({ description: "The type of this certificate's files: cert01 for slot 1." }),
  cert: Type.String(),
  certdesc: Type.String(),
  certid: Type.String(),
  certexpdate: DateOut,
  state: ExpiryStateOut,
});
export type CertificateItem = Static<typeof CertificateItem>;

// The slots 1..SCOPE_CERTIFICATES_MAX as numbers, for the names of the flat fields (two digits: 01..09).
type SlotsUpTo<N extends number, Acc extends number[] = []> = Acc['length'] extends N
  ? Acc[number]
  : SlotsUpTo<N, [...Acc, [...Acc, 0]['length']]>;
type Nn = `0${SlotsUpTo<typeof SCOPE_CERTIFICATES_MAX>}`;
/** The spec's flat certificate fields of a scope: cert01, cert01desc, certid01, certexpdate01, ... */
export type ScopeCertificateField = `cert${Nn}` | `cert${Nn}desc` | `certid${Nn}` | `certexpdate${Nn}`;

/** The flat field names of one slot (1..SCOPE_CERTIFICATES_MAX). */
export function scopeCertificateFields(slot: number) {
  const nn = String(slot).padStart(2, '0') as Nn;
  return {
    cert: `cert${nn}`,
    certdesc: `cert${nn}desc`,
    certid: `certid${nn}`,
    certexpdate: `certexpdate${nn}`,
  } as const;
}

function flatCertificateProperties() {
  const properties: Record<string, TString> = {};
  for (let slot = 1; slot <= SCOPE_CERTIFICATES_MAX; slot++) {
    const names = scopeCertificateFields(slot);
    properties[names.cert] = Type.String({ description: `Certificate ${slot}: its name ('' when free).` });
    properties[names.certdesc] = Type.String();
    properties[names.certid] = Type.String();
    properties[names.certexpdate] = DateOut;
  }
  return properties as { [K in ScopeCertificateField]: TString };
}

/** A service scope with its certificates twice: the spec's flat certNN fields and a structured list. */
export const ScopeItem = Closed({
  svcscopeid: Type.Integer(),
  svcscope: Type.String(),
  description: Type.String(),
  ...flatCertificateProperties(),
  certificates: Type.Array(CertificateItem, { description: 'The slots in use, by slot.' }),
});
export type ScopeItem = Static<typeof ScopeItem>;

export const ScopeDetail = Closed({
  ...ScopeItem.properties,
  docs: Type.Array(DocumentItem, { description: "Every certificate's files (atttype cert01..)." }),
});
export type ScopeDetail = Static<typeof ScopeDetail>;

/** A business registration / incorporation item. */
export const LicenceItem = Closed({
  licensecertid: Type.Integer(),
  certkey: Type.String({ description: 'BR or CI.' }),
  description: Type.String(),
  expirydate: DateOut,
  state: ExpiryStateOut,
});
export type LicenceItem = Static<typeof LicenceItem>;

export const LicenceDetail = Closed({ ...LicenceItem.properties, docs: Type.Array(DocumentItem) });
export type LicenceDetail = Static<typeof LicenceDetail>;

export const SupplierDetail = Closed({
  supplierid: Type.Integer(),
  suppliername: Type.String({ description: 'The supplier code.' }),
  name: Type.String({ description: 'The company name.' }),
  addressline1: Type.String(),
  addressline2: Type.String(),
  addressline3: Type.String(),
  address2: Type.String({ description: 'City.' }),
  address3: Type.String({ description: 'State or province.' }),
  address4: Type.String({ description: 'Zip code.' }),
  phone: Type.String(),
  fax: Type.String(),
  homepage: Type.String(),
  docs: Type.Array(DocumentItem, { description: "The company's documents (ownertable SUPPLIER)." }),
  contactlist: Type.Array(ContactItem),
  svcscopelist: Type.Array(ScopeItem),
  licensecertlist: Type.Array(LicenceItem),
});
export type SupplierDetail = Static<typeof SupplierDetail>;

// --- Calls -----------------------------------------------------------------------------------------

export const SupplierDetailBody = Type.Object({ suppliername: SupplierName });
export type SupplierDetailBody = Static<typeof SupplierDetailBody>;

export const supplierDetail = defineOperation({
  method: 'POST',
  path: '/supplier/detail',
  name: 'getSupplierDetail',
  summary: 'The company profile: general information, documents, contacts, scopes and licences',
  role: 'supplier',
  body: SupplierDetailBody,
  reply: Ok({ data: SupplierDetail }),
  errors: [ErrorCode.FORBIDDEN],
  tags,
});

export const SupplierUpdateBody = Type.Object({
  suppliername: SupplierName,
  addressline1: Text(200),
  addressline2: Text(200),
  addressline3: Text(200),
  address2: Text(100),
  address3: Text(100),
  address4: Text(40),
  phone: Text(50),
  fax: Text(50),
  homepage: Text(300),
});
export type SupplierUpdateBody = Static<typeof SupplierUpdateBody>;

export const updateSupplierDetail = defineOperation({
  method: 'POST',
  path: '/supplier/update',
  name: 'updateSupplierDetail',
  summary: 'Change the editable general information',
  description:
    'Each field optional (absent: unchanged) and trimmed. The code and the company name never change. ' +
    '`homepage` is empty or starts with http:// or https://.',
  role: 'supplier',
  body: SupplierUpdateBody,
  reply: Ok(SavedFields),
  errors: [ErrorCode.FORBIDDEN, ErrorCode.HOMEPAGE_URL_INVALID],
  tags,
});

export const ScopeDetailBody = Type.Object({ suppliername: SupplierName, svcscopeid: Id });
export type ScopeDetailBody = Static<typeof ScopeDetailBody>;

export const scopeDetail = defineOperation({
  method: 'POST',
  path: '/scope/detail',
  name: 'getScopeDetail',
  summary: 'One service scope with its certificates and their files',
  role: 'supplier',
  body: ScopeDetailBody,
  reply: Ok({ data: ScopeDetail }),
  errors: [ErrorCode.FORBIDDEN],
  tags,
});

export const CertificateUpdate = Type.Object({
  // Slots 6+ pass the schema so that they are answered with the 5-certificate message, not a bad request.
  slot: Type.Integer({ minimum: 1, maximum: 99 }),
  cert: Text(100),
  certdesc: Text(500),
  certid: Text(100),
  certexpdate: DateOrEmpty,
});
export type CertificateUpdate = Static<typeof CertificateUpdate>;

export const ScopeUpdateBody = Type.Object({
  suppliername: SupplierName,
  updateDetail: Type.Array(
    Type.Object({ svcscopeid: Id, certificates: Type.Array(CertificateUpdate, { maxItems: 20 }) }),
    { minItems: 1, maxItems: 100 },
  ),
});
export type ScopeUpdateBody = Static<typeof ScopeUpdateBody>;

export const updateScopeDetail = defineOperation({
  method: 'POST',
  path: '/scope/update',
  name: 'updateSupplierScopeDetail',
  summary: "Save certificates of the caller's scopes, all or nothing",
  description:
    'Each certificate names its slot; its given fields change, absent ones stay, a free slot becomes a ' +
    `new certificate. More than ${SCOPE_CERTIFICATES_MAX} certificates or a slot above ` +
    `${SCOPE_CERTIFICATES_MAX}: 5200002; a slot twice or a date that is not a real YYYY-MM-DD: 1000002. ` +
    "'' or null clears a date. Answers the updated scopes.",
  role: 'supplier',
  body: ScopeUpdateBody,
  reply: Ok({ ...SavedFields, data: Closed({ svcscopelist: Type.Array(ScopeItem) }) }),
  errors: [ErrorCode.FORBIDDEN, ErrorCode.TOO_MANY_CERTIFICATES],
  tags,
});

export const LicenceDetailBody = Type.Object({ suppliername: SupplierName, licensecertid: Id });
export type LicenceDetailBody = Static<typeof LicenceDetailBody>;

export const licenceDetail = defineOperation({
  method: 'POST',
  path: '/licensecert/detail',
  name: 'getBRCRDetail',
  summary: 'One business registration / incorporation item with its files',
  role: 'supplier',
  body: LicenceDetailBody,
  reply: Ok({ data: LicenceDetail }),
  errors: [ErrorCode.FORBIDDEN],
  tags,
});

export const LicenceUpdateBody = Type.Object({
  suppliername: SupplierName,
  licensecertid: Id,
  description: Text(500),
  expirydate: DateOrEmpty,
});
export type LicenceUpdateBody = Static<typeof LicenceUpdateBody>;

export const updateLicenceDetail = defineOperation({
  method: 'POST',
  path: '/licensecert/update',
  name: 'updateSupplierlicenseCertDetail',
  summary: "Change a licence's description or expiry date",
  description: "'' or null clears the date; a date that is not a real YYYY-MM-DD is 1000002.",
  role: 'supplier',
  body: LicenceUpdateBody,
  reply: Ok({
    ...SavedFields,
    data: Type.Union([LicenceItem, Closed({})], {
      description: 'The licence as saved ({} only if it disappeared meanwhile).',
    }),
  }),
  errors: [ErrorCode.FORBIDDEN],
  tags,
});

export const profileOperations = [
  supplierDetail,
  updateSupplierDetail,
  scopeDetail,
  updateScopeDetail,
  licenceDetail,
  updateLicenceDetail,
] as const;
