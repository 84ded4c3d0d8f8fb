import type { BuyerInvitation } from '@tender/api-contract';

/** What an award does to each invitation (the server's rule, shown before the buyer confirms). */
export interface AwardOutcome {
  awarded: BuyerInvitation[];
  lost: BuyerInvitation[];
  noresponse: BuyerInvitation[];
  /** Declined, cancelled, already decided: left as they are. */
  unchanged: BuyerInvitation[];
}

const NO_RESPONSE_FROM = new Set(['NEW', 'DRAFT', 'WTQUOTE', 'NORESPONSE']);

/** Only a supplier who has submitted can be awarded or asked to negotiate. */
export function isSubmitted(invitation: BuyerInvitation): boolean {
  return invitation.status === 'SUBMITED';
}

/**
 * The award of `chosen` (supplier codes): they become AWARDED, the other submitted quotations LOST, and
 * the invitations never submitted (new, draft, waiting for quotation) NORESPONSE; declined ones stay.
 */
export function awardOutcome(
  invitations: readonly BuyerInvitation[],
  chosen: ReadonlySet<string>,
): AwardOutcome {
  const outcome: AwardOutcome = { awarded: [], lost: [], noresponse: [], unchanged: [] };
  for (const invitation of invitations) {
    if (isSubmitted(invitation)) {
      (chosen.has(invitation.suppliercode) ? outcome.awarded : outcome.lost).push(invitation);
    } else if (NO_RESPONSE_FROM.has(invitation.status)) {
      outcome.noresponse.push(invitation);
    } else {
      outcome.unchanged.push(invitation);
    }
  }
  return outcome;
}
