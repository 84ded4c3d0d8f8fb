import type { BuyerRfqStage } from '@tender/api-contract';

/** What the buyer may do with an RFQ from its page (the server decides again on each call). */
export type TenderAction =
  | 'edit'
  | 'publish'
  | 'amend'
  | 'invite'
  | 'compare'
  | 'negotiate'
  | 'award'
  | 'cancel';

const ACTIONS: Readonly<Record<BuyerRfqStage, readonly TenderAction[]>> = {
  DRAFT: ['edit', 'publish', 'invite', 'cancel'],
  OPEN: ['amend', 'invite', 'cancel'],
  CLOSED: ['compare', 'negotiate', 'award', 'cancel'],
  AWARDED: [],
  CANCELLED: [],
};

/** The actions of a stage, in the order the page shows them. */
export function actionsFor(stage: BuyerRfqStage): readonly TenderAction[] {
  return ACTIONS[stage];
}

/** Whether quotations can be compared: the bids are sealed until closing. */
export function isComparable(stage: BuyerRfqStage): boolean {
  return stage === 'CLOSED' || stage === 'AWARDED';
}

/** A draft's invitees may be taken off the list; a published invitation stays. */
export function canUninvite(stage: BuyerRfqStage): boolean {
  return stage === 'DRAFT';
}
