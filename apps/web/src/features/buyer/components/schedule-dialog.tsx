import type { BuyerRfqDetail } from '@tender/api-contract';
import { Alert, App, Modal } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import { useScheduleRfq } from '../api/schedule-rfq';
import { SCHEDULE_TIME_PROBLEMS, type ScheduleProblem, scheduleProblems } from '../lib/publish-problems';
import { inputToIso, inputValueAt, wallTimeAt, wallTimeToIso } from '../lib/zoned-time';
import { refusalContent } from './refusal';
import { ZonedTimePicker } from './zoned-time-picker';

interface ScheduleDialogProps {
  rfq: BuyerRfqDetail;
  open: boolean;
  onClose: () => void;
}

/** Tomorrow at 09:00 on the group's clock: the time offered first. */
function tomorrowMorning(timeZone: string): Date {
  const wall = wallTimeAt(new Date(Date.now() + 86_400_000), timeZone);
  return new Date(wallTimeToIso({ ...wall, hour: 9, minute: 0 }, timeZone));
}

/**
 * Schedule publication (issue 33): the buyer picks when the draft publishes itself, on the group's clock;
 * publish's checks run first against that time (lines, invitees, bill of quantities, closing date after
 * it), then the server's. Scheduling again moves the time.
 */
export function ScheduleDialog({ rfq, open, onClose }: ScheduleDialogProps) {
  const { t } = useTranslation('buyer');
  const clock = useSiteClock();
  const { message } = App.useApp();
  const schedule = useScheduleRfq();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<ReactNode>(null);
  const { publishat } = rfq;

  useEffect(() => {
    if (!open) return;
    const first = publishat ? new Date(publishat) : tomorrowMorning(clock.timeZone);
    setValue(inputValueAt(first, clock.timeZone));
    setProblem(null);
  }, [open, publishat, clock.timeZone]);

  const iso = inputToIso(value, clock.timeZone);
  const label = (p: ScheduleProblem) =>
    SCHEDULE_TIME_PROBLEMS.includes(p)
      ? t(`schedule.problem.${p}` as never)
      : t(`publish.problem.${p}` as never);

  const submit = async () => {
    const problems = scheduleProblems(rfq, iso, new Date());
    if (problems.length > 0 || iso === null) {
      setProblem(
        <ul className="tp-bt-problems">
          {problems.map((p) => (
            <li key={p}>{label(p)}</li>
          ))}
        </ul>,
      );
      return;
    }
    try {
      const scheduled = await schedule.mutateAsync({ rfqnum: rfq.rfqnum, publishat: iso });
      message.success(t('schedule.done', { time: clock.dateTime(scheduled.publishat) }));
      onClose();
    } catch (error) {
      setProblem(refusalContent(t, error));
    }
  };

  return (
    <Modal
      open={open}
      title={t('schedule.title', { rfqnum: rfq.rfqnum })}
      okText={t('schedule.ok')}
      cancelText={t('actions.back')}
      confirmLoading={schedule.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('schedule.text', { count: rfq.invitations.length })}</p>
      <label className="tp-bt-field" htmlFor="tp-bt-schedule-at">
        {t('schedule.at', { zone: clock.label })}
      </label>
      <ZonedTimePicker
        id="tp-bt-schedule-at"
        value={value}
        onChange={(next) => {
          setValue(next);
          setProblem(null);
        }}
      />
      {problem ? (
        <Alert
          type="error"
          showIcon
          className="tp-bt-schedule-problem"
          title={t('schedule.blocked')}
          description={problem}
          data-testid="schedule-problem"
        />
      ) : null}
    </Modal>
  );
}
