import { describe, expect, it } from 'vitest';
import {
  canDeleteSupplierDocumentIn,
  isAwaitingSupplier,
  isQuotingStatus,
  isTenderStatus,
  STATUS_BADGE_COLOUR,
  STATUS_LABEL_KEY,
  TENDER_STATUSES,
} from './status.ts';

describe('tender statuses (spec 4.1)', () => {
  it.each([
    ['NEW', '#237804'],
    ['DRAFT', 'default'],
    ['WTQUOTE', '#8b5a2b'],
    ['NORESPONSE', '#46607a'],
    ['SUBMITED', '#8b5a2b'],
    ['LOST', 'red'],
    ['AWARDED', '#237804'],
    ['DECLINED', 'red'],
    ['CANCELD', '#46607a'],
  ] as const)('%s has badge colour %s', (status, colour) => {
    expect(STATUS_BADGE_COLOUR[status]).toBe(colour);
  });

  it('gives every status a label key', () => {
    for (const status of TENDER_STATUSES) expect(STATUS_LABEL_KEY[status]).toBe(`status.${status}`);
  });

  it.each([
    ['WTQUOTE', true],
    ['CANCELD', true],
    ['SUBMITTED', false],
    ['wtquote', false],
    ['', false],
  ])('isTenderStatus(%j) = %j', (value, known) => {
    expect(isTenderStatus(value)).toBe(known);
  });
});

// What the supplier may still do in each status (spec 4.2, 4.3): quote, be waited for, delete a document.
describe.each([
  ['NEW', { quoting: false, awaiting: true, deleteDocument: false }],
  ['DRAFT', { quoting: false, awaiting: true, deleteDocument: false }],
  ['WTQUOTE', { quoting: true, awaiting: true, deleteDocument: true }],
  ['NORESPONSE', { quoting: true, awaiting: true, deleteDocument: false }],
  ['SUBMITED', { quoting: false, awaiting: false, deleteDocument: false }],
  ['LOST', { quoting: false, awaiting: false, deleteDocument: false }],
  ['AWARDED', { quoting: false, awaiting: false, deleteDocument: false }],
  ['DECLINED', { quoting: false, awaiting: false, deleteDocument: false }],
  ['CANCELD', { quoting: false, awaiting: false, deleteDocument: false }],
  ['wtquote', { quoting: false, awaiting: false, deleteDocument: false }],
  ['', { quoting: false, awaiting: false, deleteDocument: false }],
])('in %s', (status, expected) => {
  it(`the supplier ${expected.quoting ? 'may' : 'may not'} quote`, () => {
    expect(isQuotingStatus(status)).toBe(expected.quoting);
  });
  it(`the invitation ${expected.awaiting ? 'waits' : 'does not wait'} for the supplier`, () => {
    expect(isAwaitingSupplier(status)).toBe(expected.awaiting);
  });
  it(`a supplier document ${expected.deleteDocument ? 'may' : 'may not'} be deleted`, () => {
    expect(canDeleteSupplierDocumentIn(status)).toBe(expected.deleteDocument);
  });
});
