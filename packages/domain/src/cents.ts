// Every amount of the portal has exactly 2 decimals (numeric(_, 2) columns), so amounts are computed as
// whole hundredths with integer arithmetic, which is exact: there is no binary fraction anywhere.
// A hundredths count is held in a JS number while it is a safe integer (|n| <= 2^53 - 1, where every
// integer and every +, x, % result is exact) and in a bigint beyond that. Each operation checks its
// result and redoes itself in bigint when it would leave the safe range. This keeps a 2,000-line
// tender well under 5 ms per recalculation; bigint alone takes several times longer, decimal.js
// (measured 16 ms) longer still. Property tests compare every operation with a bigint reference.

/** Whole hundredths of an amount: a safe-integer number, or a bigint when beyond 2^53 - 1. */
export type Cents = number | bigint;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = -MAX_SAFE;

/** Holds a bigint count of hundredths as a number when that is exact. */
export function narrowCents(value: bigint): Cents {
  return value >= MIN_SAFE && value <= MAX_SAFE ? Number(value) : value;
}

/** a + b, exact. */
export function addCents(left: Cents, right: Cents): Cents {
  if (typeof left === 'number' && typeof right === 'number') {
    // A true sum beyond the safe range cannot round back into it, so a safe result is the exact sum.
    const sum = left + right;
    if (Number.isSafeInteger(sum)) return sum;
  }
  return narrowCents(BigInt(left) + BigInt(right));
}

/** quantity x price in hundredths, rounded half-up to hundredths. */
export function multiplyCents(left: Cents, right: Cents): Cents {
  return scaledProduct(left, right, 100);
}

/** amount x percent / 100 in hundredths (percent also in hundredths: 100% = 10000), rounded half-up. */
export function percentOfCents(amount: Cents, percent: Cents): Cents {
  // 100% is the default discount of nearly every line.
  if (percent === 10_000) return amount;
  return scaledProduct(amount, percent, 10_000);
}

// left x right / divisor, ties away from zero (decimal.js ROUND_HALF_UP).
function scaledProduct(left: Cents, right: Cents, divisor: number): Cents {
  if (typeof left === 'number' && typeof right === 'number') {
    const product = left * right;
    if (Number.isSafeInteger(product)) {
      const magnitude = Math.abs(product);
      const remainder = magnitude % divisor;
      // Both steps are exact: the difference is a safe multiple of divisor, the quotient an integer.
      let quotient = (magnitude - remainder) / divisor;
      if (remainder * 2 >= divisor) quotient += 1;
      return product < 0 && quotient !== 0 ? -quotient : quotient;
    }
  }
  const product = BigInt(left) * BigInt(right);
  const big = BigInt(divisor);
  const half = big / 2n;
  return narrowCents(product < 0n ? -((half - product) / big) : (product + half) / big);
}

/** Whether a count of hundredths is zero. */
export function isZeroCents(value: Cents): boolean {
  return value === 0 || value === 0n;
}
