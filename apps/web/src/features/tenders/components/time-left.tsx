import { timeUntil } from '@tender/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import './submission.css';

interface TimeLeftProps {
  closing: string;
  now: Date;
}

/** How long until a tender closes ('3 days 4 h left'), or a Closed tag once it has (issue 12). */
export function TimeLeft({ closing, now }: TimeLeftProps) {
  const { t } = useTranslation('tenders');
  if (!closing) return null;
  const left = timeUntil(closing, now);
  if (left.closed) {
    return (
      <Tag color="red" className="tp-closed-tag">
        {t('time.closed')}
      </Tag>
    );
  }
  const text =
    left.days > 0
      ? t('time.leftDays', { count: left.days, hours: left.hours })
      : left.hours > 0
        ? t('time.leftHours', { count: left.hours, minutes: left.minutes })
        : t('time.leftMinutes', { count: left.minutes });
  return <span className="tp-time-left">{text}</span>;
}
