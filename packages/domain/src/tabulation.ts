import { isSumLine } from './autocal.ts';
import { addCents, type Cents } from './cents.ts';
import { centsToText, parseCents } from './cents-text.ts';
import { calculateLines } from './line-calculation.ts';
import { defaultQuantityOnSave } from './line-entry-limits.ts';

// The buyer's comparison of quotations after closing (issue 17): every quotation line by line, the
// lowest price of each line marked, each supplier's totals. Amounts are exact hundredths (cents.ts),
// never binary floats; they come and go as decimal strings.
//
// Like with like (issue 28): a line priced as quantity x unit price is compared at the buyer's quantity,
// whatever quantity a supplier quoted (where the buyer left the quantity to the suppliers they may
// differ), so a supplier pricing 1 unit where the buyer asked for 100 is never the lowest by it.

/** A line of the bill of quantities as the comparison needs it. */
export interface TabulatedLineDef {
  seqno: number;
  header: boolean;
  autocal: string;
  /** Whether the line's total is required (with autocal 'Y': quantity x unit price). */
  totalamountreq?: boolean;
  /** The buyer's quantity (blank: 1, as a save stores it); absent: amounts are compared as quoted. */
  quantity?: string | null;
}

/** One supplier's amounts of one line (strings as stored, null when not priced). */
export interface QuotedAmounts {
  seqno: number;
  totallineamount: string | null;
  disclineamt: string | null;
  /** The supplier's quantity, unit price and discount rate (needed to compare at the buyer's quantity). */
  quantity?: string | null;
  unitprice?: string | null;
  disc?: string | null;
}

/** One supplier's quotation: its code and its lines' amounts (lines it lacks count as unpriced). */
export interface QuotationToCompare {
  code: string;
  lines: readonly QuotedAmounts[];
}

export interface TabulatedLine {
  seqno: number;
  /** An entry line: neither a header nor a sum line. Only these are compared and counted. */
  entry: boolean;
  /** The codes of the suppliers with the lowest amount of this entry line (ties: all of them). */
  lowest: string[];
  /** The codes of the suppliers who left this entry line without an amount. */
  unpriced: string[];
  /** Per quotation (in their order): the amount compared, at the buyer's quantity; null when unpriced. */
  compared: (string | null)[];
  /** The codes of the suppliers who quoted a quantity other than the buyer's on this line. */
  quantityDiffers: string[];
}

export interface TabulatedSupplier {
  code: string;
  /** Sum of the totals of the entry lines, 2 decimals. */
  total: string;
  /** Sum of the discounted amounts (else totals) of the entry lines as quoted, 2 decimals. */
  discounttotal: string;
  /**
   * Sum of the compared amounts (discounted, at the buyer's quantities) of the entry lines, 2 decimals:
   * what the suppliers are ranked on. Equal to discounttotal unless a quoted quantity differs.
   */
  comparabletotal: string;
  /** Entry lines left without an amount. */
  unpriced: number;
  /** Whether this is (one of) the lowest discount totals; see {@link tabulateQuotations}. */
  lowest: boolean;
  /**
   * Whether the quotation is compared on its total at all (like with like): it priced every entry line,
   * or, when no quotation did, at least one. Only these can be the lowest, or get a price score (scoring.ts).
   */
  comparable: boolean;
}

export interface TabulationResult {
  lines: TabulatedLine[];
  suppliers: TabulatedSupplier[];
}

/** The amount a line is quoted at: the discounted amount, else the total; null when neither. */
function quotedAmount(amounts: QuotedAmounts | undefined): Cents | null {
  if (!amounts) return null;
  return parseCents(amounts.disclineamt) ?? parseCents(amounts.totallineamount);
}

/** Whether a line is compared at the buyer's quantity: quantity x price, with the buyer's quantity known. */
function atBuyerQuantity(line: TabulatedLineDef): boolean {
  return (
    line.quantity !== undefined && line.totalamountreq === true && line.autocal.trim().toUpperCase() === 'Y'
  );
}

/**
 * The amount each entry line is compared on for one quotation: a quantity x price line recomputed by the
 * domain's own calculation with the buyer's quantity in place of the quoted one (same rounding, same
 * discount), any other line as quoted. Keyed by seqno; null when unpriced.
 */
function comparedAmounts(lines: readonly TabulatedLineDef[], quoted: ReadonlyMap<number, QuotedAmounts>) {
  const recalculated = calculateLines(
    lines
      .filter((line) => atBuyerQuantity(line) && quoted.get(line.seqno)?.unitprice != null)
      .map((line) => {
        const amounts = quoted.get(line.seqno) as QuotedAmounts;
        return {
          seqno: line.seqno,
          header: false,
          autocal: 'Y',
          totalamountreq: true,
          quantity: defaultQuantityOnSave(line.quantity),
          unitprice: amounts.unitprice ?? null,
          totallineamount: null,
          disc: amounts.disc ?? null,
        };
      }),
  );
  const byBuyer = new Map(recalculated.map((amounts) => [amounts.seqno, amounts]));
  return (line: TabulatedLineDef): Cents | null => {
    const mine = byBuyer.get(line.seqno);
    if (mine) return parseCents(mine.disclineamt) ?? parseCents(mine.totallineamount);
    return quotedAmount(quoted.get(line.seqno));
  };
}

/** Whether a supplier quoted a quantity other than the buyer's (both read as a save stores them). */
function quantityDiffers(line: TabulatedLineDef, amounts: QuotedAmounts | undefined): boolean {
  if (line.quantity === undefined || amounts?.quantity === undefined) return false;
  const buyer = parseCents(defaultQuantityOnSave(line.quantity));
  const supplier = parseCents(amounts.quantity);
  if (buyer === null || supplier === null) return false;
  return !isSame(buyer, supplier);
}

// number and bigint compare exactly with < and >, never with ===.
function isBelow(a: Cents, b: Cents): boolean {
  return a < b;
}

function isSame(a: Cents, b: Cents): boolean {
  return !(a < b) && !(a > b);
}

/** The indices of the lowest values (all of them on a tie); none when every value is null. */
function lowestOf(values: readonly (Cents | null)[]): Set<number> {
  let best: Cents | null = null;
  for (const value of values) {
    if (value !== null && (best === null || isBelow(value, best))) best = value;
  }
  const lowest = new Set<number>();
  if (best === null) return lowest;
  values.forEach((value, index) => {
    if (value !== null && isSame(value, best)) lowest.add(index);
  });
  return lowest;
}

/**
 * Compares the quotations line by line. An entry line (not a header, not a sum line) is priced by a
 * supplier when it has a discounted amount or a total; its lowest are the suppliers with the lowest
 * compared amount among those who priced it: the discounted amount (else total) of a quantity x price
 * line recomputed at the buyer's quantity, of any other line as quoted. Each line lists the suppliers
 * whose quoted quantity differs from the buyer's, so the page can show both. Headers and sum lines have no lowest and
 * are never unpriced. Each supplier's totals add up its entry lines only (a sum line would count its
 * parts twice). The lowest supplier overall is the lowest comparable total among the suppliers who priced
 * every entry line, or, when none did, among those who priced at least one; ties mark all of them.
 */
export function tabulateQuotations(
  lines: readonly TabulatedLineDef[],
  quotations: readonly QuotationToCompare[],
): TabulationResult {
  const bySeqno = quotations.map((q) => new Map(q.lines.map((line) => [line.seqno, line])));
  const comparedOf = bySeqno.map((quoted) => comparedAmounts(lines, quoted));
  const totals: Cents[] = quotations.map(() => 0);
  const discounted: Cents[] = quotations.map(() => 0);
  const comparable: Cents[] = quotations.map(() => 0);
  const unpricedCount = quotations.map(() => 0);
  const pricedCount = quotations.map(() => 0);

  const tabulated = lines.map((line): TabulatedLine => {
    const entry = !line.header && !isSumLine(line.autocal);
    if (!entry) {
      return {
        seqno: line.seqno,
        entry,
        lowest: [],
        unpriced: [],
        compared: quotations.map(() => null),
        quantityDiffers: [],
      };
    }
    const values = comparedOf.map((compare) => compare(line));
    const unpriced: string[] = [];
    const differs: string[] = [];
    values.forEach((value, index) => {
      const amounts = bySeqno[index]?.get(line.seqno);
      const code = quotations[index]?.code ?? '';
      if (value === null) {
        unpriced.push(code);
        unpricedCount[index] = (unpricedCount[index] ?? 0) + 1;
        return;
      }
      pricedCount[index] = (pricedCount[index] ?? 0) + 1;
      if (quantityDiffers(line, amounts)) differs.push(code);
      totals[index] = addCents(totals[index] ?? 0, parseCents(amounts?.totallineamount) ?? 0);
      discounted[index] = addCents(discounted[index] ?? 0, quotedAmount(amounts) ?? 0);
      comparable[index] = addCents(comparable[index] ?? 0, value);
    });
    const lowest = [...lowestOf(values)].map((index) => quotations[index]?.code ?? '');
    const compared = values.map((value) => (value === null ? null : centsToText(value)));
    return { seqno: line.seqno, entry, lowest, unpriced, compared, quantityDiffers: differs };
  });

  const complete = quotations.map((_, index) => unpricedCount[index] === 0 && (pricedCount[index] ?? 0) > 0);
  const anyComplete = complete.some(Boolean);
  const eligible = quotations.map((_, index) =>
    anyComplete ? complete[index] === true : (pricedCount[index] ?? 0) > 0,
  );
  const ranked = lowestOf(eligible.map((ok, index) => (ok ? (comparable[index] ?? 0) : null)));
  const suppliers = quotations.map(
    (quotation, index): TabulatedSupplier => ({
      code: quotation.code,
      total: centsToText(totals[index] ?? 0),
      discounttotal: centsToText(discounted[index] ?? 0),
      comparabletotal: centsToText(comparable[index] ?? 0),
      unpriced: unpricedCount[index] ?? 0,
      lowest: ranked.has(index),
      comparable: eligible[index] === true,
    }),
  );
  return { lines: tabulated, suppliers };
}
