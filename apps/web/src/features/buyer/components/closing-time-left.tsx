import { timeUntil } from '@tender/domain';
import { useTranslation } from 'react-i18next';

/** How long until an RFQ closes ('3 days 4 h left'), or 'Closed' once it has. */
export function ClosingTimeLeft({ closing, now }: { closing: string; now: Date }) {
  const { t } = useTranslation('buyer');
  const left = timeUntil(closing, now);
  if (left.closed) return <span className="tp-buyer-time-left">{t('time.closed')}</span>;
  const text =
    left.days > 0
      ? t('time.leftDays', { count: left.days, hours: left.hours })
      : left.hours > 0
        ? t('time.leftHours', { count: left.hours, minutes: left.minutes })
        : t('time.leftMinutes', { count: left.minutes });
  return <span className="tp-buyer-time-left">{text}</span>;
}
