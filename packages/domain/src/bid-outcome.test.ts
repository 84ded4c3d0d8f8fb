import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BID_FILTER_STATUSES,
  BID_FILTERS,
  BID_STATUSES,
  isBid,
  isBidFilter,
  NO_BID_STATUSES,
} from './bid-outcome.ts';
import { TENDER_STATUSES } from './status.ts';

describe('the dashboard filters (spec 2.11)', () => {
  it('defines each filter by statuses of spec 4.1', () => {
    expect(BID_FILTER_STATUSES).toEqual({
      all: TENDER_STATUSES,
      bid: ['SUBMITED', 'AWARDED', 'LOST'],
      nobid: ['NEW', 'DRAFT', 'WTQUOTE', 'NORESPONSE', 'DECLINED', 'CANCELD'],
      success: ['AWARDED'],
      failed: ['LOST'],
    });
  });

  it('splits every status into bid or no bid, and success and failed into bids', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TENDER_STATUSES), (status) => {
        const inBid = BID_STATUSES.some((s) => s === status);
        expect(NO_BID_STATUSES.includes(status)).toBe(!inBid);
        expect(isBid(status)).toBe(inBid);
        if (BID_FILTER_STATUSES.success.includes(status) || BID_FILTER_STATUSES.failed.includes(status)) {
          expect(inBid).toBe(true);
        }
      }),
    );
  });

  it('knows its filters by their exact spelling only', () => {
    for (const filter of BID_FILTERS) expect(isBidFilter(filter)).toBe(true);
    for (const other of ['', 'ALL', 'Bid', 'no bid', 'won', "all' or 1=1"])
      expect(isBidFilter(other)).toBe(false);
  });
});
