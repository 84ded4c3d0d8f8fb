import type { TenderLine } from '@tender/api-contract';

/**
 * A tender line as getudztbline answers it, for tests: a required quantity x price entry line of
 * quantity 2, unpriced, with the given overrides.
 */
export function buildLineRow(seqno: number, overrides: Partial<TenderLine> = {}): TenderLine {
  return {
    seqno,
    description: `Line ${seqno}`,
    longdesc: '',
    remark: '',
    bold: '0',
    underline: '0',
    header: '0',
    autocal: 'Y',
    required: '1',
    qtyrequired: '0',
    totalamountreq: '1',
    neednotes: '0',
    quantity: '2',
    unit: 'pc',
    unitprice: null,
    totallineamount: null,
    disc: null,
    disclineamt: null,
    linenotes: '',
    changedfields: [],
    awarded: '0',
    ...overrides,
  };
}
