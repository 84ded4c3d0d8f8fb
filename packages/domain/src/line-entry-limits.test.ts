import { describe, expect, it } from 'vitest';
import {
  checkLineField,
  defaultQuantityOnSave,
  isLineNotesTooLong,
  LINE_NOTES_MAX_LENGTH,
  type LineEntry,
  type LineEntryField,
} from './line-entry-limits.ts';

/** Every refused field of a line entry, as the cells of one line report them. */
function issuesOf(entry: LineEntry) {
  return (Object.entries(entry) as [LineEntryField, string | null][]).flatMap(([field, text]) => {
    const problem = checkLineField(field, text);
    return problem ? [{ field, problem }] : [];
  });
}

describe('checkLineField (spec 5 limits)', () => {
  it.each([
    { case: 'quantity 1 is the minimum', entry: { quantity: '1' }, issues: [] },
    { case: 'quantity 1.25', entry: { quantity: '1.25' }, issues: [] },
    {
      case: 'quantity 1.500 has 3 decimals as typed',
      entry: { quantity: '1.500' },
      issues: [['quantity', 'too-many-decimals']],
    },
    { case: 'quantity 1,000', entry: { quantity: '1,000' }, issues: [] },
    { case: 'quantity empty is allowed', entry: { quantity: '' }, issues: [] },
    { case: 'quantity null is allowed', entry: { quantity: null }, issues: [] },
    { case: 'quantity 0.99', entry: { quantity: '0.99' }, issues: [['quantity', 'below-minimum']] },
    { case: 'quantity 0', entry: { quantity: '0' }, issues: [['quantity', 'below-minimum']] },
    { case: 'quantity 1.005', entry: { quantity: '1.005' }, issues: [['quantity', 'too-many-decimals']] },
    { case: 'quantity abc', entry: { quantity: 'abc' }, issues: [['quantity', 'not-a-number']] },
    { case: 'disc 0 is the minimum', entry: { disc: '0' }, issues: [] },
    { case: 'disc 100 is the maximum', entry: { disc: '100' }, issues: [] },
    { case: 'disc 150.5 is over 100', entry: { disc: '150.5' }, issues: [['disc', 'above-maximum']] },
    { case: 'disc -0.01', entry: { disc: '-0.01' }, issues: [['disc', 'negative']] },
    { case: 'disc 10.123', entry: { disc: '10.123' }, issues: [['disc', 'too-many-decimals']] },
    { case: 'price 0', entry: { unitprice: '0' }, issues: [] },
    {
      case: 'price with 3 decimals',
      entry: { unitprice: '1.005' },
      issues: [['unitprice', 'too-many-decimals']],
    },
    { case: 'price 0.004', entry: { unitprice: '0.004' }, issues: [['unitprice', 'too-many-decimals']] },
    { case: 'price negative', entry: { unitprice: '-1' }, issues: [['unitprice', 'negative']] },
    { case: 'price 1,5', entry: { unitprice: '1,5' }, issues: [['unitprice', 'not-a-number']] },
    { case: 'price 1e9', entry: { unitprice: '1e9' }, issues: [['unitprice', 'not-a-number']] },
    {
      case: 'price of 17 integer digits',
      entry: { unitprice: '12345678901234567' },
      issues: [['unitprice', 'too-large']],
    },
    { case: 'price of 16 integer digits', entry: { unitprice: '1234567890123456.99' }, issues: [] },
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
    expect(issuesOf(entry)).toEqual(issues.map(([field, problem]) => ({ field, problem })));
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

  it('keeps a blank quantity of a qtyrequired line blank, so the submission flags it', () => {
    expect(defaultQuantityOnSave('', true)).toBeNull();
    expect(defaultQuantityOnSave(null, true)).toBeNull();
    expect(defaultQuantityOnSave('3', true)).toBe('3.00');
  });
});

describe('checkLineField', () => {
  it.each([
    ['quantity', '', null],
    ['quantity', '0.5', 'below-minimum'],
    ['disc', '100.01', 'above-maximum'],
    ['disc', '0', null],
    ['totallineamount', '123456789012345678.99', null],
    ['totallineamount', '1234567890123456789', 'too-large'],
    ['unitprice', ',5', 'not-a-number'],
  ] as const)('%s %j -> %s', (field, text, expected) => {
    expect(checkLineField(field, text)).toBe(expected);
  });
});

describe('isLineNotesTooLong (the save body limit)', () => {
  it.each([
    ['', false],
    ['x'.repeat(LINE_NOTES_MAX_LENGTH), false],
    ['x'.repeat(LINE_NOTES_MAX_LENGTH + 1), true],
    ['😀'.repeat(LINE_NOTES_MAX_LENGTH), false],
    ['😀'.repeat(LINE_NOTES_MAX_LENGTH + 1), true],
  ])('notes of %#: too long %j', (notes, tooLong) => {
    expect(isLineNotesTooLong(notes)).toBe(tooLong);
  });
});
