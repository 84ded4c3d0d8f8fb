import type { Tabulation, TabulationPrice } from '@tender/api-contract';

export function price(
  suppliercode: string,
  unitprice: string | null,
  totallineamount: string | null,
  disclineamt: string | null,
  marks: Partial<
    Pick<TabulationPrice, 'lowest' | 'unpriced' | 'quantity' | 'quantitydiffers' | 'awarded'>
  > = {},
): TabulationPrice {
  return {
    suppliercode,
    quantity: marks.quantity ?? null,
    unitprice,
    totallineamount,
    disclineamt,
    linenotes: '',
    compared: disclineamt,
    quantitydiffers: marks.quantitydiffers ?? false,
    unpriced: marks.unpriced ?? false,
    lowest: marks.lowest ?? false,
    awarded: marks.awarded ?? false,
  };
}

/** A closed RFQ of a header, two entry lines and a sum line, quoted by two suppliers (one on paper). */
export const TABULATION: Tabulation = {
  rfqnum: 'RFQ-TAB-1',
  description: 'Lobby cleaning',
  currency: 'HKD',
  closingdate: '2026-11-20T10:00:00.000Z',
  suppliers: [
    {
      suppliercode: 'S1',
      suppliername: 'Harbour Cleaning',
      udztbnum: 'RFQ-TAB-1-S1',
      status: 'SUBMITED',
      hardcopy: false,
      submittedat: '2026-11-19T10:00:00.000Z',
      total: '1350.50',
      discounttotal: '1283.00',
      comparabletotal: '1283.00',
      unpriced: 0,
      lowest: true,
      comparable: true,
      scoring: null,
    },
    {
      suppliercode: 'S2',
      suppliername: 'Kowloon Services',
      udztbnum: 'RFQ-TAB-1-S2',
      status: 'SUBMITED',
      hardcopy: true,
      submittedat: null,
      total: '1400.00',
      discounttotal: '1400.00',
      comparabletotal: '1400.00',
      unpriced: 1,
      lowest: false,
      comparable: false,
      scoring: null,
    },
  ],
  lines: [
    {
      seqno: 1,
      description: 'Cleaning',
      header: true,
      bold: true,
      underline: true,
      autocal: '',
      quantity: null,
      unit: '',
      prices: [price('S1', null, null, null), price('S2', null, null, null)],
    },
    {
      seqno: 2,
      description: 'Floor',
      header: false,
      bold: false,
      underline: false,
      autocal: 'Y',
      quantity: '10',
      unit: 'm2',
      prices: [
        price('S1', '100.05', '1000.50', '950.00', { lowest: true }),
        price('S2', '140.00', '1400.00', '1400.00'),
      ],
    },
    {
      seqno: 3,
      description: 'Windows',
      header: false,
      bold: false,
      underline: false,
      autocal: 'Y',
      quantity: '1',
      unit: 'lot',
      prices: [
        price('S1', '350.00', '350.00', '333.00', { lowest: true }),
        price('S2', null, null, null, { unpriced: true }),
      ],
    },
    {
      seqno: 4,
      description: 'Subtotal',
      header: false,
      bold: true,
      underline: false,
      autocal: '2+3',
      quantity: null,
      unit: '',
      prices: [price('S1', null, '1350.50', '1283.00'), price('S2', null, '1400.00', '1400.00')],
    },
  ],
  criteria: [],
  scorable: false,
};
