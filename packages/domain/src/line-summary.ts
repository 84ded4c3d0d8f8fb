import { isSumLine } from './autocal.ts';
import { addCents, type Cents } from './cents.ts';
import { centsToText, parseCents } from './cents-text.ts';
import type { LineAmounts, LineInput } from './line-types.ts';

/** Totals of a tender for its summary row. */
export interface LinesSummary {
  /** Sum of the line totals. */
  total: string;
  /** Sum of the discount line amounts. */
  discounted: string;
}

/**
 * Sums the totals and discount amounts of the entry lines (not headers, not sum lines, which would
 * count their parts twice); lines are matched to amounts by seqno, missing amounts count as 0.
 */
export function summarizeLines(
  amounts: readonly LineAmounts[],
  lines: readonly Pick<LineInput, 'seqno' | 'header' | 'autocal'>[],
): LinesSummary {
  const counted = new Set<number>();
  for (const line of lines) {
    if (!line.header && !isSumLine(line.autocal)) counted.add(line.seqno);
  }
  let total: Cents = 0;
  let discounted: Cents = 0;
  for (const amount of amounts) {
    if (!counted.has(amount.seqno)) continue;
    total = addCents(total, parseCents(amount.totallineamount) ?? 0);
    discounted = addCents(discounted, parseCents(amount.disclineamt) ?? 0);
  }
  return { total: centsToText(total), discounted: centsToText(discounted) };
}
