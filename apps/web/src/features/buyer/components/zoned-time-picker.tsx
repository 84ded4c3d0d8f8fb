import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useSiteClock } from '@/hooks/use-site-clock';
import { inputValueAt } from '../lib/zoned-time';

/** The wall time on the group's clock, as zoned-time.ts reads and writes it. */
const WALL_TIME = 'YYYY-MM-DD[T]HH:mm';

interface ZonedTimePickerProps {
  id: string;
  /** 'YYYY-MM-DDTHH:mm' on the group's clock; '' when none. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date and time on the group's clock, in the picker and format of the editor's closing date
 * ('2026-12-01 09:00'), days before today's on that clock not offered. Its dayjs only carries the wall
 * time, read and written as such, whatever the browser's own zone.
 */
export function ZonedTimePicker({ id, value, onChange }: ZonedTimePickerProps) {
  const clock = useSiteClock();
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      allowClear={false}
      className="tp-buyer-wide"
      value={value ? dayjs(value) : null}
      disabledDate={(day) => day.isBefore(dayjs(inputValueAt(new Date(), clock.timeZone)), 'day')}
      onChange={(next) => onChange(next ? next.format(WALL_TIME) : '')}
    />
  );
}
