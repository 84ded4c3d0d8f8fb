import { ClockCircleOutlined } from '@ant-design/icons';
import type { BuyerRfqDetail } from '@tender/api-contract';
import { Alert, App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useUnscheduleRfq } from '../api/schedule-rfq';

interface ScheduledNoticeProps {
  rfq: BuyerRfqDetail & { publishat: string };
  /** A buyer (changes the time, unschedules); an approver only reads it. */
  writer: boolean;
  onChange: () => void;
}

/** A draft scheduled to publish itself (issue 33): when, and for a buyer the change and unschedule. */
export function ScheduledNotice({ rfq, writer, onChange }: ScheduledNoticeProps) {
  const { t } = useTranslation('buyer');
  const clock = useSiteClock();
  const { message } = App.useApp();
  const unschedule = useUnscheduleRfq();

  return (
    <Alert
      type="info"
      showIcon
      icon={<ClockCircleOutlined />}
      data-testid="scheduled-notice"
      title={t('schedule.notice', { time: clock.dateTime(rfq.publishat) })}
      description={
        <>
          <p className="tp-bt-text">{t('schedule.noticeText')}</p>
          {writer ? (
            <div className="tp-bt-buttons tp-bt-schedule-buttons">
              <Button onClick={onChange}>{t('schedule.change')}</Button>
              <Button
                loading={unschedule.isPending}
                onClick={() =>
                  unschedule.mutate(rfq.rfqnum, {
                    onSuccess: () => message.success(t('schedule.unscheduled')),
                    onError: (error) => message.error(errorText(error)),
                  })
                }
              >
                {t('schedule.unschedule')}
              </Button>
            </div>
          ) : null}
        </>
      }
    />
  );
}
