import { isSumLine } from './autocal.ts';
import { addCents, type Cents } from './cents.ts';
import { centsToText, parseCents } from './cents-text.ts';

// The buyer's comparison of quotations after closing (issue 17): every quotation line by line, the
// lowest price of each line marked, each supplier's totals. Amounts are exact hundredths (cents.ts),
// never binary floats; they come and go as decimal strings.

/** A line of the bill of quantities as the comparison needs it. */
export interface TabulatedLineDef {
  seqno: number;
  header: boolean;
  autocal: string;
}

/** One supplier's amounts of one line (strings as stored, null when not priced). */
export interface QuotedAmounts {
  seqno: number;
  totallineamount: string | null;
  disclineamt: string | null;
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
}

export interface TabulatedSupplier {
  code: string;
  /** Sum of the totals of the entry lines, 2 decimals. */
  total: string;
  /**
   * Sum of the discounted amounts (else totals) of the entry lines, 2 decimals: what the suppliers are
   * ranked on.
   */
  discounttotal: string;
  /** Entry lines left without an amount. */
  unpriced: number;
  /** Whether this is (one of) the lowest discount totals; see {@link tabulateQuotations}. */
  lowest: boolean;
}

export interface TabulationResult {
  lines: TabulatedLine[];
  suppliers: TabulatedSupplier[];
}

/** The amount a line is compared on: the discounted amount, else the total; null when neither. */
function comparedAmount(amounts: QuotedAmounts | undefined): Cents | null {
  if (!amounts) return null;
  return parseCents(amounts.disclineamt) ?? parseCents(amounts.totallineamount);
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
 * discounted amount (else total) among those who priced it. Headers and sum lines have no lowest and
 * are never unpriced. Each supplier's totals add up its entry lines only (a sum line would count its
 * parts twice). The lowest supplier overall is the lowest discount total among the suppliers who priced
 * every entry line, or, when none did, among those who priced at least one; ties mark all of them.
 */
export function tabulateQuotations(
  lines: readonly TabulatedLineDef[],
  quotations: readonly QuotationToCompare[],
): TabulationResult {
  const bySeqno = quotations.map((q) => new Map(q.lines.map((line) => [line.seqno, line])));
  const totals: Cents[] = quotations.map(() => 0);
  const discounted: Cents[] = quotations.map(() => 0);
  const unpricedCount = quotations.map(() => 0);
  const pricedCount = quotations.map(() => 0);

  const tabulated = lines.map((line): TabulatedLine => {
    const entry = !line.header && !isSumLine(line.autocal);
    if (!entry) return { seqno: line.seqno, entry, lowest: [], unpriced: [] };
    const values = bySeqno.map((amounts) => comparedAmount(amounts.get(line.seqno)));
    const unpriced: string[] = [];
    values.forEach((value, index) => {
      const amounts = bySeqno[index]?.get(line.seqno);
      const code = quotations[index]?.code ?? '';
      if (value === null) {
        unpriced.push(code);
        unpricedCount[index] = (unpricedCount[index] ?? 0) + 1;
        return;
      }
      pricedCount[index] = (pricedCount[index] ?? 0) + 1;
      totals[index] = addCents(totals[index] ?? 0, parseCents(amounts?.totallineamount) ?? 0);
      discounted[index] = addCents(discounted[index] ?? 0, value);
    });
    const lowest = [...lowestOf(values)].map((index) => quotations[index]?.code ?? '');
    return { seqno: line.seqno, entry, lowest, unpriced };
  });

  const complete = quotations.map((_, index) => unpricedCount[index] === 0 && (pricedCount[index] ?? 0) > 0);
  const anyComplete = complete.some(Boolean);
  const ranked = lowestOf(
    quotations.map((_, index) => {
      const eligible = anyComplete ? complete[index] : (pricedCount[index] ?? 0) > 0;
      return eligible ? (discounted[index] ?? 0) : null;
    }),
  );
  const suppliers = quotations.map(
    (quotation, index): TabulatedSupplier => ({
      code: quotation.code,
      total: centsToText(totals[index] ?? 0),
      discounttotal: centsToText(discounted[index] ?? 0),
      unpriced: unpricedCount[index] ?? 0,
      lowest: ranked.has(index),
    }),
  );
  return { lines: tabulated, suppliers };
}
