import { formatMoney } from '@tender/domain';
import { Table } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorSelector } from '../hooks/use-line-editor';
import { useCurrency } from '../lib/currency-context';
import type { LineEditorState } from '../lib/line-editor-types';
import type { LineStore } from '../lib/line-store';

interface LineSummaryRowProps {
  store: LineStore;
  priceNegotiation: boolean;
  /** Totals of hidden prices would give the prices away (hard-copy bids not yet inputted). */
  showPrices: boolean;
}

const selectSummary = (state: LineEditorState) => state.summary;

export function LineSummaryRow({ store, priceNegotiation, showPrices }: LineSummaryRowProps) {
  const { t } = useTranslation('tenders');
  const summary = useEditorSelector(store, selectSummary);
  const currency = useCurrency();
  const shown = useRef(summary);

  // Pairs with performance.mark('price-input') of the editor: the benchmark measures keystroke -> summary.
  useLayoutEffect(() => {
    if (shown.current === summary) return;
    shown.current = summary;
    performance.mark('summary-updated');
  }, [summary]);

  return (
    <Table.Summary.Row className="tp-line-summary">
      <Table.Summary.Cell index={0} colSpan={6} align="right">
        <strong>{t('lines.summaryTotal')}</strong>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={6}>
        <strong data-testid="summary-total">
          <span className="tp-amount-text">{showPrices ? formatMoney(summary.total, currency) : ''}</span>
        </strong>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={7} />
      {priceNegotiation ? (
        <>
          <Table.Summary.Cell index={8} />
          <Table.Summary.Cell index={9}>
            <strong data-testid="summary-discounted">
              <span className="tp-amount-text">
                {showPrices ? formatMoney(summary.discounted, currency) : ''}
              </span>
            </strong>
          </Table.Summary.Cell>
        </>
      ) : null}
    </Table.Summary.Row>
  );
}
