import { type AmountSyntaxProblem, checkAmountSyntax } from './amount-syntax.ts';
import type { Cents } from './cents.ts';
import { centsToText, parseCents } from './cents-text.ts';
import {
  DEFAULT_QUANTITY,
  DISCOUNT_RATE_MAX,
  DISCOUNT_RATE_MIN,
  ENTRY_DECIMALS,
  QUANTITY_MIN,
} from './constants.ts';
import { isBlankAmount } from './money.ts';

/** The values a supplier types on one line; any may be absent. */
export interface LineEntry {
  quantity?: string | null;
  unitprice?: string | null;
  totallineamount?: string | null;
  disc?: string | null;
}

/** An amount field a supplier may type into. */
export type LineEntryField = keyof LineEntry;

/** Why a typed value is refused in its cell (issue 12, spec 5 limits). */
export type LineFieldProblem = AmountSyntaxProblem | 'below-minimum' | 'above-maximum' | 'too-large';

/**
 * Integer digits each amount column of a line holds (quantity and unit price numeric(18,2), the totals
 * numeric(20,2), the discount rate numeric(7,2)): a typed value longer is refused in its cell, and a
 * computed one too large for its column is refused as a line error instead of failing in the database.
 */
export const AMOUNT_INTEGER_DIGITS = {
  quantity: 16,
  unitprice: 16,
  totallineamount: 18,
  disc: 5,
  disclineamt: 18,
} as const satisfies Record<LineEntryField | 'disclineamt', number>;

interface FieldLimit {
  minimumCents: number;
  maximumCents: number | null;
}

const LIMITS: Record<LineEntryField, FieldLimit> = {
  quantity: { minimumCents: QUANTITY_MIN * 100, maximumCents: null },
  unitprice: { minimumCents: 0, maximumCents: null },
  totallineamount: { minimumCents: 0, maximumCents: null },
  disc: { minimumCents: DISCOUNT_RATE_MIN * 100, maximumCents: DISCOUNT_RATE_MAX * 100 },
};

/**
 * Checks one typed value against spec 5 and issue 12: a number as a person types it, at most 2 decimals,
 * quantity at least 1, discount 0 to 100, never negative, and no larger than its column holds. Blank
 * passes: a missing value is a submission rule, not a typing error.
 */
export function checkLineField(
  field: LineEntryField,
  text: string | null | undefined,
): LineFieldProblem | null {
  const syntax = checkAmountSyntax(text, ENTRY_DECIMALS);
  if (syntax !== null || isBlankAmount(text)) return syntax;
  const limit = LIMITS[field];
  const plain = (text as string).trim().replaceAll(',', '');
  const whole = plain.split('.')[0] ?? '';
  if (whole.replace(/^0+(?=\d)/, '').length > AMOUNT_INTEGER_DIGITS[field]) return 'too-large';
  const cents = parseCents(plain) as Cents;
  if (cents < limit.minimumCents) return 'below-minimum';
  if (limit.maximumCents !== null && cents > limit.maximumCents) return 'above-maximum';
  return null;
}

/**
 * The quantity to store on save (spec 5): blank becomes 1, except on a line that requires the supplier's
 * quantity, which keeps its blank so the submission can flag it. Others are normalised to 2 decimals.
 */
export function defaultQuantityOnSave(
  quantity: string | null | undefined,
  qtyrequired = false,
): string | null {
  const cents = parseCents(quantity);
  if (cents === null && qtyrequired) return null;
  return centsToText(cents ?? (parseCents(DEFAULT_QUANTITY) as Cents));
}

/**
 * Longest note a supplier may write on a line, in characters (Unicode code points: an emoji is one, as
 * the API contract counts). The notes column is unbounded text and the spec names no limit; this is the
 * save body's limit, which the grid cell, a pasted block and an imported workbook keep to as well.
 */
export const LINE_NOTES_MAX_LENGTH = 2000;

/** Whether a line's notes are longer than LINE_NOTES_MAX_LENGTH characters (the server would refuse them). */
export function isLineNotesTooLong(notes: string): boolean {
  return [...notes].length > LINE_NOTES_MAX_LENGTH;
}
