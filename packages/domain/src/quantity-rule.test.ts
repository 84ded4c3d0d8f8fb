import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkQuantity, QUANTITY_SCALE } from './quantity-rule.ts';

describe('checkQuantity (issue 28, finding 6)', () => {
  it.each<[string, string | number | null | undefined, ReturnType<typeof checkQuantity>]>([
    ['no quantity', null, null],
    ['absent', undefined, null],
    ['blank text', '  ', null],
    ['a whole number', '120', null],
    ['two decimals', '1.25', null],
    ['a trailing zero beyond the scale stores exactly', '1.250', null],
    ['zero', '0', null],
    ['minus zero is zero', '-0.00', null],
    ['a JSON number', 7.5, null],
    ['a JSON number with two decimals', 0.01, null],
    ['a negative text', '-1', 'negative'],
    ['a negative fraction', '-0.5', 'negative'],
    ['a negative JSON number', -3, 'negative'],
    ['three decimals', '1.234', 'too-many-decimals'],
    ['four decimals', '0.0001', 'too-many-decimals'],
    ['a JSON number with three decimals', 1.005, 'too-many-decimals'],
    ['a tiny JSON number written with an exponent', 1e-7, 'too-many-decimals'],
    ['a negative value with too many decimals is negative first', '-1.234', 'negative'],
    ['sixteen integer digits fit', '9999999999999999.99', null],
    ['seventeen do not', '12345678901234567', 'too-large'],
    ['words', 'twelve', 'not-a-number'],
    ['an exponent in text', '1e3', 'not-a-number'],
    ['infinity', Number.POSITIVE_INFINITY, 'not-a-number'],
  ])('%s', (_case, value, problem) => {
    expect(checkQuantity(value)).toBe(problem);
  });

  it('accepts exactly the quantities that a numeric(18, 2) column stores unchanged', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 6 }), (units, scale) => {
        const digits = units.toString().padStart(scale + 1, '0');
        const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
        const significant = (text.split('.')[1] ?? '').replace(/0+$/, '').length;
        expect(checkQuantity(text) === null).toBe(significant <= QUANTITY_SCALE);
        expect(checkQuantity(`-${text}`) === null).toBe(units === 0n);
      }),
    );
  });
});
