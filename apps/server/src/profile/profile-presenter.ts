import {
  type CertificateItem,
  type ContactItem,
  type LicenceItem,
  type ScopeCertificateField,
  type ScopeItem,
  type SupplierDetail,
  scopeCertificateFields,
} from '@tender/api-contract';
import { certificateAttachmentType, expiryStateOf, SCOPE_CERTIFICATES_MAX } from '@tender/domain';
import type { Selectable } from 'kysely';
import type { ContactTable, SupplierTable } from '../db/tables.ts';
import type { CertificateRow, LicenceRow, ScopeRow } from './profile-repository.ts';

// Rows shaped with the field names of spec 3 (Supplier profile, Contact, Service scope, License cert), as
// the contract (profile) types them.

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

/** The spec's flat fields of every slot: cert01, cert01desc, certid01, certexpdate01, ... ('' when free). */
function flatCertificateFields(certificates: CertificateItem[]): Record<ScopeCertificateField, string> {
  const fields: Partial<Record<ScopeCertificateField, string>> = {};
  for (let slot = 1; slot <= SCOPE_CERTIFICATES_MAX; slot++) {
    const cert = certificates.find((c) => c.slot === slot);
    const names = scopeCertificateFields(slot);
    fields[names.cert] = cert?.cert ?? '';
    fields[names.certdesc] = cert?.certdesc ?? '';
    fields[names.certid] = cert?.certid ?? '';
    fields[names.certexpdate] = cert?.certexpdate ?? '';
  }
  // The loop above names every slot 1..SCOPE_CERTIFICATES_MAX, which is what the type lists.
  return fields as Record<ScopeCertificateField, string>;
}

/** A scope with its certificates twice: the spec's flat certNN fields and a structured list. */
export function presentScope(scope: ScopeRow, certificates: CertificateRow[], today: string): ScopeItem {
  const items = certificates.map((c) => presentCertificate(c, today));
  return {
    svcscopeid: scope.id,
    svcscope: scope.svcscope,
    description: scope.description,
    ...flatCertificateFields(items),
    certificates: items,
  };
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

export function presentContact(row: Selectable<ContactTable>): ContactItem {
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
  parts: Pick<SupplierDetail, 'docs' | 'contactlist' | 'svcscopelist' | 'licensecertlist'>,
): SupplierDetail {
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
