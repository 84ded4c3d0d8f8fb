import type { BuyerCriterion, TabulationSupplier } from '@tender/api-contract';
import { PRICE_CRITERION } from '@tender/domain';
import type { TFunction } from 'i18next';

/** A criterion's label: the buyer's name, or the word for price in the reader's language. */
export function criterionName(t: TFunction<'buyer'>, c: Pick<BuyerCriterion, 'criterion' | 'name'>): string {
  return c.criterion === PRICE_CRITERION ? t('criteria.price') : c.name;
}

/** The suppliers by rank (best first), those not ranked after them in the table's order. */
export function byRank(suppliers: readonly TabulationSupplier[]): TabulationSupplier[] {
  return [...suppliers].sort(
    (a, b) => (a.scoring?.rank ?? Number.MAX_SAFE_INTEGER) - (b.scoring?.rank ?? Number.MAX_SAFE_INTEGER),
  );
}
