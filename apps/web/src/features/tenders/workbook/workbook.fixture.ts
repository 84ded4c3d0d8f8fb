import type { TenderLine } from '@tender/api-contract';
import en from '../locales/en.json';
import { buildLineRow } from '../testing/build-line-row';
import type { WorkbookTender } from './build-workbook';
import type { WorkbookRights } from './workbook-columns';
import { workbookLabels } from './workbook-labels';
import type { WorkbookLine } from './workbook-lines';

// Test data for the workbook tests (not used by the app): a tender shaped like the demo's 2,000-line term
// contract, with a few of the line kinds the demo lacks (manual totals, notes, remarks, long texts).

export const TENDER: WorkbookTender = {
  udztbnum: 'WB-TEST-001-S1',
  rfqnum: 'WB-TEST-001',
  description: 'Term contract for hotel supplies, 2027-2029',
  supplier: 'Workbook Test Supplies Ltd',
  closingDate: '2030-06-28 18:00:00 HKT',
  currency: 'HKD',
  contact1: 'Grace Lam, grace.lam@example.test, +852 2800 1234',
  contact2: '',
  remark: 'Prices in HKD.',
};

export const QUOTING: WorkbookRights = {
  quantity: true,
  price: true,
  notes: true,
  disc: false,
  showPrices: true,
  priceNegotiation: false,
};

export const NEGOTIATING: WorkbookRights = {
  ...QUOTING,
  quantity: false,
  price: false,
  disc: true,
  priceNegotiation: true,
};

export function englishLabels() {
  return workbookLabels(
    (key) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string,
  );
}

function row(seqno: number, fields: Partial<TenderLine>): TenderLine {
  return buildLineRow(seqno, { required: '0', quantity: null, unit: 'each', ...fields });
}

/**
 * `count` lines in sections of 50: a bold underlined heading, 48 items (every 12th a lump sum with a typed
 * total, every 7th needing notes, those ending in 7 with their quantity left to the supplier) and a
 * subtotal adding the 48 up. Items are priced when `priced`.
 */
export function demoLikeRows(count: number, priced = true): TenderLine[] {
  const rows: TenderLine[] = [];
  let items: number[] = [];
  for (let seqno = 1; seqno <= count; seqno += 1) {
    const position = (seqno - 1) % 50;
    if (position === 0) {
      rows.push(
        row(seqno, {
          description: `Section ${(seqno - 1) / 50 + 1}: supplies`,
          header: '1',
          bold: '1',
          underline: '1',
          autocal: '',
          unit: '',
          totalamountreq: '0',
        }),
      );
      items = [];
    } else if (position === 49 || seqno === count) {
      rows.push(
        row(seqno, {
          description: `Subtotal of section ${Math.floor((seqno - 1) / 50) + 1}`,
          bold: '1',
          autocal: items.join('+'),
          unit: '',
        }),
      );
    } else if (seqno % 12 === 0) {
      rows.push(
        row(seqno, {
          description: `Lump sum ${seqno}`,
          autocal: '',
          unit: 'lot',
          quantity: '1.00',
          totallineamount: priced ? `${seqno * 11}.50` : null,
        }),
      );
      items.push(seqno);
    } else {
      rows.push(
        row(seqno, {
          description: `Item ${seqno}, "quoted" & <checked>`,
          longdesc: seqno % 5 === 0 ? `Long description of item ${seqno}\nsecond line` : '',
          remark: seqno % 9 === 0 ? 'Deliver weekly' : '',
          required: seqno % 3 === 0 ? '1' : '0',
          neednotes: seqno % 7 === 0 ? '1' : '0',
          qtyrequired: seqno % 10 === 7 ? '1' : '0',
          quantity: `${(seqno % 13) + 1}.00`,
          unit: seqno % 2 === 0 ? 'box' : 'kg',
          unitprice: priced ? `${(seqno * 37) % 900}.${String(seqno % 100).padStart(2, '0')}` : null,
          linenotes: seqno % 7 === 0 ? `Brand ${seqno}` : '',
        }),
      );
      items.push(seqno);
    }
  }
  return rows;
}

/** The rows as the editor holds them, values straight from the server rows. */
export function linesOf(rows: readonly TenderLine[]): WorkbookLine[] {
  return rows.map((r) => ({
    row: r,
    quantity: r.quantity,
    unitprice: r.unitprice,
    totallineamount: r.totallineamount,
    disc: r.disc,
    linenotes: r.linenotes,
  }));
}
