// The one rule for a quantity that is stored (issue 28, finding 6): the buyer's quantity of a line (the
// buyer console's save, the importer's RFQ lines and price entries) and the supplier's (checkLineField adds
// the supplier's minimum of 1 on top). A quantity is kept in numeric(18, 2) columns (rfq_line.quantity,
// udztb_line.quantity): a value with more decimals would be stored rounded and a negative one means
// nothing, so both are refused, never rounded.

/** Decimals a stored quantity keeps: the scale of the quantity columns, numeric(18, 2). */
export const QUANTITY_SCALE = 2;

/** Integer digits a stored quantity keeps: numeric(18, 2) has 18 - 2. */
export const QUANTITY_INTEGER_DIGITS = 16;

/** Why a quantity cannot be stored as it is. */
export type QuantityProblem = 'not-a-number' | 'negative' | 'too-many-decimals' | 'too-large';

const PLAIN = /^([+-]?)(\d+)(?:\.(\d*))?$/;

/** The quantity as plain decimal text, or null when it is no number at all ('1e-7' becomes '0.0000001'). */
function plainText(value: string | number): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // A JSON number's shortest text, written out without an exponent.
    const text = String(value);
    if (!/e/i.test(text)) return text;
    return value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
  }
  return value.trim();
}

/**
 * Checks a quantity before it is stored: null or blank is no quantity (no problem); otherwise a decimal
 * number, not negative, with at most QUANTITY_SCALE decimals that are not zero ('1.230' is 1.23 and
 * passes; '1.234' would be stored as 1.23 and is refused) and at most QUANTITY_INTEGER_DIGITS integer digits.
 */
export function checkQuantity(value: string | number | null | undefined): QuantityProblem | null {
  if (value === null || value === undefined) return null;
  const text = plainText(value);
  if (text === '') return null;
  const match = text === null ? null : PLAIN.exec(text);
  if (!match) return 'not-a-number';
  const [, sign = '', whole = '', fraction = ''] = match;
  const digits = fraction.replace(/0+$/, '');
  const integer = whole.replace(/^0+(?=\d)/, '');
  if (sign === '-' && (integer !== '0' || digits !== '')) return 'negative';
  if (digits.length > QUANTITY_SCALE) return 'too-many-decimals';
  if (integer.length > QUANTITY_INTEGER_DIGITS) return 'too-large';
  return null;
}
