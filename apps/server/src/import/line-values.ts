import type { ImportDecimal, ImportLine, ImportPrice } from '@tender/api-contract';
import type { LineInput } from '@tender/domain';

/** The fields of a tender line copied from its RFQ; a re-import overwrites them. */
export interface LineDefinition {
  seqno: number;
  description: string;
  longdesc: string;
  remark: string;
  bold: boolean;
  underline: boolean;
  header: boolean;
  autocal: string;
  required: boolean;
  qtyrequired: boolean;
  totalamountreq: boolean;
  neednotes: boolean;
  unit: string;
}

/** The supplier's side of a line; a re-import keeps it unless the tender's entry gives prices. */
export interface LineValues {
  quantity: string | null;
  unitprice: string | null;
  totallineamount: string | null;
  disc: string | null;
  linenotes: string;
}

/** A decimal of the file as an exact string; '' and null mean no value. */
export function decimalText(value: ImportDecimal | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  // A JSON number's shortest text is what the file says (1.5, 0.1): kept as written, so the domain's
  // decimal checks see every digit instead of a silently rounded copy.
  return typeof value === 'number' ? String(value) : value;
}

export function lineDefinition(line: ImportLine): LineDefinition {
  return {
    seqno: line.seqno,
    description: line.description,
    longdesc: line.longdesc ?? '',
    remark: line.remark ?? '',
    bold: line.bold ?? false,
    underline: line.underline ?? false,
    header: line.header ?? false,
    autocal: line.autocal ?? '',
    required: line.required ?? false,
    qtyrequired: line.qtyrequired ?? false,
    totalamountreq: line.totalamountreq ?? false,
    neednotes: line.neednotes ?? false,
    unit: line.unit ?? '',
  };
}

/** What a fresh tender line starts with: the RFQ's quantity and discount, no price. */
export function initialValues(line: ImportLine): LineValues {
  return {
    quantity: decimalText(line.quantity),
    unitprice: null,
    totallineamount: null,
    disc: decimalText(line.disc),
    linenotes: '',
  };
}

/** Overlays the fields a tender's price entry gives; absent fields keep their value. */
export function applyPrice(values: LineValues, price: ImportPrice | undefined): LineValues {
  if (!price) return values;
  return {
    quantity: price.quantity !== undefined ? decimalText(price.quantity) : values.quantity,
    unitprice: price.unitprice !== undefined ? decimalText(price.unitprice) : values.unitprice,
    totallineamount:
      price.totallineamount !== undefined ? decimalText(price.totallineamount) : values.totallineamount,
    disc: price.disc !== undefined ? decimalText(price.disc) : values.disc,
    linenotes: price.linenotes ?? values.linenotes,
  };
}

export function toLineInput(def: LineDefinition, values: LineValues): LineInput {
  return {
    seqno: def.seqno,
    header: def.header,
    autocal: def.autocal,
    totalamountreq: def.totalamountreq,
    quantity: values.quantity,
    unitprice: values.unitprice,
    totallineamount: values.totallineamount,
    disc: values.disc,
  };
}
