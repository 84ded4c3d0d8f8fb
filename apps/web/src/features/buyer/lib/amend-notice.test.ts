import { describe, expect, it } from 'vitest';
import { amendNoticeOf } from './amend-notice';

const now = new Date('2026-11-23T10:00:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
const detail = (status: 'DRAFT' | 'OPEN', closingHours: number, amendnoticehours = 72) => ({
  status,
  closingdate: at(closingHours),
  amendnoticehours,
});

describe('amendNoticeOf', () => {
  it.each([
    ['a draft: no notice', detail('DRAFT', 10), false, null],
    ['open, far out, only the date: 72 h from now', detail('OPEN', 200), false, at(72)],
    ['open, within the notice, only the date: the current closing', detail('OPEN', 10), false, at(10)],
    ['open, within the notice, lines changed: 72 h from now', detail('OPEN', 10), true, at(72)],
    ['open, a 24 h notice', detail('OPEN', 10, 24), true, at(24)],
  ] as const)('%s', (_label, rfq, contentChanged, earliest) => {
    const notice = amendNoticeOf(rfq, contentChanged, now);
    expect(notice === null ? null : notice.earliest.toISOString()).toBe(earliest);
    if (notice) expect(notice.hours).toBe(rfq.amendnoticehours);
  });

  it('rounds the minimum up to the next whole minute, as the picker takes minutes', () => {
    const notice = amendNoticeOf(detail('OPEN', 200), false, new Date('2026-11-23T10:00:21.000Z'));
    expect(notice?.earliest.toISOString()).toBe('2026-11-26T10:01:00.000Z');
  });
});
