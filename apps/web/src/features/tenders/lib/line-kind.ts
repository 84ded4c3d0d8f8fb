import type { TenderLine } from '@tender/api-contract';
import { isLineQuantityEditable, isQuantityTimesPrice, isSumLine } from '@tender/domain';
import type { LineEditControls } from './line-edit-controls';

// What a supplier may type into a line follows from its header flag and autocal (spec 3 Tender line):
// the domain decides what a sum line and a quantity-times-price line are.

export function isHeaderLine(row: TenderLine): boolean {
  return row.header === '1';
}

export function isEntryLine(row: TenderLine): boolean {
  return !isHeaderLine(row) && !isSumLine(row.autocal);
}

/** The total is computed (not typed) for autocal 'Y' lines that require a total. */
export function isTotalComputed(row: TenderLine): boolean {
  return isQuantityTimesPrice(row.autocal) && row.totalamountreq === '1';
}

/**
 * Whether a line asks for a unit price (issue 35, item 9). A lump sum, an entry line whose total is typed,
 * takes its total only: its unit price enters no amount, so it gets no box, unless the buyer requires the
 * price (a submission then needs it) or the line already holds one (it stays visible and can be cleared).
 */
export function isUnitPriceAsked(row: TenderLine): boolean {
  return isTotalComputed(row) || row.required === '1' || row.unitprice !== null;
}

/**
 * Whether the supplier may set this line's quantity here (issue 28, finding 4): the domain's one rule
 * (an entry line whose quantity the buyer left to the supplier, on a tender that lets quantities change),
 * and only where amounts are shown at all. The grid, the phone cards, the keyboard, the paste and the
 * Excel workbook all ask this; elsewhere the buyer's quantity is shown as text.
 */
export function isQuantityEditable(
  row: TenderLine,
  controls: Pick<LineEditControls, 'quantity' | 'showPrices'>,
): boolean {
  return controls.showPrices && isLineQuantityEditable(row, controls.quantity);
}
