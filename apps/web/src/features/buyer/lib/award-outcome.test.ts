import type { BuyerInvitation } from '@tender/api-contract';
import { describe, expect, it } from 'vitest';
import { awardOutcome } from './award-outcome';
import {
  actionsFor,
  awaitsUnseal,
  canUninvite,
  canUnsealAt,
  isComparable,
  isInRound,
  liveStage,
} from './stage-actions';

function invitation(suppliercode: string, status: string): BuyerInvitation {
  return {
    udztbnum: `R-${suppliercode}`,
    suppliercode,
    suppliername: suppliercode,
    status,
    invitedat: '2026-11-01T00:00:00Z',
    acknowledgedat: null,
    declinedat: null,
    submittedat: null,
    hardcopy: false,
    negotiation: false,
    negotiationclosingdate: null,
    amended: false,
  };
}

const codes = (list: BuyerInvitation[]) => list.map((i) => i.suppliercode);

describe('award outcome', () => {
  const invitations = [
    invitation('A', 'SUBMITED'),
    invitation('B', 'SUBMITED'),
    invitation('C', 'WTQUOTE'),
    invitation('D', 'NEW'),
    invitation('E', 'DECLINED'),
    invitation('F', 'SUBMITED'),
  ];

  it('awards the chosen, the other submitted lose, the unsubmitted get no response', () => {
    const outcome = awardOutcome(invitations, new Set(['A', 'F']));
    expect(codes(outcome.awarded)).toEqual(['A', 'F']);
    expect(codes(outcome.lost)).toEqual(['B']);
    expect(codes(outcome.noresponse)).toEqual(['C', 'D']);
    expect(codes(outcome.unchanged)).toEqual(['E']);
  });

  it('ignores a chosen code that has not submitted', () => {
    const outcome = awardOutcome(invitations, new Set(['C']));
    expect(codes(outcome.awarded)).toEqual([]);
    expect(codes(outcome.noresponse)).toEqual(['C', 'D']);
  });
});

describe('stage actions', () => {
  it('offers each stage its actions, none once decided', () => {
    expect(actionsFor('DRAFT')).toEqual(['edit', 'publish', 'invite', 'cancel']);
    expect(actionsFor('OPEN')).toEqual(['amend', 'invite', 'cancel']);
    expect(actionsFor('CLOSED')).toEqual(['compare', 'negotiate', 'award', 'cancel']);
    expect(actionsFor('AWARDED')).toEqual([]);
    expect(actionsFor('CANCELLED')).toEqual([]);
  });

  it('offers an approver without the buyer role only the comparison, and nothing while an award waits', () => {
    expect(actionsFor('CLOSED', false, false)).toEqual(['compare']);
    expect(actionsFor('DRAFT', false, false)).toEqual([]);
    expect(actionsFor('PENDING_APPROVAL')).toEqual([]);
  });

  it('keeps a closed RFQ with a quorum of two sealed until it is unsealed (issue 29)', () => {
    const rfq = (openingquorum: 1 | 2, sealed: boolean) => ({
      openingquorum,
      unseal: { required: openingquorum, sealed, unsealedby: [], awaiting: sealed ? 1 : 0 },
    });
    expect(awaitsUnseal(rfq(2, true), 'CLOSED')).toBe(true);
    expect(awaitsUnseal(rfq(2, false), 'CLOSED')).toBe(false);
    expect(awaitsUnseal(rfq(1, true), 'CLOSED')).toBe(false);
    expect(awaitsUnseal(rfq(2, true), 'OPEN')).toBe(false);
    expect(canUnsealAt('CLOSED')).toBe(true);
    expect(canUnsealAt('PENDING_APPROVAL')).toBe(false);
  });

  it('offers only Cancel while open for a negotiation round', () => {
    expect(actionsFor('OPEN', true)).toEqual(['cancel']);
  });

  it("knows a round by the RFQ's own closing date passed while it is open", () => {
    const now = new Date('2030-01-10T08:00:00Z');
    expect(isInRound({ closingdate: '2030-01-10T07:00:00Z' }, 'OPEN', now)).toBe(true);
    expect(isInRound({ closingdate: '2030-01-10T09:00:00Z' }, 'OPEN', now)).toBe(false);
    expect(isInRound({ closingdate: '2030-01-10T07:00:00Z' }, 'CLOSED', now)).toBe(false);
  });

  it("reads an open RFQ Closed once its last closing date passes on the page's clock", () => {
    const now = new Date('2030-01-10T08:00:00Z');
    const rfq = (status: 'OPEN' | 'CLOSED' | 'DRAFT', lastclosingdate: string) => ({
      status,
      closingdate: '2030-01-09T10:00:00Z',
      lastclosingdate,
    });
    // Its own closing date passed, a round still open: Open; the round closed too: Closed.
    expect(liveStage(rfq('OPEN', '2030-01-12T10:00:00Z'), now)).toBe('OPEN');
    expect(liveStage(rfq('OPEN', '2030-01-10T08:00:00Z'), now)).toBe('CLOSED');
    // Any other stage is the server's, whatever the page's clock says.
    expect(liveStage(rfq('CLOSED', '2030-01-12T10:00:00Z'), now)).toBe('CLOSED');
    expect(liveStage(rfq('DRAFT', '2030-01-09T10:00:00Z'), now)).toBe('DRAFT');
  });

  it('unseals bids only after closing and lets only a draft lose an invitee', () => {
    expect(
      ['DRAFT', 'OPEN', 'CLOSED', 'AWARDED', 'CANCELLED'].filter((s) => isComparable(s as never)),
    ).toEqual(['CLOSED', 'AWARDED']);
    expect(canUninvite('DRAFT')).toBe(true);
    expect(canUninvite('OPEN')).toBe(false);
  });
});
