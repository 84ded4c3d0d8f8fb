import { type SupplierDetailView, supplierDetailControls } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { detailActions, offReasons } from './detail-actions';

const NOW = new Date('2026-11-23T06:00:00Z');
const OPEN = '2026-11-30T06:00:00Z';
const PAST = '2026-11-20T06:00:00Z';

function actionsOf(view: Partial<SupplierDetailView>, readOnly = false, siteInspections = 0) {
  const controls = supplierDetailControls({ ...baseView(), ...view }, NOW);
  return detailActions({ controls, readOnly, siteInspections });
}

const keys = (view: Partial<SupplierDetailView>, siteInspections = 0) =>
  actionsOf(view, false, siteInspections).all.map((action) => action.key);

describe('detailActions: the primary action (issue 35, item 8)', () => {
  it.each([
    { status: 'NEW', via: 'Portal', closing: OPEN, primary: 'acknowledge' },
    { status: 'DRAFT', via: 'Portal', closing: OPEN, primary: 'acknowledge' },
    { status: 'WTQUOTE', via: 'Portal', closing: OPEN, primary: 'submit' },
    { status: 'NORESPONSE', via: 'Portal', closing: OPEN, primary: 'submit' },
    { status: 'WTQUOTE', via: 'HardCopy', closing: OPEN, primary: 'submit' },
    { status: 'WTQUOTE', via: 'Portal', closing: PAST, primary: null },
    { status: 'SUBMITED', via: 'Portal', closing: OPEN, primary: null },
    { status: 'DECLINED', via: 'Portal', closing: OPEN, primary: null },
    { status: 'AWARDED', via: 'Portal', closing: PAST, primary: null },
  ])('$status via $via closing $closing: $primary', ({ status, via, closing, primary }) => {
    const actions = actionsOf({ status, tendercollectvia: via, closingdate: closing });
    expect(actions.primary?.key ?? null).toBe(primary);
    // The primary action is one of the buttons shown, not a second copy of one.
    if (actions.primary) expect(actions.all).toContain(actions.primary);
  });

  it('staff looking get Print alone and no primary action', () => {
    const actions = actionsOf({ status: 'WTQUOTE' }, true, 2);
    expect(actions.primary).toBeNull();
    expect(actions.all.map((action) => action.key)).toEqual(['print']);
  });

  it.each([
    {
      view: { status: 'WTQUOTE' },
      sites: 1,
      keys: 'save submit decline print qa upload supplierDocs attachments site',
    },
    {
      view: { status: 'NEW' },
      sites: 0,
      keys: 'acknowledge decline print qa upload supplierDocs attachments',
    },
    // A hard-copy tender: no Save, no Add Attachments, Submit shown but off.
    {
      view: { status: 'WTQUOTE', tendercollectvia: 'HardCopy' },
      sites: 0,
      keys: 'submit decline print qa supplierDocs attachments',
    },
  ])(
    'keeps the desktop order, the quotation, Print, then the tools: $keys',
    ({ view, sites, keys: expected }) => {
      expect(keys(view, sites).join(' ')).toBe(expected);
    },
  );
});

describe('offReasons: every button that is off says why (issue 35, item 9)', () => {
  it.each([
    { view: { status: 'WTQUOTE' }, reasons: [] },
    {
      view: { status: 'WTQUOTE', tendercollectvia: 'HardCopy' },
      reasons: [{ block: 'hardCopy', keys: ['submit'] }],
    },
    { view: { status: 'NEW' }, reasons: [{ block: 'notAcknowledged', keys: ['upload'] }] },
    { view: { status: 'SUBMITED' }, reasons: [{ block: 'submitted', keys: ['upload'] }] },
    { view: { status: 'DECLINED' }, reasons: [{ block: 'declined', keys: ['upload'] }] },
    { view: { status: 'WTQUOTE', closingdate: PAST }, reasons: [{ block: 'closed', keys: ['upload'] }] },
    { view: { status: 'LOST' }, reasons: [{ block: 'decided', keys: ['upload'] }] },
  ] as const)('$view.status $view.tendercollectvia $view.closingdate', ({ view, reasons }) => {
    const actions = actionsOf(view).all;
    expect(offReasons(actions)).toEqual(reasons);
    // The reason and the button's state come from one rule: every button off has one, none on has one.
    const controls = supplierDetailControls({ ...baseView(), ...view }, NOW);
    for (const action of actions) {
      const enabled =
        action.key === 'submit'
          ? controls.submitEnabled
          : action.key === 'save'
            ? controls.saveEnabled
            : action.key === 'upload'
              ? controls.uploadEnabled
              : true;
      expect(action.block === null, action.key).toBe(enabled);
    }
  });
});

function baseView(): SupplierDetailView {
  return {
    status: 'WTQUOTE',
    tendercollectvia: 'Portal',
    bidmethod: 'Online',
    inputed: '0',
    pricenegotiation: '0',
    hassiteinspection: '0',
    closingdate: OPEN,
  };
}
