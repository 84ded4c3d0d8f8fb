import { timeUntil } from '@tender/domain';
import { useTranslation } from 'react-i18next';

/** How long until `closing` ('3 days 4 h left'), or nothing once it has passed. */
export function TimeLeft({ closing, now }: { closing: string; now: Date }) {
  const { t } = useTranslation('buyer-tender');
  const left = timeUntil(closing, now);
  if (left.closed) return null;
  const text =
    left.days > 0
      ? t('time.leftDays', { count: left.days, hours: left.hours })
      : left.hours > 0
        ? t('time.leftHours', { count: left.hours, minutes: left.minutes })
        : t('time.leftMinutes', { count: left.minutes });
  return <span className="tp-bt-time-left">{text}</span>;
}
