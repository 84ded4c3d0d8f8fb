import { centsToText, parseCents } from './cents-text.ts';
import {
  DEFAULT_QUANTITY,
  DISCOUNT_RATE_MAX,
  DISCOUNT_RATE_MIN,
  ENTRY_DECIMALS,
  QUANTITY_MIN,
} from './constants.ts';
import { ExactDecimal } from './decimal.ts';
import { isBlankAmount } from './money.ts';

/** The values a supplier types on one line; any may be absent. */
export interface LineEntry {
  quantity?: string | null;
  unitprice?: string | null;
  totallineamount?: string | null;
  disc?: string | null;
}

/** A field of a line entry that breaks a limit, and which limit. */
export interface LineEntryIssue {
  field: 'quantity' | 'unitprice' | 'totallineamount' | 'disc';
  problem: 'not-a-number' | 'below-minimum' | 'too-many-decimals';
}

interface FieldLimit {
  field: LineEntryIssue['field'];
  minimumCents: number;
  /** Decimals allowed; prices and totals are rounded instead, so they have no limit. */
  decimals: number | null;
}

const LIMITS: readonly FieldLimit[] = [
  { field: 'quantity', minimumCents: QUANTITY_MIN * 100, decimals: ENTRY_DECIMALS },
  { field: 'unitprice', minimumCents: 0, decimals: null },
  { field: 'totallineamount', minimumCents: 0, decimals: null },
  { field: 'disc', minimumCents: DISCOUNT_RATE_MIN * 100, decimals: ENTRY_DECIMALS },
];

/**
 * Checks the entry limits of spec 5: quantity at least 1 with at most 2 decimals, discount at least 0
 * with at most 2 decimals, price and total not negative. Blank fields pass (quantity defaults on save).
 */
export function validateLineEntry(entry: LineEntry): LineEntryIssue[] {
  const issues: LineEntryIssue[] = [];
  for (const limit of LIMITS) {
    const problem = checkField(entry[limit.field], limit);
    if (problem) issues.push({ field: limit.field, problem });
  }
  return issues;
}

function checkField(value: string | null | undefined, limit: FieldLimit): LineEntryIssue['problem'] | null {
  if (isBlankAmount(value)) return null;
  const places = decimalPlaces(value!);
  if (places === null) return 'not-a-number';
  if (limit.decimals !== null && places > limit.decimals) return 'too-many-decimals';
  return parseCents(value)! < limit.minimumCents ? 'below-minimum' : null;
}

// Counted on the exact value, so '1.500' has 1 decimal and '1.005' has 3.
function decimalPlaces(text: string): number | null {
  if (parseCents(text) === null) return null;
  return new ExactDecimal(text.trim().replaceAll(',', '')).decimalPlaces();
}

/** The quantity to store on save: blank (or not a number) becomes 1 (spec 5), others are normalised to 2 decimals. */
export function defaultQuantityOnSave(quantity: string | null | undefined): string {
  const cents = parseCents(quantity);
  return centsToText(cents ?? parseCents(DEFAULT_QUANTITY)!);
}

/** Keeps a discount rate within 0..100 with 2 decimals ('150' -> '100.00'); blank stays '', non-numeric -> '0.00'. */
export function clampDiscountRate(rate: string): string {
  if (isBlankAmount(rate)) return '';
  const cents = parseCents(rate) ?? 0;
  const highest = DISCOUNT_RATE_MAX * 100;
  const lowest = DISCOUNT_RATE_MIN * 100;
  if (cents > highest) return centsToText(highest);
  if (cents < lowest) return centsToText(lowest);
  return centsToText(cents);
}
