import type { BuyerLine, ImportLine } from '@tender/api-contract';
import { describe, expect, it } from 'vitest';
import { type AmendedRfq, amendedRfq, amendmentChanges } from './amendment-changes.ts';

const rfq: AmendedRfq = amendedRfq({
  closingdate: new Date('2026-12-10T09:00:00Z'),
  description: 'Lobby cleaning',
  currency: null,
  pricenegotiation: false,
  hassiteinspection: false,
  contact1: 'Vivian Ho',
  email1: '',
  phone1: '',
  contact2: '',
  email2: '',
  phone2: '',
  remark: '',
});

function stored(seqno: number, over: Partial<BuyerLine> = {}): BuyerLine {
  return {
    seqno,
    description: `Item ${seqno}`,
    longdesc: '',
    remark: '',
    bold: false,
    underline: false,
    header: false,
    autocal: 'Y',
    required: true,
    qtyrequired: false,
    totalamountreq: false,
    neednotes: false,
    quantity: '120.0000',
    unit: 'm2',
    disc: '100',
    ...over,
  };
}

/** The same line as a save sends it: absent flags and texts, decimals written otherwise. */
function sent(seqno: number, over: Partial<ImportLine> = {}): ImportLine {
  return {
    seqno,
    description: `Item ${seqno}`,
    autocal: 'Y',
    required: true,
    quantity: '120',
    unit: 'm2',
    disc: '100.00',
    ...over,
  };
}

const none = { documents: false, siteinspections: false };

describe('amendmentChanges', () => {
  it('finds nothing when only the way a value is written differs', () => {
    expect(amendmentChanges({ rfq, lines: [stored(1)] }, { rfq, lines: [sent(1)] }, none)).toEqual([]);
  });

  it('lists each changed field old -> new: the RFQ fields first, then the lines by seqno', () => {
    const later = new Date('2026-12-14T09:00:00Z');
    const changes = amendmentChanges(
      { rfq, lines: [stored(1), stored(2), stored(3)] },
      {
        rfq: { ...rfq, closingdate: later, remark: 'Bring ladders', contact1: 'Vivian Ho' },
        lines: [sent(3, { quantity: '150', neednotes: true }), sent(1), sent(4, { description: 'Windows' })],
      },
      { documents: true, siteinspections: false },
    );
    expect(changes).toEqual([
      { kind: 'field', field: 'closingdate', from: rfq.closingdate, to: later },
      { kind: 'field', field: 'remark', from: null, to: 'Bring ladders' },
      { kind: 'lineRemoved', seqno: 2, description: 'Item 2' },
      { kind: 'line', seqno: 3, field: 'neednotes', from: false, to: true },
      { kind: 'line', seqno: 3, field: 'quantity', from: '120', to: '150' },
      { kind: 'lineAdded', seqno: 4, description: 'Windows' },
      { kind: 'documents' },
    ]);
  });

  it('holds only buyer fields: a price in the lines is never part of it', () => {
    const priced = { ...stored(1), unitprice: '99.50', totallineamount: '11940.00' } as BuyerLine;
    const changes = amendmentChanges(
      { rfq, lines: [priced] },
      { rfq, lines: [sent(1, { quantity: '150' })] },
      none,
    );
    expect(changes).toEqual([{ kind: 'line', seqno: 1, field: 'quantity', from: '120', to: '150' }]);
    expect(JSON.stringify(changes)).not.toMatch(/99\.5|11940/);
  });
});
