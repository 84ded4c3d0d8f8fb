// Dates of an import file. Demo data must stay meaningful for years (a certificate "expiring within 30
// days"), so certexpdate, expirydate and closingdate also accept a date relative to the import day:
// today, today+20d, today-10d (closingdate may add a UTC time: today+5dT10:00Z).

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|([+-])(\d{2}):?(\d{2}))?)?$/;
const RELATIVE = /^today(?:([+-]\d{1,5})d)?(?:T(\d{2}):(\d{2})Z)?$/;
const DAY_MS = 86_400_000;
// A relative closing date without a time closes at 10:00 UTC (18:00 in Hong Kong).
const DEFAULT_RELATIVE_CLOSING_HOUR = 10;

function utc(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): Date | null {
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms));
  // Date.UTC rolls 2026-02-30 over into March; a round trip catches such dates.
  const ok = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return ok ? date : null;
}

function relativeDay(value: string, now: Date): { day: Date; hour: number; minute: number } | null {
  const m = RELATIVE.exec(value);
  if (!m) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = new Date(today + Number(m[1] ?? 0) * DAY_MS);
  const hasTime = m[2] !== undefined;
  return {
    day,
    hour: hasTime ? Number(m[2]) : DEFAULT_RELATIVE_CLOSING_HOUR,
    minute: hasTime ? Number(m[3]) : 0,
  };
}

/** 'YYYY-MM-DD' for a date or relative date; null when it is not a real calendar date. */
export function resolveDate(value: string, now: Date): string | null {
  const rel = relativeDay(value, now);
  if (rel) return rel.day.toISOString().slice(0, 10);
  const m = DATE.exec(value);
  if (!m) return null;
  return utc(Number(m[1]), Number(m[2]), Number(m[3])) ? value : null;
}

/** The instant of an ISO 8601 date-time (UTC when no offset is given) or relative date-time; null if invalid. */
export function resolveDateTime(value: string, now: Date): Date | null {
  const rel = relativeDay(value, now);
  if (rel) return new Date(rel.day.getTime() + (rel.hour * 60 + rel.minute) * 60_000);
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const ms = m[7] ? Number(m[7].padEnd(3, '0').slice(0, 3)) : 0;
  const local = utc(
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
    ms,
  );
  if (!local) return null;
  const offsetMinutes = m[9] ? (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11])) : 0;
  return new Date(local.getTime() - offsetMinutes * 60_000);
}

/** resolveDateTime for an optional field: undefined (not given) and null (cleared) pass through. */
export function optionalInstant(value: string | null | undefined, now: Date): Date | null | undefined {
  return value === undefined || value === null ? value : resolveDateTime(value, now);
}

/** resolveDate for an optional field: undefined (not given) and null (cleared) pass through. */
export function optionalDate(value: string | null | undefined, now: Date): string | null | undefined {
  return value === undefined || value === null ? value : resolveDate(value, now);
}
