import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time.ts';

describe('formatDateTime', () => {
  it('writes a local date as YYYY-MM-DD HH:mm:ss with leading zeros', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 3, 9))).toBe('2026-01-05 07:03:09');
  });

  it('reads an ISO string and shows it in local time', () => {
    const local = new Date(2026, 10, 21, 23, 59, 58);
    expect(formatDateTime(local.toISOString())).toBe('2026-11-21 23:59:58');
  });

  it.each([null, undefined, '', 'not a date'])('gives an empty text for %j', (value) => {
    expect(formatDateTime(value)).toBe('');
  });

  it('gives an empty text for an invalid Date', () => {
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });
});
