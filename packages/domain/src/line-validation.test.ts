import { describe, expect, it } from 'vitest';
import {
  findFlaggedLines,
  findLinesMissingAmounts,
  type LineCheckInput,
  type LineSaveCheckInput,
} from './line-validation.ts';

function check(overrides: Partial<LineCheckInput>): LineCheckInput {
  return {
    seqno: 1,
    header: false,
    autocal: 'Y',
    required: false,
    qtyrequired: false,
    totalamountreq: false,
    quantity: '1',
    unitprice: '10',
    totallineamount: '10',
    ...overrides,
  };
}

describe('findFlaggedLines (spec 5: required entry cells)', () => {
  it.each([
    { case: 'required, price not a number', line: { required: true, unitprice: 'abc' }, flagged: true },
    {
      case: 'required, total not a number',
      line: { required: true, totallineamount: '1..2' },
      flagged: true,
    },
    {
      case: 'total required, price not a number',
      line: { totalamountreq: true, unitprice: 'x' },
      flagged: true,
    },
    { case: 'required, price empty', line: { required: true, unitprice: null }, flagged: true },
    { case: 'required, price blank', line: { required: true, unitprice: '  ' }, flagged: true },
    {
      case: 'required, price empty on a sum line (computed)',
      line: { required: true, unitprice: null, autocal: '2+3' },
      flagged: false,
    },
    {
      case: 'total required, total empty',
      line: { totalamountreq: true, totallineamount: null },
      flagged: true,
    },
    {
      case: 'total required, total empty on a sum line',
      line: { totalamountreq: true, totallineamount: null, autocal: '2+3' },
      flagged: true,
    },
    {
      case: 'total required, price empty but total given',
      line: { totalamountreq: true, unitprice: null },
      flagged: false,
    },
    { case: 'required and filled in', line: { required: true, totalamountreq: true }, flagged: false },
    {
      case: 'required, thousands commas are numbers',
      line: { required: true, unitprice: '1,234.50' },
      flagged: false,
    },
    {
      case: 'neither required: bad price is not flagged',
      line: { unitprice: 'abc', totallineamount: null },
      flagged: false,
    },
    {
      case: 'header is never flagged',
      line: { header: true, required: true, unitprice: 'abc' },
      flagged: false,
    },
    { case: 'quantity required and empty', line: { qtyrequired: true, quantity: null }, flagged: true },
    { case: 'quantity required and blank', line: { qtyrequired: true, quantity: ' ' }, flagged: true },
    {
      case: 'quantity required and empty on a sum line',
      line: { qtyrequired: true, quantity: null, autocal: '2+3' },
      flagged: false,
    },
    { case: 'quantity required and given', line: { qtyrequired: true, quantity: '2' }, flagged: false },
    {
      case: 'quantity required on a header',
      line: { header: true, qtyrequired: true, quantity: null },
      flagged: false,
    },
  ])('$case -> flagged $flagged', ({ line, flagged }) => {
    expect(findFlaggedLines([check(line)])).toEqual(flagged ? [1] : []);
  });

  it('lists the flagged seq numbers in line order', () => {
    const lines = [
      check({ seqno: 5, required: true, unitprice: null }),
      check({ seqno: 2 }),
      check({ seqno: 9, qtyrequired: true, quantity: null }),
    ];
    expect(findFlaggedLines(lines)).toEqual([5, 9]);
  });
});

function saved(overrides: Partial<LineSaveCheckInput>): LineSaveCheckInput {
  return {
    seqno: 1,
    header: false,
    autocal: 'Y',
    unitprice: '10',
    totallineamount: '10',
    disclineamt: '10',
    ...overrides,
  };
}

describe('findLinesMissingAmounts (spec 5: a saved price needs a total and a discount amount)', () => {
  it.each([
    { case: 'price, total and discount amount', line: {}, listed: false },
    { case: 'price without total', line: { totallineamount: null }, listed: true },
    { case: 'price without discount amount', line: { disclineamt: '' }, listed: true },
    {
      case: 'no price at all',
      line: { unitprice: null, totallineamount: null, disclineamt: null },
      listed: false,
    },
    { case: 'header', line: { header: true, totallineamount: null }, listed: false },
    { case: 'sum line', line: { autocal: '1+2', totallineamount: null }, listed: false },
  ])('$case -> listed $listed', ({ line, listed }) => {
    expect(findLinesMissingAmounts([saved(line)])).toEqual(listed ? [1] : []);
  });
});
