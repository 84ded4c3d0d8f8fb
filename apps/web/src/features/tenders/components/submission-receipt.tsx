import type { TenderHeader } from '@tender/api-contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/plain/alert';
import { useSiteClock } from '@/hooks/use-site-clock';

/** 'Submitted on 2026-11-23 14:32:05 HKT by Raymond Chan, reference Q-...' once a quotation is in. */
export function receiptText(
  header: Pick<TenderHeader, 'submittedat' | 'submittedby' | 'submissionref'>,
  t: (key: string, values: Record<string, string>) => string,
  dateTime: (value: string) => string,
): string {
  if (!header.submittedat) return '';
  return t(header.submittedby ? 'receipt.submittedBy' : 'receipt.submitted', {
    time: dateTime(header.submittedat),
    by: header.submittedby ?? '',
    ref: header.submissionref ?? '',
  });
}

/** The receipt of a submitted quotation, at the top of the detail (issue 12). */
export function SubmissionReceipt({ header }: { header: TenderHeader }) {
  const { t } = useTranslation('tenders');
  const clock = useSiteClock();
  const text = receiptText(header, t, clock.dateTime);
  if (!text) return null;
  return (
    <Alert
      type="success"
      className="tp-block tp-receipt"
      data-testid="submission-receipt"
      title={t('receipt.title')}
      description={text}
    />
  );
}
