import type { BuyerInvitation, BuyerLine } from '@tender/api-contract';
import { describe, expect, it } from 'vitest';
import { publishProblems, scheduleProblems } from './publish-problems';

function line(seqno: number, more: Partial<BuyerLine> = {}): BuyerLine {
  return {
    seqno,
    description: `Line ${seqno}`,
    longdesc: '',
    remark: '',
    bold: false,
    underline: false,
    header: false,
    autocal: 'Y',
    required: false,
    qtyrequired: false,
    totalamountreq: true,
    neednotes: false,
    quantity: '1',
    unit: 'lot',
    disc: null,
    ...more,
  };
}

const invitee = { suppliercode: 'S1' } as BuyerInvitation;
const now = new Date('2026-11-23T00:00:00Z');
const later = '2026-12-01T04:00:00.000Z';

describe('publishProblems', () => {
  it('finds nothing in a complete draft', () => {
    expect(
      publishProblems({ lines: [line(1), line(2)], invitations: [invitee], closingdate: later }, now),
    ).toEqual([]);
  });

  it('finds every problem the server would refuse', () => {
    expect(publishProblems({ lines: [], invitations: [], closingdate: '2026-11-22T00:00:00Z' }, now)).toEqual(
      ['noLines', 'noInvitees', 'closingPast'],
    );
  });

  it('finds a bill with problems: an empty description, a sum line naming itself', () => {
    const empty = [line(1), line(2, { description: '' })];
    expect(publishProblems({ lines: empty, invitations: [invitee], closingdate: later }, now)).toEqual([
      'boqInvalid',
    ]);
    const self = [line(1), line(2, { autocal: '1+2' })];
    expect(publishProblems({ lines: self, invitations: [invitee], closingdate: later }, now)).toEqual([
      'boqInvalid',
    ]);
  });
});

describe('scheduleProblems', () => {
  const rfq = { lines: [line(1)], invitations: [invitee], closingdate: later, closingdateset: true };
  it.each([
    ['a day ahead, closing after it', '2026-11-24T00:00:00Z', []],
    ['no time readable', null, ['publishAtPast']],
    ['a time already past', '2026-11-22T23:59:00Z', ['publishAtPast']],
    ['more than a year ahead', '2027-11-24T00:00:00Z', ['publishAtTooFar']],
    ['at the closing date', later, ['closingBeforePublish']],
    ['after the closing date', '2026-12-02T00:00:00Z', ['closingBeforePublish']],
  ] as const)('%s', (_name, publishAt, expected) => {
    expect(scheduleProblems(rfq, publishAt, now)).toEqual(expected);
  });

  it("lists publish's own problems first", () => {
    expect(scheduleProblems({ ...rfq, invitations: [] }, '2026-11-24T00:00:00Z', now)).toEqual([
      'noInvitees',
    ]);
  });
});
