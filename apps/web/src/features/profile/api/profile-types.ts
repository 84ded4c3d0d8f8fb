// Replies of the profile calls, with the field names of spec 3 (see docs/api.md, Company profile).

export type ExpiryState = 'expired' | 'expiring' | 'valid';

export interface ProfileDocument {
  docinfoid: number;
  filename: string;
  description: string;
  filetype: string;
  atttype: string;
  size: number;
  /** A signed link valid for 10 minutes after the reply. */
  docurl: string;
}

export interface Contact {
  contactid: number;
  contact: string;
  salutation: string;
  position: string;
  phone: string;
  fax: string;
  email: string;
  status: string;
  emailverified: 0 | 1;
}

export interface Certificate {
  slot: number;
  atttype: string;
  cert: string;
  certdesc: string;
  certid: string;
  /** YYYY-MM-DD or ''. */
  certexpdate: string;
  state: ExpiryState | null;
}

export interface Scope {
  svcscopeid: number;
  svcscope: string;
  description: string;
  certificates: Certificate[];
}

export interface ScopeDetail extends Scope {
  docs: ProfileDocument[];
}

export interface Licence {
  licensecertid: number;
  certkey: string;
  description: string;
  expirydate: string;
  state: ExpiryState | null;
}

export interface LicenceDetail extends Licence {
  docs: ProfileDocument[];
}

export interface SupplierDetail {
  supplierid: number;
  suppliername: string;
  name: string;
  addressline1: string;
  addressline2: string;
  addressline3: string;
  address2: string;
  address3: string;
  address4: string;
  phone: string;
  fax: string;
  homepage: string;
  docs: ProfileDocument[];
  contactlist: Contact[];
  svcscopelist: Scope[];
  licensecertlist: Licence[];
}

/** The editable general information (updateSupplierDetail). */
export interface SupplierChanges {
  addressline1: string;
  addressline2: string;
  addressline3: string;
  address2: string;
  address3: string;
  address4: string;
  phone: string;
  fax: string;
  homepage: string;
}

/** Who a document hangs on: the company, a scope (with its certificate type) or a licence. */
export type DocumentOwner =
  | { ownertable: 'SUPPLIER'; ownerid: number; atttype?: undefined }
  | { ownertable: 'SVCSCOPE'; ownerid: number; atttype: string }
  | { ownertable: 'LICENSECERT'; ownerid: number; atttype?: undefined };
