import type { TenderHeader, TenderLine } from '@tender/api-contract';
import { formatMoney } from '@tender/domain';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/plain/alert';
import { TROPHY } from '@/components/plain/detail-icons';
import { Icon } from '@/components/plain/icons';
import { awardedLines } from '../lib/awarded-lines';

/** A line the supplier won (issue 29): its content with "Awarded" in words and an icon, not colour alone. */
export function AwardedMark({ children }: { children: ReactNode }) {
  const { t } = useTranslation('tenders');
  return (
    <span className="tp-awarded" data-testid="awarded-line">
      {children}
      <span className="tp-awarded__mark">
        <Icon name={TROPHY} /> {t('awarded.mark')}
      </span>
    </span>
  );
}

/** Once the tender is awarded to the supplier: how many lines it won and their total. */
export function AwardedSummary({ header, lines }: { header: TenderHeader; lines: readonly TenderLine[] }) {
  const { t } = useTranslation('tenders');
  const won = useMemo(() => awardedLines(lines), [lines]);
  if (header.status !== 'AWARDED' || won.count === 0) return null;
  return (
    <Alert
      type="success"
      className="tp-block"
      data-testid="awarded-summary"
      title={t('awarded.summary', { count: won.count, amount: formatMoney(won.total, header.currency) })}
    />
  );
}
