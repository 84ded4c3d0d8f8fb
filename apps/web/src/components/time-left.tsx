import { timeUntil } from '@tender/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TimeLeftProps {
  /** The closing date and time (ISO); empty: nothing is shown. */
  closing: string;
  /** The page's clock, renewed by useNow so the count moves and the closing takes effect on screen. */
  now: Date;
  /** The look of the place it is shown in (the tender list and detail, the buyer's list and tender). */
  className: string;
  /** What shows once the date has passed: nothing unless given (a Closed tag or text). */
  closed?: ReactNode;
}

/**
 * How long until a closing date, in days and hours, hours and minutes, or minutes ('3 days 4 h left'):
 * the one countdown of the supplier's tenders and the buyer console.
 */
export function TimeLeft({ closing, now, className, closed = null }: TimeLeftProps) {
  const { t } = useTranslation();
  if (!closing) return null;
  const left = timeUntil(closing, now);
  if (left.closed) return closed;
  const text =
    left.days > 0
      ? t('timeLeft.days', { count: left.days, hours: left.hours })
      : left.hours > 0
        ? t('timeLeft.hours', { count: left.hours, minutes: left.minutes })
        : t('timeLeft.minutes', { count: left.minutes });
  return <span className={className}>{text}</span>;
}
