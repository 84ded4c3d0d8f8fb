import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageResponse, durationParts, recordWindowStart, totalsByCurrency } from './supplier-record.ts';

describe('recordWindowStart (24 calendar months back, UTC)', () => {
  it.each([
    ['2026-11-29T02:00:00.000Z', '2024-11-29T02:00:00.000Z'],
    ['2026-03-31T23:59:59.999Z', '2024-03-31T23:59:59.999Z'],
    // 29 February two years back does not exist: the month's last day.
    ['2026-02-28T10:00:00.000Z', '2024-02-28T10:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', '2026-02-28T10:00:00.000Z'],
    ['2026-01-15T00:00:00.000Z', '2024-01-15T00:00:00.000Z'],
  ])('%s -> %s', (now, start) => {
    expect(recordWindowStart(new Date(now)).toISOString()).toBe(start);
  });

  it('takes another number of months', () => {
    expect(recordWindowStart(new Date('2026-05-31T00:00:00Z'), 3).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
  });
});

describe('averageResponse (invitation to submission, over the quotations submitted online)', () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    ['none', [], { count: 0, seconds: null }],
    [
      'one day',
      [{ invitedAt: at('2026-01-01T00:00:00Z'), submittedAt: at('2026-01-02T00:00:00Z') }],
      { count: 1, seconds: 86_400 },
    ],
    [
      'two, averaged',
      [
        { invitedAt: '2026-01-01T00:00:00Z', submittedAt: '2026-01-01T10:00:00Z' },
        { invitedAt: '2026-01-01T00:00:00Z', submittedAt: '2026-01-02T00:00:00Z' },
      ],
      { count: 2, seconds: 61_200 },
    ],
    [
      'a paper quotation (no receipt) and a missing invitation left out',
      [
        { invitedAt: '2026-01-01T00:00:00Z', submittedAt: null },
        { invitedAt: null, submittedAt: '2026-01-01T00:00:00Z' },
        { invitedAt: '2026-01-01T00:00:00Z', submittedAt: '2026-01-01T01:00:00Z' },
      ],
      { count: 1, seconds: 3600 },
    ],
    [
      'submitted before the invitation (bad history) left out',
      [{ invitedAt: '2026-01-02T00:00:00Z', submittedAt: '2026-01-01T00:00:00Z' }],
      { count: 0, seconds: null },
    ],
    [
      'half a second rounds up',
      [
        { invitedAt: '2026-01-01T00:00:00.000Z', submittedAt: '2026-01-01T00:00:01.000Z' },
        { invitedAt: '2026-01-01T00:00:00.000Z', submittedAt: '2026-01-01T00:00:00.000Z' },
      ],
      { count: 2, seconds: 1 },
    ],
    [
      'an unreadable time left out',
      [{ invitedAt: 'soon', submittedAt: '2026-01-01T00:00:00Z' }],
      { count: 0, seconds: null },
    ],
  ])('%s', (_, responses, expected) => {
    expect(averageResponse(responses)).toEqual(expected);
  });

  it('lies between the shortest and the longest response', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 90 * 86_400 }), { minLength: 1, maxLength: 30 }),
        (secs) => {
          const start = Date.UTC(2026, 0, 1);
          const result = averageResponse(
            secs.map((s) => ({ invitedAt: new Date(start), submittedAt: new Date(start + s * 1000) })),
          );
          expect(result.count).toBe(secs.length);
          expect(result.seconds).toBeGreaterThanOrEqual(Math.min(...secs));
          expect(result.seconds).toBeLessThanOrEqual(Math.max(...secs));
        },
      ),
    );
  });
});

describe('durationParts', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0 }],
    [59, { days: 0, hours: 0, minutes: 0 }],
    [3660, { days: 0, hours: 1, minutes: 1 }],
    [61_200, { days: 0, hours: 17, minutes: 0 }],
    [2 * 86_400 + 5 * 3600 + 30 * 60, { days: 2, hours: 5, minutes: 30 }],
  ])('%d s -> %j', (seconds, parts) => {
    expect(durationParts(seconds)).toEqual(parts);
  });
});

describe('totalsByCurrency (exact, never across currencies)', () => {
  it.each([
    ['nothing', [], []],
    ['sealed amounts only', [{ currency: 'HKD', amount: null }], []],
    [
      'cents exact',
      [
        { currency: 'HKD', amount: '0.10' },
        { currency: 'HKD', amount: '0.20' },
        { currency: 'HKD', amount: null },
      ],
      [{ currency: 'HKD', total: '0.30' }],
    ],
    [
      'two currencies apart, in order',
      [
        { currency: 'USD', amount: '1000.01' },
        { currency: 'HKD', amount: '83417.29' },
        { currency: 'HKD', amount: '91234.57' },
      ],
      [
        { currency: 'HKD', total: '174651.86' },
        { currency: 'USD', total: '1000.01' },
      ],
    ],
    [
      'beyond a double',
      [
        { currency: 'HKD', amount: '9999999999999.99' },
        { currency: 'HKD', amount: '0.01' },
      ],
      [{ currency: 'HKD', total: '10000000000000.00' }],
    ],
  ])('%s', (_, amounts, totals) => {
    expect(totalsByCurrency(amounts)).toEqual(totals);
  });
});
