import type { BuyerRfqDetail } from '@tender/api-contract';
import {
  checkBoq,
  closingProblem,
  isPastClosingDate,
  type PublishAtProblem,
  publishAtProblem,
} from '@tender/domain';

/** Why a draft cannot be published, as keys of `publish.problem` (the server's refusals, checked first). */
export type PublishProblem = 'noLines' | 'boqInvalid' | 'noInvitees' | 'closingPast';

/**
 * What stops a draft from being published, found before the buyer is asked to confirm: no lines, a bill
 * of quantities with problems (empty descriptions included), nobody invited, a closing date past.
 */
export function publishProblems(
  rfq: Pick<BuyerRfqDetail, 'lines' | 'invitations' | 'closingdate'>,
  now: Date,
): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (rfq.lines.length === 0) problems.push('noLines');
  else if (checkBoq(rfq.lines).length > 0) problems.push('boqInvalid');
  if (rfq.invitations.length === 0) problems.push('noInvitees');
  if (isPastClosingDate(rfq.closingdate, now)) problems.push('closingPast');
  return problems;
}

/** Why a draft cannot be scheduled to publish at a time (issue 33): publish's problems, then the time's. */
export type ScheduleProblem = PublishProblem | PublishAtProblem | 'closingBeforePublish';

/** The time's own problems, labelled under `schedule.problem`; the others under `publish.problem`. */
export const SCHEDULE_TIME_PROBLEMS: readonly ScheduleProblem[] = [
  'publishAtPast',
  'publishAtTooFar',
  'closingBeforePublish',
];

/**
 * What stops a draft from being scheduled at `publishAt` (an ISO instant; null: none readable), checked
 * before the server is asked, as it checks: publish's problems, the time in the future and within a year,
 * the closing date after it.
 */
export function scheduleProblems(
  rfq: Pick<BuyerRfqDetail, 'lines' | 'invitations' | 'closingdate' | 'closingdateset'>,
  publishAt: string | null,
  now: Date,
): ScheduleProblem[] {
  const problems: ScheduleProblem[] = publishProblems(rfq, now);
  const timeProblem = publishAt === null ? 'publishAtPast' : publishAtProblem(publishAt, now);
  if (timeProblem) problems.push(timeProblem);
  else if (
    publishAt !== null &&
    closingProblem(
      { closingdate: rfq.closingdate, closingdateSet: rfq.closingdateset },
      new Date(publishAt),
      now,
    ) === 'closingBeforePublish'
  ) {
    problems.push('closingBeforePublish');
  }
  return problems;
}
