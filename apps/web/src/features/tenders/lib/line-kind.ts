import type { TenderLine } from '@tender/api-contract';
import { isQuantityTimesPrice, isSumLine } from '@tender/domain';

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
