import { describe, expect, it } from 'vitest';
import {
  isTenderStatus,
  QUOTING_STATUSES,
  STATUS_BADGE_COLOUR,
  STATUS_LABEL_KEY,
  TENDER_STATUSES,
} from './status.ts';

describe('tender statuses (spec 4.1)', () => {
  it('lists the nine statuses with their stored spelling', () => {
    expect(TENDER_STATUSES).toEqual([
      'NEW',
      'DRAFT',
      'WTQUOTE',
      'NORESPONSE',
      'SUBMITED',
      'LOST',
      'AWARDED',
      'DECLINED',
      'CANCELD',
    ]);
  });

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

  it('quotes in WTQUOTE and NORESPONSE', () => {
    expect(QUOTING_STATUSES).toEqual(['WTQUOTE', 'NORESPONSE']);
  });
});
