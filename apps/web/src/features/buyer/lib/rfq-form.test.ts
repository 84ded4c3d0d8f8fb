import type { BuyerRfqDetail } from '@tender/api-contract';
import { describe, expect, it } from 'vitest';
import { rfqInput, valuesOfDetail } from './rfq-form';

// A copy's closing date is the buyer's to set (issue 33): the editor shows it blank until saved, and a
// stored one is shown as stored.

const CLOSING = '2027-03-01T04:00:00.000Z';

function detail(closingdateset: boolean): BuyerRfqDetail {
  return {
    rfqid: 7,
    rfqnum: 'RFQ-2026-B0007',
    description: 'Annual linen service',
    siteid: 'HKHQ',
    tendercollectvia: 'Portal',
    bidmethod: 'Online',
    closingdate: CLOSING,
    closingdateset,
    lastclosingdate: CLOSING,
    amendnoticehours: 48,
    contact1: '',
    email1: '',
    phone1: '',
    contact2: '',
    email2: '',
    phone2: '',
    remark: '',
    pricenegotiation: false,
    hassiteinspection: false,
    currency: 'HKD',
    status: 'DRAFT',
    revision: 0,
    version: 0,
    cancelreason: '',
    publishedat: null,
    openingquorum: 1,
    unseal: { required: 1, unsealed: [], awaiting: 0 },
    award: null,
    awardapprovalthreshold: '0',
    handoffs: [],
    lines: [],
    documents: [],
    siteinspections: [],
    revisions: [],
    invitations: [],
    mails: [],
    audit: [],
    criteria: [
      { criterion: 'price', name: '', weight: 70 },
      { criterion: 'c1', name: 'Service quality', weight: 30 },
    ],
  } as unknown as BuyerRfqDetail;
}

describe('the editor form of a stored RFQ', () => {
  it.each([
    [false, null],
    [true, Date.parse(CLOSING)],
  ])('closing date set %s: shown as %s', (set, shown) => {
    const { values } = valuesOfDetail(detail(set));
    expect(values.closingdate?.valueOf() ?? null).toBe(shown);
  });

  it('sends the stored closing date back unchanged', () => {
    const { values, lines } = valuesOfDetail(detail(true));
    expect(Date.parse(rfqInput(values, lines, {}).closingdate)).toBe(Date.parse(CLOSING));
  });
});

describe('the criteria of the editor (issue 33)', () => {
  it('shows the stored criteria and sends them back as stored', () => {
    const { values, lines } = valuesOfDetail(detail(true));
    expect(values.criteria.map((c) => [c.criterion, c.weight])).toEqual([
      ['price', 70],
      ['c1', 30],
    ]);
    expect(rfqInput(values, lines, {}).criteria).toEqual([
      { criterion: 'price', name: '', weight: 70 },
      { criterion: 'c1', name: 'Service quality', weight: 30 },
    ]);
  });
  it('sends a blank weight as 0, for the server to refuse with its code', () => {
    const { values, lines } = valuesOfDetail(detail(true));
    values.criteria = [{ criterion: 'price', name: '', weight: null }];
    expect(rfqInput(values, lines, {}).criteria).toEqual([{ criterion: 'price', name: '', weight: 0 }]);
  });
});
