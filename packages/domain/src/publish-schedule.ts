import { isPastClosingDate } from './closing-date.ts';

// Scheduled publish (issue 33, item 2): a draft may carry the moment it publishes itself (`publishat`). The
// time rules the server applies when the buyer schedules, and when a scheduled draft is edited, are here,
// so the console can tell the buyer first; the rest of publish's rules (lines, invitees, bill of
// quantities) are publish's own and apply unchanged.

/** The furthest ahead a publication may be scheduled. */
export const PUBLISH_SCHEDULE_MAX_DAYS = 365;

const DAY_MS = 86_400_000;

/** Why a publication time cannot be scheduled: past (or now), or more than PUBLISH_SCHEDULE_MAX_DAYS ahead. */
export type PublishAtProblem = 'publishAtPast' | 'publishAtTooFar';

/** Whether `publishAt` can be scheduled at `now`: strictly in the future, at most a year ahead. */
export function publishAtProblem(publishAt: Date | string, now: Date): PublishAtProblem | undefined {
  const at = typeof publishAt === 'string' ? Date.parse(publishAt) : publishAt.getTime();
  if (Number.isNaN(at) || at <= now.getTime()) return 'publishAtPast';
  if (at - now.getTime() > PUBLISH_SCHEDULE_MAX_DAYS * DAY_MS) return 'publishAtTooFar';
  return undefined;
}

/** Why a draft's closing date stops its publication at `at`: past (or never set), or not after `at`. */
export type ClosingProblem = 'closingPast' | 'closingBeforePublish';

/**
 * The closing date's verdict for a publication at `at` (now for a manual publish, the scheduled time for
 * a schedule): a closing date never set (a copy's) or past at `now` is 'closingPast', as publish says; one
 * still ahead but at or before `at` is 'closingBeforePublish' (the tender would open already closed).
 */
export function closingProblem(
  draft: { closingdate: Date | string; closingdateSet: boolean },
  at: Date,
  now: Date,
): ClosingProblem | undefined {
  if (!draft.closingdateSet || isPastClosingDate(draft.closingdate, now)) return 'closingPast';
  if (isPastClosingDate(draft.closingdate, at)) return 'closingBeforePublish';
  return undefined;
}
