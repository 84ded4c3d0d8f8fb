import {
  certificateAttachmentType,
  type ExpiryState,
  expiryStateOf,
  SCOPE_CERTIFICATES_MAX,
} from '@tender/domain';
import type { Selectable } from 'kysely';
import type { ContactTable, SupplierTable } from '../db/tables.ts';
import type { DocumentItem } from '../documents/index.ts';
import type { CertificateRow, LicenceRow, ScopeRow } from './profile-repository.ts';

// Rows shaped with the field names of spec 3 (Supplier profile, Contact, Service scope, License cert).

export interface CertificateItem {
  slot: number;
  /** The type of this certificate's attachments: cert01 for slot 1. */
  atttype: string;
  cert: string;
  certdesc: string;
  certid: string;
  /** YYYY-MM-DD or ''. */
  certexpdate: string;
  state: ExpiryState | null;
}

/** A scope with its certificates twice: the spec's flat certNN fields and a structured list. */
export type ScopeItem = {
  svcscopeid: number;
  svcscope: string;
  description: string;
  certificates: CertificateItem[];
} & Record<string, string | number | CertificateItem[]>;

export interface LicenceItem {
  licensecertid: number;
  certkey: string;
  description: string;
  expirydate: string;
  state: ExpiryState | null;
}

const two = (slot: number) => String(slot).padStart(2, '0');

export function presentCertificate(row: CertificateRow, today: string): CertificateItem {
  return {
    slot: row.slot,
    atttype: certificateAttachmentType(row.slot),
    cert: row.cert,
    certdesc: row.certdesc,
    certid: row.certid,
    certexpdate: row.certexpdate ?? '',
    state: expiryStateOf(row.certexpdate, today),
  };
}

export function presentScope(scope: ScopeRow, certificates: CertificateRow[], today: string): ScopeItem {
  const item: ScopeItem = {
    svcscopeid: scope.id,
    svcscope: scope.svcscope,
    description: scope.description,
    certificates: certificates.map((c) => presentCertificate(c, today)),
  };
  for (let slot = 1; slot <= SCOPE_CERTIFICATES_MAX; slot++) {
    const cert = item.certificates.find((c) => c.slot === slot);
    const nn = two(slot);
    item[`cert${nn}`] = cert?.cert ?? '';
    item[`cert${nn}desc`] = cert?.certdesc ?? '';
    item[`certid${nn}`] = cert?.certid ?? '';
    item[`certexpdate${nn}`] = cert?.certexpdate ?? '';
  }
  return item;
}

export function presentLicence(row: LicenceRow, today: string): LicenceItem {
  return {
    licensecertid: row.id,
    certkey: row.certkey,
    description: row.description,
    expirydate: row.expirydate ?? '',
    state: expiryStateOf(row.expirydate, today),
  };
}

export function presentContact(row: Selectable<ContactTable>) {
  return {
    contactid: row.id,
    contact: row.contact,
    salutation: row.salutation,
    position: row.position,
    phone: row.phone,
    fax: row.fax,
    email: row.email,
    status: row.status,
    emailverified: row.emailverified ? 1 : 0,
  };
}

export function presentSupplier(
  row: Selectable<SupplierTable>,
  parts: {
    docs: DocumentItem[];
    contactlist: ReturnType<typeof presentContact>[];
    svcscopelist: ScopeItem[];
    licensecertlist: LicenceItem[];
  },
) {
  return {
    supplierid: row.id,
    suppliername: row.code,
    name: row.name,
    addressline1: row.addressline1,
    addressline2: row.addressline2,
    addressline3: row.addressline3,
    address2: row.city,
    address3: row.state,
    address4: row.zip,
    phone: row.phone,
    fax: row.fax,
    homepage: row.homepage,
    ...parts,
  };
}
