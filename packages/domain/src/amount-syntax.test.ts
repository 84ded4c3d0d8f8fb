import { describe, expect, it } from 'vitest';
import { checkAmountSyntax } from './amount-syntax.ts';

describe('checkAmountSyntax', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['0', null],
    ['5', null],
    ['1234', null],
    ['1,234', null],
    ['1,234,567.89', null],
    ['12,345.5', null],
    [' 1,234.50 ', null],
    ['0.25', null],
    ['100', null],
    // Issue 14 item 16: what a person would not mean.
    [',5', 'not-a-number'],
    ['1,5', 'not-a-number'],
    ['1,2,3', 'not-a-number'],
    ['1e9', 'not-a-number'],
    ['+5', 'not-a-number'],
    ['.5', 'not-a-number'],
    ['5.', 'not-a-number'],
    ['1.2.3', 'not-a-number'],
    ['1 234', 'not-a-number'],
    ['12,34', 'not-a-number'],
    ['1234,567', 'not-a-number'],
    ['abc', 'not-a-number'],
    ['Infinity', 'not-a-number'],
    ['NaN', 'not-a-number'],
    ['0x10', 'not-a-number'],
    ['１２', 'not-a-number'],
    ['-5', 'negative'],
    ['-1,234.5', 'negative'],
    ['0.004', 'too-many-decimals'],
    ['1.005', 'too-many-decimals'],
  ] as const)('%j -> %s', (text, expected) => {
    expect(checkAmountSyntax(text)).toBe(expected);
  });

  it('allows more decimals when asked', () => {
    expect(checkAmountSyntax('0.0045', 4)).toBeNull();
    expect(checkAmountSyntax('0.00451', 4)).toBe('too-many-decimals');
  });

  it('treats null as no value', () => {
    expect(checkAmountSyntax(null)).toBeNull();
    expect(checkAmountSyntax(undefined)).toBeNull();
  });
});
