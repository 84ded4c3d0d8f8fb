import type { TenderStatusColumn } from '../db/tables.ts';

// The shape of an import file once import-schema.json has accepted it (docs/import-format.md).
// Decimals may arrive as JSON numbers or strings; they are turned into strings before any arithmetic.
export type DecimalValue = string | number;
export type Language = 'EN' | 'ZH' | 'ZHT';

export interface ImportFileRef {
  path: string;
  description?: string;
  atttype?: string;
}

export interface ImportContact {
  email: string;
  contact?: string;
  salutation?: string;
  position?: string;
  phone?: string;
  fax?: string;
  status?: string;
  emailverified?: boolean;
}

export interface ImportCertificate {
  slot: number;
  cert?: string;
  certdesc?: string;
  certid?: string;
  certexpdate?: string | null;
  files?: ImportFileRef[];
}

export interface ImportScope {
  svcscope: string;
  description?: string;
  certificates?: ImportCertificate[];
}

export interface ImportLicense {
  certkey: string;
  description?: string;
  expirydate?: string | null;
  files?: ImportFileRef[];
}

export interface ImportSupplier {
  code: string;
  name: string;
  addressline1?: string;
  addressline2?: string;
  addressline3?: string;
  city?: string;
  state?: string;
  zip?: string;
  phone?: string;
  fax?: string;
  homepage?: string;
  contacts?: ImportContact[];
  scopes?: ImportScope[];
  licenses?: ImportLicense[];
  files?: ImportFileRef[];
}

export interface ImportUser {
  loginid: string;
  username: string;
  email: string;
  password: string;
  supplier?: string;
  siteid?: string;
  language?: Language;
  emailverified?: boolean;
  hrid?: string;
}

export interface ImportLine {
  seqno: number;
  description: string;
  longdesc?: string;
  remark?: string;
  bold?: boolean;
  underline?: boolean;
  header?: boolean;
  autocal?: string;
  required?: boolean;
  qtyrequired?: boolean;
  totalamountreq?: boolean;
  neednotes?: boolean;
  quantity?: DecimalValue | null;
  unit?: string;
  disc?: DecimalValue | null;
}

export interface ImportSiteInspection {
  buildingcode: string;
  buildingname?: string;
  contact?: string;
  email?: string;
  phone?: string;
  arrangementdetails?: string;
  replydate?: string | null;
}

export interface ImportRfq {
  rfqnum: string;
  description?: string;
  siteid?: string;
  tendercollectvia?: string;
  bidmethod?: string;
  closingdate: string;
  contact1?: string;
  email1?: string;
  phone1?: string;
  contact2?: string;
  email2?: string;
  phone2?: string;
  remark?: string;
  pricenegotiation?: boolean;
  hassiteinspection?: boolean;
  /** ISO 4217 code; absent: the CURRENCY setting applies. */
  currency?: string;
  lines?: ImportLine[];
  documents?: ImportFileRef[];
  siteinspections?: ImportSiteInspection[];
}

export interface ImportPrice {
  seqno: number;
  quantity?: DecimalValue | null;
  unitprice?: DecimalValue | null;
  disc?: DecimalValue | null;
  linenotes?: string;
  totallineamount?: DecimalValue | null;
}

export interface ImportInvitation {
  udztbnum: string;
  rfqnum: string;
  supplier: string;
  status: TenderStatusColumn;
  inputed?: boolean;
  attendedall?: boolean;
  reminder?: boolean;
  commentstojll?: string;
  prices?: ImportPrice[];
}

export interface ImportQuestion {
  key: string;
  rfqnum: string;
  supplier: string;
  question: string;
  createdate?: string;
  answer?: string;
  answerall?: boolean;
}

export interface ImportWorkOrder {
  wonum: string;
  supplier: string;
  description?: string;
  locationdesc?: string;
  assetnum?: string;
  assetdesc?: string;
  status?: string;
  statusdate?: string | null;
  createdate?: string;
  createby?: string;
  lead?: string;
  targstartdate?: string | null;
  targcompdate?: string | null;
  schedstart?: string | null;
  schedfinish?: string | null;
  actfinish?: string | null;
  workflowowner?: boolean;
  files?: ImportFileRef[];
}

export interface ImportMessage {
  templateid: string;
  language: Language;
  message: string;
}

export interface ImportFile {
  format: 'tender-portal-import/1';
  suppliers?: ImportSupplier[];
  users?: ImportUser[];
  rfqs?: ImportRfq[];
  invitations?: ImportInvitation[];
  questions?: ImportQuestion[];
  workorders?: ImportWorkOrder[];
  messages?: ImportMessage[];
}
