import { describe, expect, it } from 'vitest';
import { TENDER_STATUSES } from './status.ts';
import { InvalidStatusFilterError, parseStatusFilter, STATUS_FILTER_OPTIONS } from './status-filter.ts';

describe('parseStatusFilter (spec 9 whitelist)', () => {
  it.each([
    ["in ('WTQUOTE')", ['WTQUOTE']],
    ["in ('SUBMITED')", ['SUBMITED']],
    ["in ('LOST')", ['LOST']],
    ["in ('AWARDED')", ['AWARDED']],
    ["in ('DECLINED')", ['DECLINED']],
    ["in ('CANCELD')", ['CANCELD']],
    ["  in ('LOST') \n", ['LOST']],
  ])('%j selects %j', (filter, statuses) => {
    expect(parseStatusFilter(filter)).toEqual(statuses);
  });

  it("selects every status for not in ('')", () => {
    expect(parseStatusFilter("not in ('')")).toEqual([...TENDER_STATUSES]);
  });

  it.each([
    '',
    'WTQUOTE',
    "in ('NEW')",
    "in ('wtquote')",
    "IN ('WTQUOTE')",
    "in ( 'WTQUOTE' )",
    "in ('WTQUOTE','LOST')",
    "in ('WTQUOTE') or 1=1",
    "in ('WTQUOTE'); drop table udztb; --",
    "not in ('')  or 1=1",
  ])('refuses %j', (filter) => {
    expect(() => parseStatusFilter(filter)).toThrow(InvalidStatusFilterError);
  });

  it('refuses a value that is not a string', () => {
    expect(() => parseStatusFilter(42 as unknown as string)).toThrow(InvalidStatusFilterError);
  });

  it('returns a fresh array each time', () => {
    parseStatusFilter("not in ('')").pop();
    expect(parseStatusFilter("not in ('')")).toHaveLength(TENDER_STATUSES.length);
  });

  it('offers All, WTQUOTE, SUBMITED, Lost, Awarded, Declined, Cancelled in this order (spec 4.1)', () => {
    expect(STATUS_FILTER_OPTIONS.map((option) => option.value)).toEqual([
      "not in ('')",
      "in ('WTQUOTE')",
      "in ('SUBMITED')",
      "in ('LOST')",
      "in ('AWARDED')",
      "in ('DECLINED')",
      "in ('CANCELD')",
    ]);
    for (const option of STATUS_FILTER_OPTIONS)
      expect(parseStatusFilter(option.value)).toEqual(option.statuses);
  });
});
