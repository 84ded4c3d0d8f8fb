// Row shapes exactly as the server answers them (spec section 3): flags are '0'/'1' strings and amounts
// are decimal strings or null, never JS numbers, so money stays exact end to end.

export type Flag = '0' | '1';

/** One row of reqname getudztb with list parameters. */
export interface TenderListRow {
  udztbid: string | number;
  udztbnum: string;
  rfqnum: string;
  suppliercode: string;
  suppliername: string;
  siteid: string;
  tenderdesc: string;
  status: string;
  statusdesc: string;
  enddate: string;
}

/** getudztb[0] when asked for one udztbnum: the general information of the detail. */
export interface TenderHeader {
  udztbid: string | number;
  udztbnum: string;
  rfqnum: string;
  suppliername: string;
  content: string;
  tendercollectvia: string;
  bidmethod: string;
  closingdate: string;
  contact1: string;
  email1: string;
  phone1: string;
  contact2: string;
  email2: string;
  phone2: string;
  remark: string;
  status: string;
  statusdesc: string;
  inputed: Flag;
  pricenegotiation: Flag;
  hassiteinspection: Flag;
  attendedall: Flag | number;
  isdownload: Flag | number;
  reminder: Flag | number;
  /** The supplier's remark to the buyer (also the decline reason), sent back with save and submit. */
  commentstojll?: string;
  /** The quotation's version: save and submit send it back, a stale one is refused with 4000006. */
  version?: number;
  /** Currency of the tender's amounts (ISO 4217); the site's currency when absent. */
  currency?: string;
  /** '1' once the closing date has passed (the server's clock). */
  closed?: Flag;
  /** The receipt of a submitted quotation: when (ISO), by whom (display name), its reference. */
  submittedat?: string | null;
  submittedby?: string | null;
  submissionref?: string | null;
}

/** One row of reqname getudztbline. */
export interface TenderLineRow {
  seqno: number;
  description: string;
  longdesc: string;
  remark: string;
  bold: Flag;
  underline: Flag;
  header: Flag;
  autocal: string;
  required: Flag;
  qtyrequired: Flag;
  totalamountreq: Flag;
  neednotes: Flag;
  quantity: string | null;
  unit: string;
  unitprice: string | null;
  totallineamount: string | null;
  disc: string | null;
  disclineamt: string | null;
  linenotes: string;
}

/** The line fields a supplier can change, as sent back by updateudztb. */
export interface QuotationLine {
  seqno: number;
  udztbnum: string;
  quantity: string | null;
  unitprice: string | null;
  disc: string | null;
  totallineamount: string | null;
  disclineamt: string | null;
  linenotes: string;
}
