import { describe, expect, it } from 'vitest';
import {
  AMEND_MIN_NOTICE_HOURS_DEFAULT,
  amendNoticeEnd,
  amendNoticeRefusal,
  earliestAmendedClosing,
} from './amend-notice.ts';

const now = new Date('2026-11-23T10:00:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('amendNoticeEnd', () => {
  it('is the notice hours from now', () => {
    expect(amendNoticeEnd(72, now).toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(amendNoticeEnd(0, now)).toEqual(now);
    expect(AMEND_MIN_NOTICE_HOURS_DEFAULT).toBe(72);
  });
});

describe('amendNoticeRefusal (72 h notice)', () => {
  // [case, closing now (h from now), lines or documents changed, new closing (h), refusal]
  it.each([
    ['later, far out', 200, false, 300, null],
    ['later, within the notice (only the date moves)', 10, false, 20, null],
    ['kept, within the notice, text only', 10, false, 10, null],
    ['kept, far out, lines changed', 200, true, 200, null],
    ['earlier, beyond the notice', 200, false, 100, null],
    ['earlier, to exactly the notice', 200, false, 72, null],
    ['earlier, a millisecond inside the notice', 200, false, 72 - 1 / 3_600_000, 'earlier'],
    ['earlier, to seconds from now', 200, false, 0.01, 'earlier'],
    ['earlier while already within the notice', 10, false, 5, 'earlier'],
    ['earlier, lines changed, inside the notice', 200, true, 50, 'earlier'],
    ['lines changed within the notice, closing kept', 10, true, 10, 'content'],
    ['lines changed within the notice, pushed but not far enough', 10, true, 48, 'content'],
    ['lines changed within the notice, pushed to the notice', 10, true, 72, null],
    ['lines changed within the notice, pushed beyond', 10, true, 100, null],
  ] as const)('%s', (_label, closing, contentChanged, next, refusal) => {
    const input = { closing: at(closing), contentChanged, noticeHours: 72, now };
    expect(amendNoticeRefusal(input, at(next))).toBe(refusal);
  });
});

describe('earliestAmendedClosing', () => {
  it.each([
    ['far out, no content change: the notice end', 200, false, 72, 72],
    ['within the notice, no content change: the current closing', 10, false, 72, 10],
    ['within the notice, content changed: the notice end', 10, true, 72, 72],
    ['far out, content changed: the notice end', 200, true, 72, 72],
    ['no notice: now', 200, true, 0, 0],
  ] as const)('%s', (_label, closing, contentChanged, noticeHours, earliest) => {
    expect(earliestAmendedClosing({ closing: at(closing), contentChanged, noticeHours, now })).toEqual(
      at(earliest),
    );
  });
});
