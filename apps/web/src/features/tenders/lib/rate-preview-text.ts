import { formatMoney, previewRatePayable } from '@tender/domain';
import type { TFunction } from 'i18next';

/** What a typed rate payable means, in words: the effect ("5 % off -> HKD 47,880.00") and any warning. */
export interface RatePreviewText {
  effect: string;
  /** The rate cuts the line (or every line) by more than half: said, never blocked (issue 35, item 1). */
  warning: string | null;
}

/** The line a rate is typed on: its total (null until it has one) and the tender's currency. */
export interface RateLine {
  total: string | null;
  currency: string;
}

/**
 * The words beside a rate payable as the supplier types it (issue 35, item 1), from the domain's
 * previewRatePayable: the discount it gives and, when the line has a total, the exact amount it leaves.
 * Without a line it is the GO box's rate, for every line. Null when the rate is refused.
 */
export function ratePreviewText(
  t: TFunction<'tenders'>,
  rate: string | null | undefined,
  line?: RateLine,
): RatePreviewText | null {
  const preview = previewRatePayable(rate, line?.total);
  if (!preview) return null;
  const off =
    preview.discount === '0'
      ? t('negotiation.previewNone')
      : t('negotiation.previewOff', { discount: preview.discount });
  const effect =
    preview.amount === null
      ? off
      : t('negotiation.previewAmount', {
          effect: off,
          amount: formatMoney(preview.amount, line?.currency ?? ''),
        });
  const warning = preview.overHalf
    ? t(line === undefined ? 'negotiation.goOverHalf' : 'negotiation.overHalf', {
        payable: preview.payableShort,
        suggested: preview.discount,
      })
    : null;
  return { effect, warning };
}
