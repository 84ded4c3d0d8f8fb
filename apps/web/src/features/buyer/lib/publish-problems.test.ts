import type { BuyerInvitation, BuyerLine } from '@tender/api-contract';
import { describe, expect, it } from 'vitest';
import { publishProblems } from './publish-problems';

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
