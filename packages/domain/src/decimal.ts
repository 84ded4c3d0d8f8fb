import Decimal from 'decimal.js';

/**
 * The package's own Decimal constructor, so a global `Decimal.set` elsewhere in an app cannot change
 * how amounts round. Internal: callers exchange amounts as decimal strings.
 */
export const ExactDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** An instance of {@link ExactDecimal}. */
export type ExactDecimal = InstanceType<typeof ExactDecimal>;
