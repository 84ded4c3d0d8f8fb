import { describe, expect, it } from 'vitest';
import { isPastClosingDate } from './closing-date.ts';

describe('isPastClosingDate', () => {
  const now = new Date('2026-11-23T10:00:00.000Z');
  it.each([
    ['a day before', '2026-11-24T10:00:00.000Z', false],
    ['a millisecond before', '2026-11-23T10:00:00.001Z', false],
    ['at the closing instant', '2026-11-23T10:00:00.000Z', true],
    ['a millisecond after', '2026-11-23T09:59:59.999Z', true],
    ['TB10017, closed 2025-01-24', '2025-01-24T09:00:00.000Z', true],
    ['an offset time of the same instant', '2026-11-23T18:00:00+08:00', true],
    ['an unreadable date', 'not a date', true],
  ])('%s (%s): closed %s', (_label, closing, closed) => {
    expect(isPastClosingDate(closing, now)).toBe(closed);
    if (!Number.isNaN(Date.parse(closing))) expect(isPastClosingDate(new Date(closing), now)).toBe(closed);
  });
});
