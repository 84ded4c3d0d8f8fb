import { describe, expect, it } from 'vitest';
import { closingProblem, PUBLISH_SCHEDULE_MAX_DAYS, publishAtProblem } from './publish-schedule.ts';

const NOW = new Date('2026-12-01T04:00:00Z');
const plus = (ms: number) => new Date(NOW.getTime() + ms);
const DAY = 86_400_000;

describe('publishAtProblem', () => {
  it.each([
    ['a minute ahead', plus(60_000), undefined],
    ['a millisecond ahead', plus(1), undefined],
    ['exactly now', NOW, 'publishAtPast'],
    ['a second ago', plus(-1000), 'publishAtPast'],
    ['as a string with an offset', '2026-12-01T13:00:00+08:00', undefined],
    ['an unreadable string', 'soon', 'publishAtPast'],
    ['exactly a year ahead', plus(PUBLISH_SCHEDULE_MAX_DAYS * DAY), undefined],
    ['a year and a second ahead', plus(PUBLISH_SCHEDULE_MAX_DAYS * DAY + 1000), 'publishAtTooFar'],
  ] as const)('%s', (_name, at, expected) => {
    expect(publishAtProblem(at, NOW)).toBe(expected);
  });
});

describe('closingProblem', () => {
  const at = plus(DAY);
  it.each([
    ['closing after the publication', plus(2 * DAY), true, at, undefined],
    ['closing exactly at the publication', at, true, at, 'closingBeforePublish'],
    ['closing between now and the publication', plus(DAY / 2), true, at, 'closingBeforePublish'],
    ['closing already past', plus(-1000), true, at, 'closingPast'],
    ['closing exactly now', NOW, true, at, 'closingPast'],
    ['a copy whose closing date was never set', plus(2 * DAY), false, at, 'closingPast'],
    ['a manual publish (at = now), closing ahead', plus(1000), true, NOW, undefined],
    ['a manual publish (at = now), closing past', plus(-1), true, NOW, 'closingPast'],
  ] as const)('%s', (_name, closingdate, closingdateSet, publishAt, expected) => {
    expect(closingProblem({ closingdate, closingdateSet }, publishAt, NOW)).toBe(expected);
  });
});
