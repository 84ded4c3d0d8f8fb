import { type Static, Type } from '@fastify/type-provider-typebox';

// Request bodies of the profile calls (spec 7, second reading). `suppliername` is optional: the calls
// always act on the caller's own supplier (see supplier-access.ts).

const SupplierName = Type.Optional(Type.String({ maxLength: 100 }));
const Id = Type.Union([
  Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  Type.String({ pattern: '^[0-9]{1,9}$' }),
]);
const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
/** YYYY-MM-DD, or '' / null to clear the date (the calendar check is in the service). */
const DateOrEmpty = Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()]));

export const SupplierDetailBody = Type.Object({ suppliername: SupplierName });
export type SupplierDetailBody = Static<typeof SupplierDetailBody>;

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

export const ScopeDetailBody = Type.Object({ suppliername: SupplierName, svcscopeid: Id });
export type ScopeDetailBody = Static<typeof ScopeDetailBody>;

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

export const LicenceDetailBody = Type.Object({ suppliername: SupplierName, licensecertid: Id });
export type LicenceDetailBody = Static<typeof LicenceDetailBody>;

export const LicenceUpdateBody = Type.Object({
  suppliername: SupplierName,
  licensecertid: Id,
  description: Text(500),
  expirydate: DateOrEmpty,
});
export type LicenceUpdateBody = Static<typeof LicenceUpdateBody>;
