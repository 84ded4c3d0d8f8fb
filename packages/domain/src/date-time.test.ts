import { describe, expect, it } from 'vitest';
import { formatZonedDateTime, timeUntil, todayUtc } from './date-time.ts';

describe('formatZonedDateTime', () => {
  it('shows the moment in the given zone with its label, whatever the local zone', () => {
    expect(formatZonedDateTime('2026-11-23T06:32:05Z', 'Asia/Hong_Kong', 'HKT')).toBe(
      '2026-11-23 14:32:05 HKT',
    );
    expect(formatZonedDateTime(new Date('2026-11-23T23:00:00Z'), 'Asia/Hong_Kong', 'HKT')).toBe(
      '2026-11-24 07:00:00 HKT',
    );
    expect(formatZonedDateTime('2026-07-01T12:00:00Z', 'Europe/London', 'UK')).toBe('2026-07-01 13:00:00 UK');
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatZonedDateTime('2026-11-23T16:00:00Z', 'Asia/Hong_Kong', '')).toBe('2026-11-24 00:00:00');
  });

  it.each([null, undefined, '', 'not a date'])('gives an empty text for %j', (value) => {
    expect(formatZonedDateTime(value, 'Asia/Hong_Kong', 'HKT')).toBe('');
  });
});

describe('timeUntil', () => {
  const now = new Date('2026-11-23T06:00:00Z');
  it.each([
    ['2026-11-26T10:30:59Z', { closed: false, days: 3, hours: 4, minutes: 30 }],
    ['2026-11-23T06:00:59Z', { closed: false, days: 0, hours: 0, minutes: 0 }],
    ['2026-11-23T06:00:00Z', { closed: true, days: 0, hours: 0, minutes: 0 }],
    ['2025-01-24T09:00:00Z', { closed: true, days: 0, hours: 0, minutes: 0 }],
    ['garbage', { closed: true, days: 0, hours: 0, minutes: 0 }],
  ])('%s', (closing, expected) => {
    expect(timeUntil(closing, now)).toEqual(expected);
  });
});

describe('todayUtc', () => {
  it.each([
    ['2026-03-01T00:00:00Z', '2026-03-01'],
    ['2026-02-28T23:59:59.999Z', '2026-02-28'],
    // 07:30 in Hong Kong is still the day before in UTC.
    ['2026-03-01T07:30:00+08:00', '2026-02-28'],
  ])('%s is %s', (at, day) => {
    expect(todayUtc(new Date(at))).toBe(day);
  });
});
