import { describe, expect, it } from 'vitest';
import {
  isLineQuantityEditable,
  type SupplierDetailView,
  supplierDetailControls,
  supplierPrimaryAction,
} from './detail-controls.ts';
import { TENDER_STATUSES } from './status.ts';

function view(overrides: Partial<SupplierDetailView>): SupplierDetailView {
  return {
    status: 'WTQUOTE',
    tendercollectvia: 'Email',
    bidmethod: 'Online',
    inputed: '0',
    pricenegotiation: '0',
    hassiteinspection: '0',
    ...overrides,
  };
}

const QUOTING = new Set(['WTQUOTE', 'NORESPONSE']);

describe('supplierDetailControls (spec 4.3)', () => {
  it.each(TENDER_STATUSES)('%s: Save, Submit and upload only while quoting', (status) => {
    const controls = supplierDetailControls(view({ status }));
    const quoting = QUOTING.has(status);
    expect(controls).toMatchObject({
      showSave: quoting,
      showSubmit: quoting,
      saveEnabled: quoting,
      submitEnabled: quoting,
      uploadEnabled: quoting,
      quantityEditable: quoting,
      priceEditable: quoting,
      notesEditable: quoting,
    });
  });

  it.each(TENDER_STATUSES)('%s: Acknowledge shows in DRAFT or NEW', (status) => {
    expect(supplierDetailControls(view({ status })).showAcknowledge).toBe(
      status === 'DRAFT' || status === 'NEW',
    );
  });

  it.each(TENDER_STATUSES)('%s: Decline shows in NEW or WTQUOTE without price negotiation', (status) => {
    const expected = status === 'NEW' || status === 'WTQUOTE';
    expect(supplierDetailControls(view({ status })).showDecline).toBe(expected);
    expect(supplierDetailControls(view({ status, pricenegotiation: '1' })).showDecline).toBe(false);
  });

  it.each(TENDER_STATUSES)('%s: deleting supplier documents only in WTQUOTE', (status) => {
    expect(supplierDetailControls(view({ status })).showDeleteSupplierDoc).toBe(status === 'WTQUOTE');
  });

  it.each([
    { via: 'HardCopy', bid: 'Online' },
    { via: 'hardcopy', bid: 'Online' },
    { via: 'Email', bid: 'HARDCOPY' },
    { via: 'Email', bid: ' HardCopy ' },
  ])(
    'hard copy ($via / $bid): Save and upload hidden, Submit shown but disabled, fields locked',
    ({ via, bid }) => {
      for (const status of ['WTQUOTE', 'NORESPONSE']) {
        const controls = supplierDetailControls(view({ status, tendercollectvia: via, bidmethod: bid }));
        expect(controls).toMatchObject({
          isHardCopy: true,
          showSave: false,
          saveEnabled: false,
          showSubmit: true,
          submitEnabled: false,
          uploadEnabled: false,
          quantityEditable: false,
          priceEditable: false,
          notesEditable: false,
          discountEditable: false,
          declineNeedsReason: false,
        });
      }
    },
  );

  it('price negotiation: quantity and price locked, discount editable, notes still editable', () => {
    expect(supplierDetailControls(view({ pricenegotiation: '1' }))).toMatchObject({
      quantityEditable: false,
      priceEditable: false,
      discountEditable: true,
      notesEditable: true,
    });
  });

  it('discount fields are active only under price negotiation', () => {
    expect(supplierDetailControls(view({})).discountEditable).toBe(false);
    expect(
      supplierDetailControls(view({ status: 'SUBMITED', pricenegotiation: true })).discountEditable,
    ).toBe(false);
  });

  it.each([
    { case: 'WTQUOTE with site inspection', overrides: { hassiteinspection: '1' }, editable: true },
    {
      case: 'NORESPONSE with site inspection',
      overrides: { status: 'NORESPONSE', hassiteinspection: 1 },
      editable: true,
    },
    { case: 'WTQUOTE without site inspection', overrides: { hassiteinspection: '0' }, editable: false },
    {
      case: 'SUBMITED with site inspection',
      overrides: { status: 'SUBMITED', hassiteinspection: '1' },
      editable: false,
    },
    {
      case: 'hard copy not yet inputted, any status',
      overrides: { status: 'SUBMITED', bidmethod: 'HardCopy', inputed: '0', hassiteinspection: true },
      editable: true,
    },
    {
      case: 'hard copy already inputted',
      overrides: { status: 'SUBMITED', bidmethod: 'HardCopy', inputed: '1', hassiteinspection: '1' },
      editable: false,
    },
  ])('site inspection checkbox: $case -> $editable', ({ overrides, editable }) => {
    expect(supplierDetailControls(view(overrides)).siteInspectionEditable).toBe(editable);
  });

  it.each([
    { bidmethod: 'HardCopy', inputed: '0', shown: false },
    { bidmethod: 'HardCopy', inputed: '1', shown: true },
    { bidmethod: 'Online', inputed: '0', shown: true },
  ])('prices shown for bid method $bidmethod, inputed $inputed: $shown', ({ bidmethod, inputed, shown }) => {
    expect(supplierDetailControls(view({ bidmethod, inputed })).showPrices).toBe(shown);
  });

  it('an online tender needs a decline reason', () => {
    expect(supplierDetailControls(view({})).declineNeedsReason).toBe(true);
  });

  it('treats null collect-via and bid method as online', () => {
    expect(supplierDetailControls(view({ tendercollectvia: null, bidmethod: null })).isHardCopy).toBe(false);
  });
});

describe('supplierDetailControls past the closing date (issue 12: read-only)', () => {
  const now = new Date('2026-11-23T06:00:00Z');
  const open = {
    status: 'WTQUOTE',
    tendercollectvia: 'Portal',
    bidmethod: 'Online',
    inputed: '0',
    pricenegotiation: '0',
    hassiteinspection: '1',
  } as const;

  it('keeps an open tender editable', () => {
    const controls = supplierDetailControls({ ...open, closingdate: '2026-11-23T06:00:01Z' }, now);
    expect(controls.closed).toBe(false);
    expect(controls.priceEditable).toBe(true);
  });

  it('turns every action and field off once the closing date is reached', () => {
    const controls = supplierDetailControls({ ...open, closingdate: '2026-11-23T06:00:00Z' }, now);
    expect(controls).toMatchObject({
      closed: true,
      showSave: false,
      showSubmit: false,
      uploadEnabled: false,
      showDecline: false,
      showDeleteSupplierDoc: false,
      quantityEditable: false,
      priceEditable: false,
      notesEditable: false,
      discountEditable: false,
      siteInspectionEditable: false,
    });
  });
});

describe('quotingBlock: why Save, Submit and upload are off (issue 35, item 9)', () => {
  const now = new Date('2026-11-23T06:00:00Z');
  it.each([
    { status: 'WTQUOTE', via: 'Portal', closing: '2026-11-24T06:00:00Z', block: null },
    { status: 'NORESPONSE', via: 'Portal', closing: '2026-11-24T06:00:00Z', block: null },
    { status: 'WTQUOTE', via: 'HardCopy', closing: '2026-11-24T06:00:00Z', block: 'hardCopy' },
    { status: 'NEW', via: 'Portal', closing: '2026-11-24T06:00:00Z', block: 'notAcknowledged' },
    { status: 'DRAFT', via: 'HardCopy', closing: '2026-11-24T06:00:00Z', block: 'notAcknowledged' },
    { status: 'SUBMITED', via: 'Portal', closing: '2026-11-24T06:00:00Z', block: 'submitted' },
    { status: 'DECLINED', via: 'Portal', closing: '2026-11-24T06:00:00Z', block: 'declined' },
    { status: 'CANCELD', via: 'Portal', closing: '2026-11-24T06:00:00Z', block: 'cancelled' },
    { status: 'AWARDED', via: 'Portal', closing: '2026-11-20T06:00:00Z', block: 'closed' },
    { status: 'LOST', via: 'Portal', closing: '2026-11-24T06:00:00Z', block: 'decided' },
    { status: 'WTQUOTE', via: 'HardCopy', closing: '2026-11-23T06:00:00Z', block: 'closed' },
    { status: 'NEW', via: 'Portal', closing: '2026-11-22T06:00:00Z', block: 'closed' },
  ] as const)('$status, $via, closing $closing: $block', ({ status, via, closing, block }) => {
    const controls = supplierDetailControls(
      view({ status, tendercollectvia: via, closingdate: closing }),
      now,
    );
    expect(controls.quotingBlock).toBe(block);
    // The same rule enables the buttons: no reason exactly when they are on.
    expect(controls.submitEnabled).toBe(block === null);
    expect(controls.saveEnabled).toBe(block === null);
    expect(controls.uploadEnabled).toBe(block === null);
    // A shown Submit that is off always has its reason.
    if (controls.showSubmit && !controls.submitEnabled) expect(block).toBe('hardCopy');
  });
});

describe('supplierPrimaryAction: what the state calls for (issue 35, item 8)', () => {
  const now = new Date('2026-11-23T06:00:00Z');
  const closings = ['2026-11-24T06:00:00Z', '2026-11-22T06:00:00Z'];
  const cases = TENDER_STATUSES.flatMap((status) =>
    ['Portal', 'HardCopy'].flatMap((via) => closings.map((closingdate) => ({ status, via, closingdate }))),
  );
  it.each(cases)('$status, $via, closing $closingdate', ({ status, via, closingdate }) => {
    const open = closingdate > now.toISOString();
    const expected =
      open && (status === 'NEW' || status === 'DRAFT')
        ? 'acknowledge'
        : open && QUOTING.has(status)
          ? 'submit'
          : null;
    const controls = supplierDetailControls(view({ status, tendercollectvia: via, closingdate }), now);
    expect(supplierPrimaryAction(controls)).toBe(expected);
  });
});

describe('isLineQuantityEditable (issue 28, finding 4)', () => {
  it.each([
    // header, autocal, qtyrequired, tender allows quantities, editable
    [false, 'Y', true, true, true],
    [false, '', true, true, true],
    ['0', 'Y', '1', true, true],
    [false, 'Y', false, true, false],
    ['0', 'Y', '0', true, false],
    [false, 'Y', true, false, false],
    [true, '', true, true, false],
    ['1', '', '1', true, false],
    [false, '2+3', true, true, false],
  ] as const)(
    'header %s, autocal %s, qtyrequired %s, tender %s: %s',
    (header, autocal, qtyrequired, tender, editable) => {
      expect(isLineQuantityEditable({ header, autocal, qtyrequired }, tender)).toBe(editable);
    },
  );
});
