import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCents, type Cents, multiplyCents, narrowCents, percentOfCents } from './cents.ts';
import { referenceDivide } from './testing/cents-reference.ts';

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
// Values on both sides of the safe-integer limit, so both the number and the bigint paths are exercised.
const amount = fc.oneof(
  fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
  fc.bigInt({ min: SAFE - 1000n, max: SAFE + 1000n }),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
);

function asBig(value: Cents): bigint {
  return BigInt(value);
}

describe('cents arithmetic', () => {
  it('keeps a number only while it is a safe integer', () => {
    expect(narrowCents(SAFE)).toBe(Number.MAX_SAFE_INTEGER);
    expect(narrowCents(SAFE + 1n)).toBe(SAFE + 1n);
    expect(narrowCents(-SAFE - 1n)).toBe(-SAFE - 1n);
  });

  it('adds exactly', () => {
    fc.assert(
      fc.property(amount, amount, (left, right) => {
        expect(asBig(addCents(narrowCents(left), narrowCents(right)))).toBe(left + right);
      }),
    );
  });

  it('multiplies with half-up rounding to hundredths', () => {
    fc.assert(
      fc.property(amount, amount, (left, right) => {
        const product = multiplyCents(narrowCents(left), narrowCents(right));
        expect(asBig(product)).toBe(referenceDivide(left * right, 100n));
      }),
    );
  });

  it('takes a percentage with half-up rounding to hundredths', () => {
    fc.assert(
      fc.property(amount, fc.bigInt({ min: 0n, max: 100_000n }), (total, percent) => {
        const share = percentOfCents(narrowCents(total), narrowCents(percent));
        expect(asBig(share)).toBe(referenceDivide(total * percent, 10_000n));
      }),
    );
  });

  it.each([
    { case: 'a positive tie rounds up', left: 50, expected: 1 },
    { case: 'a negative tie rounds away from zero', left: -50, expected: -1 },
    { case: 'below half rounds toward zero, never to -0', left: -49, expected: 0 },
    { case: 'above half rounds away from zero', left: 151, expected: 2 },
  ])('$case', ({ left, expected }) => {
    // left hundredths x 0.01 = left / 100 hundredths
    expect(Object.is(multiplyCents(left, 1), expected)).toBe(true);
  });
});
