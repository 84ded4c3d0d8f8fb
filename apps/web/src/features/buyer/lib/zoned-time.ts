// The buyer picks a closing date as the group's clock reads it (HKT), whatever the browser's own zone;
// the server wants an absolute moment with its offset.

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instant`, in minutes (Hong Kong: 480). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** A wall-clock reading: month 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/**
 * The moment a wall clock in `timeZone` shows `wall`, as ISO 8601 with that zone's offset
 * ('2026-12-01T12:00:00+08:00'), the form the buyer's calls take.
 */
export function wallTimeToIso(wall: WallTime, timeZone: string): string {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The offset at the wall time read as UTC is right except within hours of a change of offset; a second
  // look at the moment found settles those.
  let offset = zoneOffsetMinutes(asUtc, timeZone);
  const second = zoneOffsetMinutes(asUtc - offset * 60_000, timeZone);
  if (second !== offset) offset = second;
  const sign = offset < 0 ? '-' : '+';
  const date = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  const time = `${pad(wall.hour)}:${pad(wall.minute)}:00`;
  return `${date}T${time}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** What a wall clock in `timeZone` shows at `instant`. */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const local = new Date(instant.getTime() + zoneOffsetMinutes(instant.getTime(), timeZone) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** A wall time 'YYYY-MM-DDTHH:mm' (ZonedTimePicker's) read as the group's clock, as ISO with its offset. */
export function inputToIso(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return wallTimeToIso({ year, month, day, hour, minute }, timeZone);
}

/** The wall time 'YYYY-MM-DDTHH:mm' of `instant` on the group's clock (ZonedTimePicker's value). */
export function inputValueAt(instant: Date, timeZone: string): string {
  const w = wallTimeAt(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}
