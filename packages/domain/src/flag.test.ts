import { describe, expect, it } from 'vitest';
import { isFlagSet, isHardCopyValue } from './flag.ts';

describe('isFlagSet', () => {
  it.each([
    [true, true],
    ['1', true],
    [1, true],
    ['Y', true],
    ['true', true],
    [false, false],
    ['0', false],
    [0, false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('isFlagSet(%j) = %j', (value, set) => {
    expect(isFlagSet(value)).toBe(set);
  });
});

describe('isHardCopyValue', () => {
  it.each([
    ['HardCopy', true],
    ['hardcopy', true],
    [' HARDCOPY ', true],
    ['Hard Copy', false],
    ['Email', false],
    ['', false],
    [null, false],
  ])('isHardCopyValue(%j) = %j', (value, hardCopy) => {
    expect(isHardCopyValue(value)).toBe(hardCopy);
  });
});
