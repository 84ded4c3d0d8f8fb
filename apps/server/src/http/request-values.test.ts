import { describe, expect, it } from 'vitest';
import { searchPattern, wholeNumber } from './request-values.ts';

describe('searchPattern', () => {
  it.each([
    ['  wool  ', '%wool%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
    ["O'Brien", "%O'Brien%"],
  ])('matches %j literally', (text, pattern) => {
    expect(searchPattern(text)).toBe(pattern);
  });

  it.each([undefined, '', '   '])('is no search for %j', (text) => {
    expect(searchPattern(text)).toBeNull();
  });
});

describe('wholeNumber', () => {
  it.each([
    [7, 7],
    ['7', 7],
    [' 42 ', 42],
    ['0012', 12],
  ])('reads %j as %j', (value, expected) => {
    expect(wholeNumber(value)).toBe(expected);
  });
});
