import type { BuyerRfqDetail, BuyerRfqStage } from '@tender/api-contract';
import { inNegotiationRound, type RfqAction, rfqActionsAllowed, rfqActionVerdict } from '@tender/domain';

/** What the page's header offers; the domain's table (rfq-stage.ts) decides, as on the server. */
export type TenderAction = Exclude<RfqAction, 'uninvite' | 'attach'>;

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
 * with it: once awarded, the comparison stays as a tab and the header offers nothing.
 */
export function actionsFor(stage: BuyerRfqStage, inRound = false): readonly TenderAction[] {
  const allowed = rfqActionsAllowed(stage, inRound);
  return HEADER.filter(
    (action) => allowed.includes(action) && (action !== 'compare' || allowed.includes('award')),
  );
}

/** Whether quotations can be compared: the bids are sealed until closing. */
export function isComparable(stage: BuyerRfqStage): boolean {
  return rfqActionVerdict('compare', stage) === 'allowed';
}

/** A draft's invitees may be taken off the list; a published invitation stays. */
export function canUninvite(stage: BuyerRfqStage): boolean {
  return rfqActionVerdict('uninvite', stage) === 'allowed';
}
