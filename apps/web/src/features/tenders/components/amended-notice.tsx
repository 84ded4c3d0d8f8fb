import type { TenderHeader } from '@tender/api-contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/plain/alert';
import { useSiteClock } from '@/hooks/use-site-clock';
import { receiptText } from './submission-receipt';

type AmendedHeader = Pick<
  TenderHeader,
  'status' | 'amendedat' | 'submittedat' | 'submittedby' | 'submissionref'
>;

// The statuses in which the supplier still quotes: an amendment then asks for a review (issue 17).
const STILL_QUOTING = new Set(['NEW', 'DRAFT', 'WTQUOTE']);

/** Whether the buyer amended the tender and the supplier still has to review it and submit. */
export function isAmendedForReview(header: Pick<TenderHeader, 'status' | 'amendedat'>): boolean {
  return Boolean(header.amendedat) && STILL_QUOTING.has(header.status);
}

/**
 * 'The tender was amended on ...: review and submit again' (issue 17), while the supplier still quotes.
 * A quotation submitted before the amendment came back with its prices: its last receipt is named, and it
 * counts only once submitted again.
 */
export function AmendedNotice({ header }: { header: AmendedHeader }) {
  const { t } = useTranslation('tenders');
  const clock = useSiteClock();
  if (!isAmendedForReview(header) || !header.amendedat) return null;
  const receipt = receiptText(header, t, clock.dateTime);
  return (
    <Alert
      type="warning"
      className="tp-block tp-amended-notice"
      data-testid="amended-notice"
      title={t('amended.title', { time: clock.dateTime(header.amendedat) })}
      description={
        receipt ? (
          <>
            <p>{t('amended.resubmit')}</p>
            <p>{t('amended.lastReceipt', { receipt })}</p>
          </>
        ) : (
          t('amended.review')
        )
      }
    />
  );
}
