import { describe, expect, it } from 'vitest';
import { isQuantityTimesPrice, isSumLine, parseAutocal } from './autocal.ts';

describe('autocal', () => {
  it.each([
    ['3+4+7', [3, 4, 7]],
    ['12', [12]],
    [' 3 + 4 ', [3, 4]],
    ['', null],
    ['Y', null],
    ['y', null],
    ['3+', null],
    ['+3', null],
    ['3++4', null],
    ['3,4', null],
    ['3-4', null],
    [null, null],
  ])('parseAutocal(%j) = %j', (autocal, parts) => {
    expect(parseAutocal(autocal)).toEqual(parts);
    expect(isSumLine(autocal)).toBe(parts !== null);
  });

  it.each([
    ['Y', true],
    [' y ', true],
    ['', false],
    ['N', false],
    ['3+4', false],
    [null, false],
  ])('isQuantityTimesPrice(%j) = %j', (autocal, expected) => {
    expect(isQuantityTimesPrice(autocal)).toBe(expected);
  });
});
