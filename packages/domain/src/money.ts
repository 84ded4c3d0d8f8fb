import { centsToGroupedText, centsToText, parseCents } from './cents-text.ts';

// Amounts cross every boundary as decimal strings with 2 decimals ('1234.50') or null, never as JS
// numbers, so no binary float ever touches money.

/** Rounds amount text half-up to 2 decimals ('1,234.5' -> '1234.50'); null when blank or not a number. */
export function normalizeAmount(value: string | null | undefined): string | null {
  const cents = parseCents(value);
  return cents === null ? null : centsToText(cents);
}

/** Whether the text is a number (thousands commas allowed); blank is not a number. */
export function isNumericAmount(value: string | null | undefined): boolean {
  return parseCents(value) !== null;
}

/** Whether the text is blank: null, empty or only spaces. */
export function isBlankAmount(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** Shows an amount with thousands separators and 2 decimals ('1,234.50'); '' when blank, '0.00' when not a number. */
export function formatAmount(value: string | null | undefined): string {
  if (isBlankAmount(value)) return '';
  return centsToGroupedText(parseCents(value) ?? 0);
}

/** Shows an amount with its currency ('HKD 1,234.50'); '' when blank. */
export function formatMoney(value: string | null | undefined, currency: string): string {
  const amount = formatAmount(value);
  return amount === '' ? '' : `${currency} ${amount}`;
}
