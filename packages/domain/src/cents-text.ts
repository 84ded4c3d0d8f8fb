import { type Cents, narrowCents } from './cents.ts';
import { ExactDecimal } from './decimal.ts';

// Amount text <-> hundredths. Plain decimals are scanned by hand: this runs for every amount of every
// line on each recalculation, and a regex with capture groups costs several times more. Anything else
// a number may look like (exponents such as '1e-7' from JSON numbers) is rounded by decimal.js.

const EXPONENT = /^[+-]?(?:\d+\.?\d*|\.\d+)e([+-]?\d+)$/i;
// An exponent this large cannot be an amount, and expanding it would allocate a huge string.
const MAX_EXPONENT = 60;
// 15 digits of hundredths always fit a safe integer (2^53 - 1 has 16).
const SAFE_DIGITS = 15;
const ZERO = 48;
const NINE = 57;
const POINT = 46;
const COMMA = 44;
const PLUS = 43;
const MINUS = 45;
const FIVE = 53;

/** Parses amount text (thousands commas allowed) to hundredths, rounding half-up; null if blank or not a number. */
export function parseCents(text: string | null | undefined): Cents | null {
  if (text == null) return null;
  const canonical = parseCanonicalCents(text);
  if (canonical !== undefined) return canonical;
  const plain = text.trim();
  if (plain === '') return null;
  const cents = scanPlain(plain);
  return cents === undefined ? parseExponent(plain) : cents;
}

// Returns undefined when the text is not [+-]digits[,digits][.digits], null when it has no digit.
function scanPlain(text: string): Cents | null | undefined {
  const first = text.charCodeAt(0);
  const negative = first === MINUS;
  let index = negative || first === PLUS ? 1 : 0;
  let value = 0;
  let digits = 0;
  let significant = 0;
  let decimals = -1;
  let roundUp = false;
  for (; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= ZERO && code <= NINE) {
      digits += 1;
      if (decimals < 0 || decimals < 2) {
        value = value * 10 + (code - ZERO);
        if (value !== 0) significant += 1;
        if (decimals >= 0) decimals += 1;
      } else if (decimals === 2) {
        // Half-up on the third decimal is exact: later digits can only move the value further up.
        roundUp = code >= FIVE;
        decimals = 3;
      }
    } else if (code === COMMA && decimals < 0) {
      // Thousands separators carry no value.
    } else if (code === POINT && decimals < 0) decimals = 0;
    else return undefined;
  }
  if (digits === 0) return null;
  const missing = decimals < 0 ? 2 : 2 - Math.min(decimals, 2);
  if (significant > 0 && significant + missing > SAFE_DIGITS) return scanLarge(text, negative);
  if (missing > 0) value *= missing === 2 ? 100 : 10;
  if (roundUp) value += 1;
  return negative && value !== 0 ? -value : value;
}

// The same reading as scanPlain, in bigint, for amounts too long for a safe integer.
function scanLarge(text: string, negative: boolean): Cents {
  const unsigned = text.replace(/^[+-]/, '').replaceAll(',', '');
  const point = unsigned.indexOf('.');
  const whole = point < 0 ? unsigned : unsigned.slice(0, point);
  const fraction = point < 0 ? '' : unsigned.slice(point + 1);
  let cents = BigInt(`${whole}${fraction.slice(0, 2).padEnd(2, '0')}`);
  if (fraction.length > 2 && fraction.charCodeAt(2) >= FIVE) cents += 1n;
  return narrowCents(negative ? -cents : cents);
}

function parseExponent(text: string): Cents | null {
  const match = EXPONENT.exec(text);
  if (!match || Math.abs(Number(match[1])) > MAX_EXPONENT) return null;
  return scanPlain(new ExactDecimal(text).toFixed(2)) ?? null;
}

/** Writes hundredths as a plain decimal string with 2 decimals ('-1234.50'). */
export function centsToText(cents: Cents): string {
  const negative = cents < 0;
  const magnitude =
    typeof cents === 'number' ? String(Math.abs(cents)) : (negative ? -cents : cents).toString();
  const digits = magnitude.length < 3 ? magnitude.padStart(3, '0') : magnitude;
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Writes hundredths with thousands commas and 2 decimals ('-1,234.50'). */
export function centsToGroupedText(cents: Cents): string {
  const text = centsToText(cents);
  const negative = text.startsWith('-');
  const unsigned = negative ? text.slice(1) : text;
  const point = unsigned.length - 3;
  const whole = unsigned.slice(0, point).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${whole}${unsigned.slice(point)}`;
}

/**
 * Reads canonical amount text ('1234.50', '-0.10': what the database and normalisation produce) in
 * one tight loop; undefined for any other text, which parseCents then reads. Canonical text can be
 * passed on as it is, saving a conversion back to text.
 */
export function parseCanonicalCents(text: string | null | undefined): number | undefined {
  if (text == null) return undefined;
  const length = text.length;
  const point = length - 3;
  if (length < 4 || text.charCodeAt(point) !== POINT) return undefined;
  const negative = text.charCodeAt(0) === MINUS;
  let index = negative ? 1 : 0;
  // At most 15 digits, so the count is a safe integer; a leading zero only as the whole part '0'.
  if (point - index < 1 || length - index > SAFE_DIGITS + 1) return undefined;
  if (text.charCodeAt(index) === ZERO && point - index !== 1) return undefined;
  let value = 0;
  for (; index < length; index += 1) {
    if (index === point) continue;
    const digit = text.charCodeAt(index) - ZERO;
    if (digit < 0 || digit > 9) return undefined;
    value = value * 10 + digit;
  }
  if (!negative) return value;
  // '-0.00' is not canonical: it must come out as '0.00'.
  return value === 0 ? undefined : -value;
}
