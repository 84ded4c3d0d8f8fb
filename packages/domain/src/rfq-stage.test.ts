import { describe, expect, it } from 'vitest';
import {
  inNegotiationRound,
  isRfqStage,
  NEGOTIATION_ROUND_BADGE_COLOUR,
  RFQ_ACTIONS,
  RFQ_STAGE_BADGE_COLOUR,
  RFQ_STAGE_LABEL_KEY,
  RFQ_STAGES,
  rfqActionsAllowed,
  rfqActionVerdict,
  rfqStage,
} from './rfq-stage.ts';

const NOW = new Date('2030-01-10T08:00:00Z');
const BEFORE = '2030-01-10T07:59:59Z';
const AT = '2030-01-10T08:00:00Z';
const AFTER = '2030-01-10T08:00:01Z';

describe('rfqStage (issue 17)', () => {
  it.each([
    ['DRAFT', AFTER, null, 'DRAFT'],
    ['DRAFT', BEFORE, null, 'DRAFT'],
    ['AWARDED', AFTER, null, 'AWARDED'],
    ['AWARDED', BEFORE, null, 'AWARDED'],
    ['PENDING_APPROVAL', AFTER, null, 'PENDING_APPROVAL'],
    ['PENDING_APPROVAL', BEFORE, null, 'PENDING_APPROVAL'],
    ['CANCELLED', AFTER, null, 'CANCELLED'],
    ['CANCELLED', BEFORE, null, 'CANCELLED'],
    ['PUBLISHED', AFTER, null, 'OPEN'],
    ['PUBLISHED', AT, null, 'CLOSED'],
    ['PUBLISHED', BEFORE, null, 'CLOSED'],
    // A negotiation round opens a closed RFQ again until the round closes...
    ['PUBLISHED', BEFORE, AFTER, 'OPEN'],
    ['PUBLISHED', BEFORE, AT, 'CLOSED'],
    // ...and an earlier round never closes an RFQ whose own closing date is later.
    ['PUBLISHED', AFTER, BEFORE, 'OPEN'],
  ] as const)('%s closing %s, last round %s: %s', (status, closingdate, lastClosing, stage) => {
    expect(rfqStage({ status, closingdate, lastClosing }, NOW)).toBe(stage);
    expect(
      rfqStage(
        {
          status,
          closingdate: new Date(closingdate),
          lastClosing: lastClosing ? new Date(lastClosing) : undefined,
        },
        NOW.getTime(),
      ),
    ).toBe(stage);
  });

  it('lists the stages in the order of an RFQ life, each with a label key and a colour', () => {
    expect(RFQ_STAGES).toEqual(['DRAFT', 'OPEN', 'CLOSED', 'PENDING_APPROVAL', 'AWARDED', 'CANCELLED']);
    for (const stage of RFQ_STAGES) {
      expect(RFQ_STAGE_LABEL_KEY[stage]).toBe(`rfqStage.${stage}`);
      expect(RFQ_STAGE_BADGE_COLOUR[stage]).toBeTruthy();
      expect(isRfqStage(stage)).toBe(true);
    }
    // The round's tag sits beside a stage's: a colour of its own.
    expect(Object.values(RFQ_STAGE_BADGE_COLOUR)).not.toContain(NEGOTIATION_ROUND_BADGE_COLOUR);
    expect(isRfqStage('PUBLISHED')).toBe(false);
    expect(isRfqStage('open')).toBe(false);
  });
});

describe('what a buyer may do at each stage (issue 17)', () => {
  const round = '2030-01-10T07:00:00Z';
  it.each([
    // action, stage, in a round, verdict
    ['edit', 'DRAFT', false, 'allowed'],
    ['edit', 'OPEN', false, 'not-allowed'],
    ['amend', 'DRAFT', false, 'not-allowed'],
    ['amend', 'OPEN', false, 'allowed'],
    ['amend', 'OPEN', true, 'closed'],
    ['amend', 'CLOSED', false, 'closed'],
    ['amend', 'AWARDED', false, 'not-allowed'],
    ['publish', 'DRAFT', false, 'allowed'],
    ['publish', 'OPEN', false, 'not-allowed'],
    ['publish', 'CANCELLED', false, 'not-allowed'],
    ['invite', 'DRAFT', false, 'allowed'],
    ['invite', 'OPEN', false, 'allowed'],
    ['invite', 'OPEN', true, 'closed'],
    ['invite', 'CLOSED', false, 'closed'],
    ['invite', 'CANCELLED', false, 'not-allowed'],
    ['uninvite', 'DRAFT', false, 'allowed'],
    ['uninvite', 'OPEN', false, 'not-allowed'],
    ['attach', 'OPEN', false, 'allowed'],
    ['attach', 'OPEN', true, 'closed'],
    ['attach', 'AWARDED', false, 'not-allowed'],
    ['compare', 'OPEN', false, 'not-closed'],
    ['compare', 'OPEN', true, 'not-closed'],
    ['compare', 'CLOSED', false, 'allowed'],
    ['compare', 'AWARDED', false, 'allowed'],
    ['negotiate', 'OPEN', true, 'not-closed'],
    ['negotiate', 'CLOSED', false, 'allowed'],
    ['negotiate', 'AWARDED', false, 'not-allowed'],
    ['award', 'DRAFT', false, 'not-closed'],
    ['award', 'CLOSED', false, 'allowed'],
    ['award', 'CANCELLED', false, 'not-allowed'],
    ['cancel', 'OPEN', true, 'allowed'],
    ['cancel', 'CLOSED', false, 'allowed'],
    ['cancel', 'AWARDED', false, 'not-allowed'],
    ['cancel', 'CANCELLED', false, 'not-allowed'],
    // Issue 29: two to open, an award approved by someone else.
    ['unseal', 'OPEN', false, 'not-closed'],
    ['unseal', 'CLOSED', false, 'allowed'],
    ['unseal', 'AWARDED', false, 'not-allowed'],
    ['compare', 'PENDING_APPROVAL', false, 'allowed'],
    ['award', 'PENDING_APPROVAL', false, 'not-allowed'],
    ['negotiate', 'PENDING_APPROVAL', false, 'not-allowed'],
    ['cancel', 'PENDING_APPROVAL', false, 'not-allowed'],
    ['approve', 'CLOSED', false, 'not-allowed'],
    ['approve', 'PENDING_APPROVAL', false, 'allowed'],
    ['approve', 'AWARDED', false, 'not-allowed'],
    // Issue 33: scores once opened, until an award is proposed.
    ['score', 'OPEN', false, 'not-closed'],
    ['score', 'OPEN', true, 'not-closed'],
    ['score', 'CLOSED', false, 'allowed'],
    ['score', 'PENDING_APPROVAL', false, 'not-allowed'],
    ['score', 'AWARDED', false, 'not-allowed'],
  ] as const)('%s at %s (round %s): %s', (action, stage, inRound, verdict) => {
    expect(rfqActionVerdict(action, stage, inRound)).toBe(verdict);
  });

  it('lists what each stage allows, in one order', () => {
    expect(rfqActionsAllowed('DRAFT')).toEqual(['edit', 'publish', 'invite', 'uninvite', 'attach', 'cancel']);
    expect(rfqActionsAllowed('OPEN')).toEqual(['amend', 'invite', 'attach', 'cancel']);
    expect(rfqActionsAllowed('OPEN', true)).toEqual(['cancel']);
    expect(rfqActionsAllowed('CLOSED')).toEqual([
      'compare',
      'negotiate',
      'award',
      'cancel',
      'unseal',
      'score',
    ]);
    expect(rfqActionsAllowed('PENDING_APPROVAL')).toEqual(['compare', 'approve']);
    expect(rfqActionsAllowed('AWARDED')).toEqual(['compare']);
    expect(rfqActionsAllowed('CANCELLED')).toEqual([]);
  });

  it('a round only outside DRAFT: a closed draft is not in one, whatever the dates', () => {
    for (const action of RFQ_ACTIONS) {
      expect(rfqActionVerdict(action, 'DRAFT', true)).toBe(rfqActionVerdict(action, 'DRAFT'));
      expect(rfqActionVerdict(action, 'CLOSED', true)).toBe(rfqActionVerdict(action, 'CLOSED'));
    }
  });

  it('an RFQ is in a negotiation round while OPEN after its own closing date', () => {
    expect(inNegotiationRound({ stage: 'OPEN', closingdate: round }, NOW)).toBe(true);
    expect(inNegotiationRound({ stage: 'OPEN', closingdate: AT }, NOW)).toBe(true);
    expect(inNegotiationRound({ stage: 'OPEN', closingdate: AFTER }, NOW)).toBe(false);
    expect(inNegotiationRound({ stage: 'CLOSED', closingdate: round }, NOW)).toBe(false);
    expect(inNegotiationRound({ stage: 'OPEN', closingdate: new Date(round) }, NOW.getTime())).toBe(true);
  });
});
