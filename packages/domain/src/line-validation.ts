import { isSumLine } from './autocal.ts';
import { isBlankAmount, isNumericAmount } from './money.ts';

/** What the pre-save check of spec 5 needs of a line; pass the totals as calculated by calculateLines. */
export interface LineCheckInput {
  seqno: number;
  header: boolean;
  autocal: string;
  required: boolean;
  qtyrequired: boolean;
  totalamountreq: boolean;
  quantity: string | null;
  unitprice: string | null;
  totallineamount: string | null;
}

/** What the "a saved price needs a total and a discount amount" check needs of a line. */
export interface LineSaveCheckInput {
  seqno: number;
  header: boolean;
  autocal: string;
  unitprice: string | null;
  totallineamount: string | null;
  disclineamt: string | null;
}

/**
 * Seq numbers of the lines the alert lists (spec 5): a non-header line that is required or needs a
 * total is flagged when its price or total is not a number, its required price is empty (unless a sum
 * line computes it), or its required total is empty; a line needing a quantity is flagged when the
 * quantity is empty (unless it is a sum line).
 */
export function findFlaggedLines(lines: readonly LineCheckInput[]): number[] {
  return lines.filter(isFlagged).map((line) => line.seqno);
}

function isFlagged(line: LineCheckInput): boolean {
  if (line.header) return false;
  // A sum line's amounts are computed, so nothing is expected to be typed on it.
  const computed = isSumLine(line.autocal);
  if (line.qtyrequired && isBlankAmount(line.quantity) && !computed) return true;
  if (!line.required && !line.totalamountreq) return false;
  if (isNotANumber(line.unitprice) || isNotANumber(line.totallineamount)) return true;
  if (line.required && isBlankAmount(line.unitprice) && !computed) return true;
  return line.totalamountreq && isBlankAmount(line.totallineamount);
}

function isNotANumber(value: string | null): boolean {
  return !isBlankAmount(value) && !isNumericAmount(value);
}

/**
 * Seq numbers of entry lines that carry a unit price but no total or no discount amount (spec 5:
 * saving a price requires both). Headers and sum lines are skipped: nothing is entered on them.
 */
export function findLinesMissingAmounts(lines: readonly LineSaveCheckInput[]): number[] {
  return lines
    .filter(
      (line) =>
        !line.header &&
        !isSumLine(line.autocal) &&
        !isBlankAmount(line.unitprice) &&
        (isBlankAmount(line.totallineamount) || isBlankAmount(line.disclineamt)),
    )
    .map((line) => line.seqno);
}
