import { describe, expect, it } from 'vitest';
import { clampDiscountRate, defaultQuantityOnSave, validateLineEntry } from './line-entry-limits.ts';

describe('validateLineEntry (spec 5 limits)', () => {
  it.each([
    { case: 'quantity 1 is the minimum', entry: { quantity: '1' }, issues: [] },
    { case: 'quantity 1.25', entry: { quantity: '1.25' }, issues: [] },
    { case: 'quantity 1.500 has 1 decimal', entry: { quantity: '1.500' }, issues: [] },
    { case: 'quantity 1,000', entry: { quantity: '1,000' }, issues: [] },
    { case: 'quantity empty is allowed', entry: { quantity: '' }, issues: [] },
    { case: 'quantity null is allowed', entry: { quantity: null }, issues: [] },
    { case: 'quantity 0.99', entry: { quantity: '0.99' }, issues: [['quantity', 'below-minimum']] },
    { case: 'quantity 0', entry: { quantity: '0' }, issues: [['quantity', 'below-minimum']] },
    { case: 'quantity 1.005', entry: { quantity: '1.005' }, issues: [['quantity', 'too-many-decimals']] },
    { case: 'quantity abc', entry: { quantity: 'abc' }, issues: [['quantity', 'not-a-number']] },
    { case: 'disc 0 is the minimum', entry: { disc: '0' }, issues: [] },
    { case: 'disc 150.5 (no maximum)', entry: { disc: '150.5' }, issues: [] },
    { case: 'disc -0.01', entry: { disc: '-0.01' }, issues: [['disc', 'below-minimum']] },
    { case: 'disc 10.123', entry: { disc: '10.123' }, issues: [['disc', 'too-many-decimals']] },
    { case: 'price 0', entry: { unitprice: '0' }, issues: [] },
    { case: 'price with 3 decimals is rounded, not refused', entry: { unitprice: '1.005' }, issues: [] },
    { case: 'price negative', entry: { unitprice: '-1' }, issues: [['unitprice', 'below-minimum']] },
    {
      case: 'total not a number',
      entry: { totallineamount: '1-2' },
      issues: [['totallineamount', 'not-a-number']],
    },
    {
      case: 'several fields at once',
      entry: { quantity: '0.5', unitprice: 'x', disc: '1.111' },
      issues: [
        ['quantity', 'below-minimum'],
        ['unitprice', 'not-a-number'],
        ['disc', 'too-many-decimals'],
      ],
    },
  ])('$case', ({ entry, issues }) => {
    expect(validateLineEntry(entry)).toEqual(issues.map(([field, problem]) => ({ field, problem })));
  });
});

describe('defaultQuantityOnSave (spec 5: quantity defaults to 1 on save)', () => {
  it.each([
    [null, '1.00'],
    ['', '1.00'],
    ['  ', '1.00'],
    ['2', '2.00'],
    ['1,500.5', '1500.50'],
  ])('defaultQuantityOnSave(%j) = %j', (quantity, expected) => {
    expect(defaultQuantityOnSave(quantity)).toBe(expected);
  });
});

describe('clampDiscountRate (spec 5: 0..100, 2 decimals)', () => {
  it.each([
    ['50', '50.00'],
    ['100', '100.00'],
    ['100.01', '100.00'],
    ['150', '100.00'],
    ['-5', '0.00'],
    ['12.345', '12.35'],
    ['abc', '0.00'],
    ['', ''],
  ])('clampDiscountRate(%j) = %j', (rate, expected) => {
    expect(clampDiscountRate(rate)).toBe(expected);
  });
});
