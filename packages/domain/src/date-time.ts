// One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one.
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Shows a moment as 'YYYY-MM-DD HH:mm:ss HKT' in the group's time zone, whatever the viewer's own zone
 * (issue 12: every date-time says its zone); '' when missing or not a date.
 */
export function formatZonedDateTime(
  value: Date | string | null | undefined,
  timeZone: string,
  label: string,
): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(date)) parts[part.type] = part.value;
  const text = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  return label === '' ? text : `${text} ${label}`;
}

/** Time left until a closing date, in whole days, hours and minutes (rounded down); closed once reached. */
export interface TimeLeft {
  closed: boolean;
  days: number;
  hours: number;
  minutes: number;
}

/** How long until the closing date from `now`; `closed` (and zeros) once it has passed or when unreadable. */
export function timeUntil(closing: Date | string, now: Date): TimeLeft {
  const end = closing instanceof Date ? closing.getTime() : new Date(closing).getTime();
  const left = end - now.getTime();
  if (Number.isNaN(left) || left <= 0) return { closed: true, days: 0, hours: 0, minutes: 0 };
  const minutes = Math.floor(left / 60_000);
  return {
    closed: false,
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/**
 * Today's date as YYYY-MM-DD in UTC: the day certificate and licence expiry dates are judged against. UTC,
 * like the importer's relative dates, so the server and the data agree whatever zone the host runs in.
 */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
