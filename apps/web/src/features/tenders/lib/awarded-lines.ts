import type { TenderLine } from '@tender/api-contract';
import { addCents, type Cents, centsToText, isFlagSet, parseCents } from '@tender/domain';

/** The lines a supplier won (issue 29) and their total as quoted, exact to the cent. */
export interface AwardedLines {
  count: number;
  /** Canonical amount text ('1234.50'). */
  total: string;
}

/** The lines marked awarded ('1'), and the sum of their discounted amounts (their totals without one). */
export function awardedLines(rows: readonly TenderLine[]): AwardedLines {
  let count = 0;
  let total: Cents = 0;
  for (const row of rows) {
    if (!isFlagSet(row.awarded)) continue;
    count += 1;
    total = addCents(total, parseCents(row.disclineamt ?? row.totallineamount) ?? 0);
  }
  return { count, total: centsToText(total) };
}
