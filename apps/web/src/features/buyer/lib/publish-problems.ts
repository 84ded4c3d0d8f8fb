import type { BuyerRfqDetail } from '@tender/api-contract';
import { checkBoq, isPastClosingDate } from '@tender/domain';

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
