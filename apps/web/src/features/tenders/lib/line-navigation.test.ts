import { describe, expect, it } from 'vitest';
import { pageOf, stepTarget } from './line-navigation';

// Seq numbers are their own positions here, as in a tender numbered 1..n.
const indexOf = (seqno: number) => seqno - 1;

describe('stepTarget', () => {
  const attention = [3, 7, 70];

  it('goes to the next line needing attention after the current one, across pages', () => {
    expect(stepTarget(attention, indexOf, 7, 1)).toBe(70);
    expect(stepTarget(attention, indexOf, 8, 1)).toBe(70);
  });

  it('wraps round at the ends', () => {
    expect(stepTarget(attention, indexOf, 70, 1)).toBe(3);
    expect(stepTarget(attention, indexOf, 3, -1)).toBe(70);
  });

  it('goes back to the previous one', () => {
    expect(stepTarget(attention, indexOf, 70, -1)).toBe(7);
    expect(stepTarget(attention, indexOf, 5, -1)).toBe(3);
  });

  it('starts at the first (or last) without a current line, and has nowhere to go without any', () => {
    expect(stepTarget(attention, indexOf, null, 1)).toBe(3);
    expect(stepTarget(attention, indexOf, null, -1)).toBe(70);
    expect(stepTarget([], indexOf, 5, 1)).toBeNull();
  });
});

describe('pageOf', () => {
  it('counts 30 lines a page', () => {
    const order = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(pageOf(order, 1)).toBe(1);
    expect(pageOf(order, 30)).toBe(1);
    expect(pageOf(order, 31)).toBe(2);
    expect(pageOf([5, 70], 70)).toBe(1);
  });
});
