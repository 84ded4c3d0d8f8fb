import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, isBlankAmount, isNumericAmount, normalizeAmount } from './money.ts';
import { referenceText } from './testing/cents-reference.ts';

describe('formatAmount: thousands separators and 2 decimals', () => {
  it.each([
    ['1234.5', '1,234.50'],
    ['1234567.891', '1,234,567.89'],
    ['0', '0.00'],
    ['0.005', '0.01'],
    ['-1234.5', '-1,234.50'],
    ['-0.001', '0.00'],
    ['999.995', '1,000.00'],
    ['100', '100.00'],
    ['1,234.5', '1,234.50'],
    ['  42 ', '42.00'],
    ['1e3', '1,000.00'],
    ['12345678901234567890.12', '12,345,678,901,234,567,890.12'],
    ['abc', '0.00'],
    ['', ''],
    [null, ''],
  ])('formatAmount(%j) = %j', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });
});

describe('normalizeAmount and isNumericAmount', () => {
  it.each([
    ['1234.5', '1234.50', true],
    ['0.1', '0.10', true],
    ['-0.00', '0.00', true],
    ['007.5', '7.50', true],
    ['1.5e-7', '0.00', true],
    ['x', null, false],
    ['', null, false],
    [null, null, false],
  ])('%j -> %j (numeric: %j)', (input, normalized, numeric) => {
    expect(normalizeAmount(input)).toBe(normalized);
    expect(isNumericAmount(input)).toBe(numeric);
  });

  it.each([
    [null, true],
    ['', true],
    ['  ', true],
    ['0', false],
  ])('isBlankAmount(%j) = %j', (input, blank) => {
    expect(isBlankAmount(input)).toBe(blank);
  });
});

describe('money properties', () => {
  const cents = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n });

  it('normalizeAmount(formatAmount(x)) gives x back, rounded to 2 dp', () => {
    fc.assert(
      fc.property(cents, (value) => {
        const text = referenceText(value);
        expect(normalizeAmount(formatAmount(text))).toBe(text);
      }),
    );
  });

  it('formatAmount(normalizeAmount(x)) = formatAmount(x) for any typed number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?\d{1,12}(\.\d{0,5})?$/), (typed) => {
        expect(formatAmount(normalizeAmount(typed))).toBe(formatAmount(typed));
      }),
    );
  });
});
