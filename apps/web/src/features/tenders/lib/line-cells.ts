import type { TenderLine } from '@tender/api-contract';
import type { LineEditControls } from './line-edit-controls';
import { isEntryLine, isHeaderLine, isTotalComputed, isUnitPriceAsked } from './line-kind';

/** The columns of the items table (spec 2.8), each a cell of one line. */
export type LineColumn =
  | 'seqno'
  | 'description'
  | 'remark'
  | 'quantity'
  | 'unit'
  | 'unitprice'
  | 'total'
  | 'linenotes'
  | 'disc'
  | 'disclineamt';

/**
 * Whether a line's cell has anything in it (an input or a value): a heading has no amounts, only entry
 * lines take prices and notes (a lump sum no unit price), and hidden prices (hard copy) hide every amount.
 * The table leaves the other cells blank; a card on a phone leaves them out.
 */
export function cellShown(row: TenderLine, column: LineColumn, controls: LineEditControls): boolean {
  const header = isHeaderLine(row);
  const entry = isEntryLine(row);
  switch (column) {
    case 'seqno':
    case 'description':
    case 'remark':
    case 'unit':
      return true;
    case 'quantity':
      return !header;
    case 'unitprice':
      // A lump sum shows only its total box (issue 35, item 9).
      return entry && controls.showPrices && isUnitPriceAsked(row);
    case 'disc':
      return entry && controls.showPrices;
    case 'linenotes':
      return entry;
    case 'total':
    case 'disclineamt':
      return !header && controls.showPrices;
  }
}

/** The total is typed into this line (a lump sum), not computed from quantity x price or other lines. */
export function isTotalTyped(row: TenderLine): boolean {
  return isEntryLine(row) && !isTotalComputed(row);
}

export interface LineCardColumns {
  /** Under the description, what is being priced: quantity and unit. */
  facts: LineColumn[];
  /** Then what the supplier types: unit price, a typed total, the discount, the notes. */
  prices: LineColumn[];
  /** Last, the computed amounts and the remark. */
  details: LineColumn[];
}

/**
 * The cells of one line's card on a phone, read as a line of a bill is (issue 35, item 7): the
 * description, its quantity and unit, then the price cells in the order the supplier fills them, then the
 * amounts. Empty texts and cells the table leaves blank are left out.
 */
export function lineCardColumns(row: TenderLine, controls: LineEditControls): LineCardColumns {
  const typedTotal = isTotalTyped(row);
  const negotiation = controls.priceNegotiation;
  const frozen = !controls.quantity && !controls.price && !controls.notes && !controls.disc;
  const prices: LineColumn[] = [
    'unitprice',
    ...(typedTotal ? (['total'] as const) : []),
    ...(negotiation ? (['disc'] as const) : []),
    'linenotes',
  ];
  const facts: LineColumn[] = ['quantity', 'unit'];
  const details: LineColumn[] = [
    ...(typedTotal ? [] : (['total'] as const)),
    ...(negotiation ? (['disclineamt'] as const) : []),
    'remark',
  ];
  const hasText = (column: LineColumn) => {
    if (column === 'unit') return row.unit !== '';
    if (column === 'remark') return row.remark !== '';
    // A sum line shows a quantity only where the tender gives one (and so does a line nobody can change).
    if (column === 'quantity') return (isEntryLine(row) && !frozen) || row.quantity !== null;
    // Where nothing can be changed (submitted, closed, staff looking) the cells read as text (issue 18,
    // item 15): an empty one is left out.
    if (frozen && column === 'linenotes') return row.linenotes !== '';
    if (frozen && column === 'unitprice') return row.unitprice !== null;
    if (frozen && column === 'total' && typedTotal) return row.totallineamount !== null;
    return true;
  };
  const shown = (column: LineColumn) => cellShown(row, column, controls) && hasText(column);
  return { facts: facts.filter(shown), prices: prices.filter(shown), details: details.filter(shown) };
}
