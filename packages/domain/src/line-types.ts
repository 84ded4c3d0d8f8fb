/** One tender line as the calculation needs it; amounts are decimal strings or null. */
export interface LineInput {
  seqno: number;
  header: boolean;
  autocal: string;
  totalamountreq: boolean;
  quantity: string | null;
  unitprice: string | null;
  totallineamount: string | null;
  disc: string | null;
}

/** The amounts of one line after calculation, normalised to 2 decimals. */
export interface LineAmounts {
  seqno: number;
  quantity: string | null;
  unitprice: string | null;
  totallineamount: string | null;
  disc: string;
  disclineamt: string | null;
}
