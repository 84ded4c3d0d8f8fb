import { DownloadOutlined } from '@ant-design/icons';
import type { BuyerRfqDetail, BuyerRfqStage, Tabulation } from '@tender/api-contract';
import { formatMoney } from '@tender/domain';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useTabulationExport } from '../hooks/use-tabulation-export';
import { awaitsUnseal, isComparable } from '../lib/stage-actions';
import { RankingPanel } from './ranking-panel';
import { TabulationTable } from './tabulation-table';

interface ComparisonTabProps {
  rfq: BuyerRfqDetail;
  stage: BuyerRfqStage;
  tabulation: { data?: Tabulation; isPending: boolean; isError: boolean; error: unknown };
}

function LowestSummary({ tabulation }: { tabulation: Tabulation }) {
  const { t } = useTranslation('buyer');
  const lowest = tabulation.suppliers.filter((s) => s.lowest);
  if (lowest.length === 0) return null;
  return (
    <p className="tp-bt-summary" data-testid="lowest-summary">
      {t('comparison.lowestSummary', {
        suppliers: lowest.map((s) => `${s.suppliercode} ${s.suppliername}`).join(', '),
        amount: formatMoney(lowest[0]?.discounttotal ?? null, tabulation.currency),
      })}
    </p>
  );
}

/**
 * After closing: the comparison of every submitted quotation and its export. The decisions it leads to
 * (negotiate, award) are the tender's actions, offered once, in the page's header with the others (issue
 * 35, item 14), in reach from every tab. Before closing the bids are sealed and the tab says until when;
 * with an opening quorum of two (issue 29) they stay sealed after closing until two people have unsealed
 * them.
 */
export function ComparisonTab({ rfq, stage, tabulation }: ComparisonTabProps) {
  const { t } = useTranslation('buyer');
  const clock = useSiteClock();
  const { exportWorkbook, busy } = useTabulationExport(tabulation.data);

  // Opening with two people (issue 29): closed, and still sealed until the quorum has unsealed.
  if (awaitsUnseal(rfq, stage)) {
    return (
      <div className="tp-bt-tab" data-testid="comparison-tab">
        <Alert
          type="info"
          showIcon
          title={t('comparison.unsealPending', { count: rfq.unseal.awaiting })}
          data-testid="comparison-sealed"
        />
      </div>
    );
  }

  if (!isComparable(stage)) {
    const text =
      stage === 'OPEN'
        ? t('comparison.sealed', { closing: clock.dateTime(rfq.lastclosingdate) })
        : stage === 'DRAFT'
          ? t('comparison.draft')
          : t('comparison.cancelled');
    return (
      <div className="tp-bt-tab" data-testid="comparison-tab">
        <Alert type="info" showIcon title={text} />
      </div>
    );
  }

  return (
    <div className="tp-bt-tab" data-testid="comparison-tab">
      <div className="tp-bt-tab__bar">
        {tabulation.data ? <LowestSummary tabulation={tabulation.data} /> : <span />}
        <div className="tp-bt-buttons">
          <Button
            icon={<DownloadOutlined />}
            onClick={exportWorkbook}
            loading={busy}
            disabled={!tabulation.data}
          >
            {t('comparison.export')}
          </Button>
        </div>
      </div>
      {tabulation.isError ? <Alert type="error" showIcon title={errorText(tabulation.error)} /> : null}
      {tabulation.isPending ? <Skeleton active /> : null}
      {tabulation.data ? (
        tabulation.data.suppliers.length === 0 ? (
          <Alert type="info" showIcon title={t('comparison.noQuotations')} />
        ) : (
          <>
            {tabulation.data.criteria.length > 0 ? <RankingPanel tabulation={tabulation.data} /> : null}
            <TabulationTable tabulation={tabulation.data} />
          </>
        )
      ) : null}
    </div>
  );
}
