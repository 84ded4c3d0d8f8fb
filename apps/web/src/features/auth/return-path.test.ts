import { describe, expect, it } from 'vitest';
import { afterSignInPath, askedPathIn, carryAsked, mayOpen, safeReturnPath } from './return-path';

const supplier = { issupplier: 1, emailverified: 1 } as const;
const staff = { issupplier: 0, emailverified: 1 } as const;
const buyer = { issupplier: 0, emailverified: 1, isbuyer: 1 } as const;
const approver = { issupplier: 0, emailverified: 1, isbuyer: 0, isapprover: 1 } as const;

describe('safeReturnPath', () => {
  it.each([
    ['/tenderdetail/T-1-S1/3/WTQUOTE', '/tenderdetail/T-1-S1/3/WTQUOTE'],
    ['/tender-list?page=2&status=NEW', '/tender-list?page=2&status=NEW'],
    ['/mycompanyprofile#contacts', '/mycompanyprofile#contacts'],
    ['/tenderdetail/T%2F1/1/NEW/caf%C3%A9', '/tenderdetail/T%2F1/1/NEW/caf%C3%A9'],
    // Dot segments are resolved, and cannot climb above the root.
    ['/tenders/../homepage', '/homepage'],
    ['/../../etc', '/etc'],
  ])('keeps the app path %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/tenders'],
    ['a scheme without slashes', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.example/tenders'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash later on', '/tenders/\\/evil.example'],
    ['a tab the parser drops', '/\t/evil.example'],
    ['a newline the parser drops', '/\n/evil.example'],
    ['a leading space', ' /tenders'],
    ['a relative path', 'tenders'],
    ['an empty string', ''],
    ['the login page', '/login'],
    ['the login page with a query', '/login?langcode=ZH'],
    ['the forgot-password page', '/forgetpassword'],
    ['the password change', '/changepassword/'],
    ['something too long', `/tenders?q=${'x'.repeat(2000)}`],
  ])('refuses %s', (_, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['/tenders']])('refuses the non-string %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('mayOpen', () => {
  it('lets a supplier open any page of the app', () => {
    expect(mayOpen(supplier, '/mycompanyprofile')).toBe(true);
    expect(mayOpen(supplier, '/tenderdetail/T-1-S1/3/WTQUOTE')).toBe(true);
  });

  it.each([
    ['/tenders', true],
    ['/tenders?supplier=ACME', true],
    ['/tenderdetail/T-1-S1/ACME/WTQUOTE/HKHQ/T-1', true],
    ['/homepage', false],
    ['/tender-list', false],
    ['/mycompanyprofile', false],
    ['/workorder-list', false],
    ['/tendersx', false],
  ])('lets staff open %s: %s (spec 2.2)', (path, allowed) => {
    expect(mayOpen(staff, path)).toBe(allowed);
  });
});

describe('the buyer console (issue 17)', () => {
  it.each([
    ['/buyer', true, false],
    ['/buyer/rfq/new', true, false],
    ['/buyer/rfq/RFQ-2026-B0001/edit', true, false],
    ['/buyer/questions?unanswered=1', true, false],
    ['/tenders', true, true],
    ['/buyerx', false, false],
    ['/homepage', false, false],
    // Issue 35: a buyer chooses there how the suppliers' actions are mailed.
    ['/accountsettings', true, false],
  ])('%s: a buyer may open it (%s), staff without the role (%s)', (path, forBuyer, forStaff) => {
    expect(mayOpen(buyer, path)).toBe(forBuyer);
    expect(mayOpen(staff, path)).toBe(forStaff);
  });

  it('lands a buyer on the console, unless a page they may open was asked for', () => {
    expect(afterSignInPath(buyer, null)).toBe('/buyer');
    expect(afterSignInPath(buyer, '/buyer/rfq/RFQ-1/edit')).toBe('/buyer/rfq/RFQ-1/edit');
    expect(afterSignInPath(buyer, '/tenders?supplier=ACME')).toBe('/tenders?supplier=ACME');
    expect(afterSignInPath(buyer, '/mycompanyprofile')).toBe('/buyer');
    expect(afterSignInPath(staff, '/buyer')).toBe('/tenders');
  });
});

describe('the approver (issue 29)', () => {
  it.each([
    ['/buyer', true],
    ['/buyer/approvals', true],
    ['/buyer/rfq/RFQ-1', true],
    ['/tenders', true],
    ['/homepage', false],
    ['/accountsettings', false],
  ])('%s: an approver may open it (%s)', (path, expected) => {
    expect(mayOpen(approver, path)).toBe(expected);
  });

  it('lands an approver without the buyer role on the approvals, a buyer-approver on the console', () => {
    expect(afterSignInPath(approver, null)).toBe('/buyer/approvals');
    expect(afterSignInPath(approver, '/buyer/rfq/RFQ-1?tab=comparison')).toBe(
      '/buyer/rfq/RFQ-1?tab=comparison',
    );
    expect(afterSignInPath({ ...approver, isbuyer: 1 }, null)).toBe('/buyer');
  });
});

describe('afterSignInPath', () => {
  it('returns a supplier to the tender they asked for', () => {
    expect(afterSignInPath(supplier, '/tenderdetail/T-1-S1/3/WTQUOTE?x=1')).toBe(
      '/tenderdetail/T-1-S1/3/WTQUOTE?x=1',
    );
  });

  it('sends each role home when nothing, or nothing usable, was asked', () => {
    expect(afterSignInPath(supplier, null)).toBe('/homepage');
    expect(afterSignInPath(staff, undefined)).toBe('/tenders');
    expect(afterSignInPath(supplier, '//evil.example')).toBe('/homepage');
    expect(afterSignInPath(supplier, 'https://evil.example')).toBe('/homepage');
  });

  it('sends staff home from a page their role may not open', () => {
    expect(afterSignInPath(staff, '/mycompanyprofile')).toBe('/tenders');
    expect(afterSignInPath(staff, '/tenderdetail/T-1-S1/ACME/WTQUOTE/HKHQ/T-1')).toBe(
      '/tenderdetail/T-1-S1/ACME/WTQUOTE/HKHQ/T-1',
    );
  });

  it('sends a user who must change the password to the change first', () => {
    expect(afterSignInPath({ issupplier: 1, emailverified: 0 }, '/tender-list')).toBe('/changepassword');
  });
});

describe('the asked page in router state', () => {
  it('is carried along and read back', () => {
    expect(askedPathIn(carryAsked('/tender-list?page=2'))).toBe('/tender-list?page=2');
    expect(carryAsked('/tenders', { loginid: 'amy' })).toEqual({ loginid: 'amy', next: '/tenders' });
    expect(carryAsked(null, { loginid: 'amy' })).toEqual({ loginid: 'amy' });
  });

  it('is checked again when read, since any script of the page can write history state', () => {
    expect(askedPathIn({ next: '//evil.example' })).toBeNull();
    expect(askedPathIn({ next: 7 })).toBeNull();
    expect(askedPathIn(null)).toBeNull();
    expect(askedPathIn('/tenders')).toBeNull();
  });
});
