import { describe, expect, it } from 'vitest';
import { calculateLines } from './line-calculation.ts';
import { summarizeLines } from './line-summary.ts';
import { buildHeader, buildLine, buildSumLine } from './testing/build-line.ts';

describe('summarizeLines', () => {
  it('sums the entry lines only: headers and sum lines are not counted twice', () => {
    const lines = [
      buildHeader(1),
      buildLine({ seqno: 2, quantity: '2', unitprice: '10', disc: '50' }),
      buildLine({ seqno: 3, quantity: '1', unitprice: '0.1' }),
      buildSumLine(4, [2, 3]),
      buildLine({ seqno: 5, autocal: '', totallineamount: '0.2' }),
    ];
    expect(summarizeLines(calculateLines(lines), lines)).toEqual({ total: '20.30', discounted: '10.30' });
  });

  it('counts lines without amounts as 0', () => {
    const lines = [buildLine({ seqno: 1 }), buildLine({ seqno: 2, quantity: '1', unitprice: '5' })];
    expect(summarizeLines(calculateLines(lines), lines)).toEqual({ total: '5.00', discounted: '5.00' });
  });

  it('is 0.00 for an empty tender', () => {
    expect(summarizeLines([], [])).toEqual({ total: '0.00', discounted: '0.00' });
  });

  it('matches amounts to lines by seqno, not by position', () => {
    const lines = [buildSumLine(1, [2]), buildLine({ seqno: 2, quantity: '1', unitprice: '3' })];
    const amounts = calculateLines(lines).reverse();
    expect(summarizeLines(amounts, lines).total).toBe('3.00');
  });
});
