// A deliberately simple bigint model of 2-decimal amounts, independent of the code under test, used as
// the reference in property tests.

/** Writes bigint hundredths as '-1234.50'. */
export function referenceText(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** a / b rounded half-up (ties away from zero), b > 0. */
export function referenceDivide(dividend: bigint, divisor: bigint): bigint {
  const magnitude = dividend < 0n ? -dividend : dividend;
  const quotient = magnitude / divisor + ((magnitude % divisor) * 2n >= divisor ? 1n : 0n);
  return dividend < 0n ? -quotient : quotient;
}
