import { addCents, type Cents } from './cents.ts';
import { centsToText, parseCents } from './cents-text.ts';

// The supplier record a buyer reads (issue 33, item 5): the rules of its figures, shared by the server
// (which computes them) and the web page (which shows them).
//
// - The window: tenders whose closing date is within the last RECORD_MONTHS months, or still ahead.
// - The average response time: over the quotations submitted online, from the moment the invitation
//   reached the supplier (the RFQ's publishing, or the supplier's own invitation when added later) to the
//   submission's receipt. Paper quotations (no receipt time) and unreadable pairs are left out.
// - Totals per currency, exact to the cent; amounts of different currencies are never added.

/** How far back the record looks. */
export const RECORD_MONTHS = 24;

/** The start of the record's window: `months` calendar months before `now` (UTC, day clamped). */
export function recordWindowStart(now: Date, months = RECORD_MONTHS): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/** One quotation's response: when the invitation reached the supplier, when the quotation was submitted. */
export interface Response {
  invitedAt: Date | string | null;
  submittedAt: Date | string | null;
}

export interface AverageResponse {
  /** How many quotations the average is over. */
  count: number;
  /** The average in whole seconds (rounded half up); null over none. */
  seconds: number | null;
}

function timeOf(value: Date | string | null): number | null {
  if (value === null) return null;
  const at = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isFinite(at) ? at : null;
}

/** The average response time of the quotations with both times known and submitted after the invitation. */
export function averageResponse(responses: readonly Response[]): AverageResponse {
  let count = 0;
  let totalMs = 0;
  for (const response of responses) {
    const from = timeOf(response.invitedAt);
    const to = timeOf(response.submittedAt);
    if (from === null || to === null || to < from) continue;
    count += 1;
    totalMs += to - from;
  }
  if (count === 0) return { count, seconds: null };
  return { count, seconds: Math.floor(totalMs / count / 1000 + 0.5) };
}

/** A duration in whole days, hours and minutes (seconds dropped), for showing. */
export function durationParts(seconds: number): { days: number; hours: number; minutes: number } {
  const minutesTotal = Math.max(0, Math.floor(seconds / 60));
  return {
    days: Math.floor(minutesTotal / 1440),
    hours: Math.floor((minutesTotal % 1440) / 60),
    minutes: minutesTotal % 60,
  };
}

/** One amount of a currency; null: not counted (sealed, or nothing of the kind). */
export interface CurrencyAmount {
  currency: string;
  amount: string | null;
}

/**
 * The exact sum of each currency's amounts (2 decimals), currencies in alphabetical order; a currency
 * whose amounts are all null is left out. Different currencies are never added together.
 */
export function totalsByCurrency(
  amounts: readonly CurrencyAmount[],
): Array<{ currency: string; total: string }> {
  const totals = new Map<string, Cents>();
  for (const { currency, amount } of amounts) {
    const cents = parseCents(amount);
    if (cents === null) continue;
    totals.set(currency, addCents(totals.get(currency) ?? 0, cents));
  }
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, total]) => ({ currency, total: centsToText(total) }));
}
