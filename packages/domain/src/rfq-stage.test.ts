import { describe, expect, it } from 'vitest';
import {
  isRfqStage,
  RFQ_STAGE_BADGE_COLOUR,
  RFQ_STAGE_LABEL_KEY,
  RFQ_STAGES,
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
    expect(RFQ_STAGES).toEqual(['DRAFT', 'OPEN', 'CLOSED', 'AWARDED', 'CANCELLED']);
    for (const stage of RFQ_STAGES) {
      expect(RFQ_STAGE_LABEL_KEY[stage]).toBe(`rfqStage.${stage}`);
      expect(RFQ_STAGE_BADGE_COLOUR[stage]).toBeTruthy();
      expect(isRfqStage(stage)).toBe(true);
    }
    expect(isRfqStage('PUBLISHED')).toBe(false);
    expect(isRfqStage('open')).toBe(false);
  });
});
