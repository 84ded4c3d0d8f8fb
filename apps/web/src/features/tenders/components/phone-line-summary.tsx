import { formatMoney } from '@tender/domain';
import { useTranslation } from 'react-i18next';
import { useEditorSelector } from '../hooks/use-line-editor';
import { useCurrency } from '../lib/currency-context';
import type { LineEditorState } from '../lib/line-editor-types';
import type { LineStore } from '../lib/line-store';
import { LineAttentionBar } from './line-attention-bar';

interface PhoneLineSummaryProps {
  store: LineStore;
  priceNegotiation: boolean;
  /** Totals of hidden prices would give the prices away (hard-copy bids not yet inputted). */
  showPrices: boolean;
  /** Lines with a missing value or a refused one: Previous and Next go through them. */
  attentionCount: number;
  onPrevious: () => void;
  onNext: () => void;
}

const selectSummary = (state: LineEditorState) => state.summary;

/**
 * The totals of the quotation under the cards on a phone, pinned to the bottom of the screen while the
 * items are in view (the grid's summary row), with Previous and Next through the lines needing attention.
 */
export function PhoneLineSummary(props: PhoneLineSummaryProps) {
  const { store, priceNegotiation, showPrices } = props;
  const { t } = useTranslation('tenders');
  const summary = useEditorSelector(store, selectSummary);
  const currency = useCurrency();
  if (!showPrices && props.attentionCount === 0) return null;

  return (
    <section className="tp-line-cards-summary" aria-label={t('lines.summaryLabel')}>
      {showPrices ? (
        <dl className="tp-line-cards-summary__totals">
          <div>
            <dt>{t('lines.summaryTotal')}</dt>
            <dd data-testid="summary-total">{formatMoney(summary.total, currency)}</dd>
          </div>
          {priceNegotiation ? (
            <div>
              <dt>{t('lines.summaryDiscounted')}</dt>
              <dd data-testid="summary-discounted">{formatMoney(summary.discounted, currency)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <LineAttentionBar count={props.attentionCount} onPrevious={props.onPrevious} onNext={props.onNext} />
    </section>
  );
}
