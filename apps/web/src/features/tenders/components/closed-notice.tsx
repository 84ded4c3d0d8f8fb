import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/plain/alert';
import { useSiteClock } from '@/hooks/use-site-clock';

/** A tender past its closing date opens read-only and says so (issue 12). */
export function ClosedNotice({ closingdate }: { closingdate: string }) {
  const { t } = useTranslation('tenders');
  const clock = useSiteClock();
  return (
    <Alert
      type="warning"
      className="tp-block"
      data-testid="closed-notice"
      title={t('time.closedOn', { time: clock.dateTime(closingdate) })}
      description={t('time.closedNotice')}
    />
  );
}
