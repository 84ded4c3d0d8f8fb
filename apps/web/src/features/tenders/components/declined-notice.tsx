import type { TenderHeader } from '@tender/api-contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/plain/alert';

/**
 * A declined tender says so, with the reason given (spec 4.2: the decline saves it as `commentstojll`),
 * to the supplier and to staff alike: it can no longer be quoted.
 */
export function DeclinedNotice({ header }: { header: Pick<TenderHeader, 'status' | 'commentstojll'> }) {
  const { t } = useTranslation('tenders');
  if (header.status !== 'DECLINED') return null;
  const reason = header.commentstojll.trim();
  return (
    <Alert
      type="error"
      className="tp-block tp-declined-notice"
      data-testid="declined-notice"
      title={t('declined.title')}
      description={
        <>
          <p className="tp-declined-reason">
            {reason ? t('declined.reason', { reason }) : t('declined.noReason')}
          </p>
          <p>{t('declined.final')}</p>
        </>
      }
    />
  );
}
