// The fields of a line of a bill of quantities, one list for every copy of it: the buyer's (rfq_line), the
// importer's, and each invitation's (udztb_line), which adds the supplier's priced fields.

/** What defines a line, without any price: the buyer's and the importer's bill of quantities. */
export const BOQ_LINE_FIELDS = [
  'description',
  'longdesc',
  'remark',
  'bold',
  'underline',
  'header',
  'autocal',
  'required',
  'qtyrequired',
  'totalamountreq',
  'neednotes',
  'unit',
  'quantity',
  'disc',
] as const;

/** What a supplier's quotation adds to a line (the quantity and discount rate are the definition's). */
export const QUOTED_LINE_FIELDS = ['unitprice', 'totallineamount', 'disclineamt', 'linenotes'] as const;

/** Every field of a tender's line but its keys: the definition and the supplier's prices. */
export const TENDER_LINE_FIELDS = [...BOQ_LINE_FIELDS, ...QUOTED_LINE_FIELDS] as const;
