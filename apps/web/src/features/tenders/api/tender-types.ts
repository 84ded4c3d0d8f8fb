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
