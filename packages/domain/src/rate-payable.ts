import { type Cents, isZeroCents, percentOfCents } from './cents.ts';
import { centsToText, parseCents } from './cents-text.ts';
import { DISCOUNT_RATE_MAX } from './constants.ts';
import { checkLineField, type LineFieldProblem } from './line-entry-limits.ts';
import { isBlankAmount } from './money.ts';

// A negotiation round's "disc" (spec 3, 5) is the rate PAID, in percent: 100 = no discount, and blank or 0
// default to 100. Issue 35 (item 1): the supplier is shown what a typed rate means (the discount it gives
// and the line amount it leaves) and warned when it would cut a line by more than half. The GO box and a
// line's own field take a rate by one rule, checkLineField('disc'), which the server enforces on save.

/** Below this rate payable (percent), a line is cut by more than half: the supplier is warned, not stopped. */
export const RATE_PAYABLE_WARN_BELOW = 50;

const FULL_RATE_CENTS = DISCOUNT_RATE_MAX * 100;

/** What a rate payable means for one line. */
export interface RatePreview {
  /** The rate the calculation uses, 2 decimals: '100.00' where blank or 0 was typed (spec 5 default). */
  payable: string;
  /** The same rate written short, as a person says it ('95', '95.5'). */
  payableShort: string;
  /** The discount the rate gives, 100 - payable, as a short percent ('5', '4.5', '0'). */
  discount: string;
  /** The line amount after the rate ('47880.00'), or null while the line has no total. */
  amount: string | null;
  /** Under RATE_PAYABLE_WARN_BELOW: the line would be cut by more than half. */
  overHalf: boolean;
}

/** One check for a rate payable, typed on a line or into the GO box: blank passes, 0 to 100, 2 decimals. */
export function checkRatePayable(text: string | null | undefined): LineFieldProblem | null {
  return checkLineField('disc', text);
}

/** A percent in hundredths written short, without trailing zeros ('500' -> '5', '450' -> '4.5'). */
export function shortPercent(cents: Cents): string {
  return centsToText(cents).replace(/\.?0+$/, '');
}

/**
 * What a typed rate payable does to a line whose total is `total` (decimal text or null): the rate used,
 * the discount, the amount after it (exact, rounded half-up like calculateLines), and whether it cuts the
 * line by more than half. Null when the rate is refused by checkRatePayable.
 */
export function previewRatePayable(
  rate: string | null | undefined,
  total: string | null | undefined,
): RatePreview | null {
  if (checkRatePayable(rate) !== null) return null;
  const typed = isBlankAmount(rate) ? null : parseCents(rate);
  const payable = typed === null || isZeroCents(typed) ? FULL_RATE_CENTS : Number(typed);
  const totalCents = parseCents(total);
  return {
    payable: centsToText(payable),
    payableShort: shortPercent(payable),
    discount: shortPercent(FULL_RATE_CENTS - payable),
    amount: totalCents === null ? null : centsToText(percentOfCents(totalCents, payable)),
    overHalf: payable < RATE_PAYABLE_WARN_BELOW * 100,
  };
}

/** The rate the GO box applies to every line ('95' -> '95.00'); null when checkRatePayable refuses it or it is blank. */
export function normalizeRatePayable(text: string): string | null {
  if (isBlankAmount(text) || checkRatePayable(text) !== null) return null;
  return centsToText(parseCents(text) as Cents);
}
