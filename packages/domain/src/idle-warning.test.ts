import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, idleWarningAfterMs } from './constants.ts';

describe('the idle warning (issue 35, item 10)', () => {
  it.each([
    // time-out, the warning shows after
    [IDLE_TIMEOUT_MS, IDLE_TIMEOUT_MS - IDLE_WARNING_MS],
    [600_000, 480_000],
    [240_000, 120_000],
    // A time-out under 4 minutes warns at its half.
    [200_000, 100_000],
    [3_000, 1_500],
  ])('a time-out of %i ms warns after %i ms', (timeout, warnAfter) => {
    expect(idleWarningAfterMs(timeout)).toBe(warnAfter);
  });

  it('warns two minutes before the default 30 minutes', () => {
    expect(IDLE_TIMEOUT_MS - idleWarningAfterMs(IDLE_TIMEOUT_MS)).toBe(120_000);
  });
});
