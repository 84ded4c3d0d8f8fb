import type { BuyerRfqDetail, BuyerRfqStage } from '@tender/api-contract';
import {
  inNegotiationRound,
  type RfqAction,
  rfqActionsAllowed,
  rfqActionVerdict,
  rfqStage,
} from '@tender/domain';

/**
 * What the page's header offers; the domain's table (rfq-stage.ts) decides, as on the server. Unseal and
 * approve are offered by their own panels (issue 29), where who has already acted is shown; scores on the
 * comparison (issue 33).
 */
export type TenderAction = Exclude<RfqAction, 'uninvite' | 'attach' | 'unseal' | 'approve' | 'score'>;

/** What an approver without the buyer role may do from the header (issue 29): read, never write. */
const READ_ONLY: readonly TenderAction[] = ['compare'];

const HEADER: readonly TenderAction[] = [
  'edit',
  'publish',
  'amend',
  'invite',
  'compare',
  'negotiate',
  'award',
  'cancel',
];

/**
 * The stage shown: the server's, except that an open RFQ whose last closing date passes under the page
 * reads Closed at once (the domain's rfqStage on this page's clock; the page then asks the server again).
 */
export function liveStage(
  rfq: Pick<BuyerRfqDetail, 'status' | 'closingdate' | 'lastclosingdate'>,
  now: Date,
): BuyerRfqStage {
  if (rfq.status !== 'OPEN') return rfq.status;
  return rfqStage(
    { status: 'PUBLISHED', closingdate: rfq.closingdate, lastClosing: rfq.lastclosingdate },
    now,
  );
}

/** Whether the RFQ is open only through a negotiation round, on this page's clock. */
export function isInRound(
  rfq: Pick<BuyerRfqDetail, 'closingdate'>,
  stage: BuyerRfqStage,
  now: Date,
): boolean {
  return inNegotiationRound({ stage, closingdate: rfq.closingdate }, now);
}

/**
 * The header's actions of a stage, in the order shown. Compare leads to the decision, so it is offered
 * with it: once awarded, the comparison stays as a tab and the header offers nothing. Without the buyer
 * role (an approver, issue 29) only the comparison is offered.
 */
export function actionsFor(stage: BuyerRfqStage, inRound = false, writer = true): readonly TenderAction[] {
  const allowed = rfqActionsAllowed(stage, inRound);
  return HEADER.filter(
    (action) =>
      allowed.includes(action) &&
      (action !== 'compare' || allowed.includes('award')) &&
      (writer || READ_ONLY.includes(action)),
  );
}

/**
 * Closed, but still sealed until the opening quorum of two has unsealed (issue 29): the comparison waits.
 * A quorum of one opens at closing.
 */
export function awaitsUnseal(
  rfq: Pick<BuyerRfqDetail, 'openingquorum' | 'unseal'>,
  stage: BuyerRfqStage,
): boolean {
  return stage === 'CLOSED' && rfq.openingquorum === 2 && rfq.unseal.sealed;
}

/** Whether the stage lets someone of the site unseal (after closing, before an award). */
export function canUnsealAt(stage: BuyerRfqStage): boolean {
  return rfqActionVerdict('unseal', stage) === 'allowed';
}

/** Whether quotations can be compared: the bids are sealed until closing. */
export function isComparable(stage: BuyerRfqStage): boolean {
  return rfqActionVerdict('compare', stage) === 'allowed';
}

/** A draft's invitees may be taken off the list; a published invitation stays. */
export function canUninvite(stage: BuyerRfqStage): boolean {
  return rfqActionVerdict('uninvite', stage) === 'allowed';
}
