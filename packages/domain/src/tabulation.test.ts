import { describe, expect, it } from 'vitest';
import { type QuotedAmounts, tabulateQuotations } from './tabulation.ts';

const header = (seqno: number) => ({ seqno, header: true, autocal: '' });
const entry = (seqno: number) => ({ seqno, header: false, autocal: 'Y' });
const sum = (seqno: number, parts: string) => ({ seqno, header: false, autocal: parts });

const priced = (seqno: number, total: string | null, disc: string | null = total): QuotedAmounts => ({
  seqno,
  totallineamount: total,
  disclineamt: disc,
});

describe('tabulateQuotations', () => {
  const lines = [header(1), entry(2), entry(3), sum(4, '2+3'), entry(5)];

  it('marks the lowest per entry line, none on headers and sum lines, and adds up entry lines only', () => {
    const result = tabulateQuotations(lines, [
      {
        code: 'A',
        lines: [priced(2, '100.00', '90.00'), priced(3, '50.00'), priced(4, '140.00'), priced(5, '1')],
      },
      { code: 'B', lines: [priced(2, '95.00'), priced(3, '60.00'), priced(4, '155.00'), priced(5, '2.00')] },
    ]);
    expect(result.lines).toEqual([
      { seqno: 1, entry: false, lowest: [], unpriced: [] },
      { seqno: 2, entry: true, lowest: ['A'], unpriced: [] },
      { seqno: 3, entry: true, lowest: ['A'], unpriced: [] },
      { seqno: 4, entry: false, lowest: [], unpriced: [] },
      { seqno: 5, entry: true, lowest: ['A'], unpriced: [] },
    ]);
    expect(result.suppliers).toEqual([
      { code: 'A', total: '151.00', discounttotal: '141.00', unpriced: 0, lowest: true },
      { code: 'B', total: '157.00', discounttotal: '157.00', unpriced: 0, lowest: false },
    ]);
  });

  it.each([
    ['the discounted amount when there is one', priced(2, '10.00', '9.00'), priced(2, '9.50', '9.50'), ['A']],
    [
      'the total when there is no discounted amount',
      priced(2, '10.00', null),
      priced(2, '9.99', null),
      ['B'],
    ],
    ['every supplier on a tie', priced(2, '10', '10.00'), priced(2, '10.00', '10.0'), ['A', 'B']],
    ['the priced one when the other left it blank', priced(2, null, null), priced(2, '99.00'), ['B']],
    ['zero as a price', priced(2, '0.00'), priced(2, '0.01'), ['A']],
  ])('compares on %s', (_, a, b, lowest) => {
    const result = tabulateQuotations(
      [entry(2)],
      [
        { code: 'A', lines: [a] },
        { code: 'B', lines: [b] },
      ],
    );
    expect(result.lines[0]?.lowest).toEqual(lowest);
  });

  it('marks unpriced entry lines, a missing line too, and never a header or a sum line', () => {
    const result = tabulateQuotations(lines, [
      { code: 'A', lines: [priced(2, '10.00'), priced(3, null, null), priced(4, null, null)] },
      { code: 'B', lines: [priced(2, '12.00'), priced(3, '1.00'), priced(5, '1.00')] },
    ]);
    expect(result.lines.map((line) => line.unpriced)).toEqual([[], [], ['A'], [], ['A']]);
    expect(result.suppliers.map((s) => [s.code, s.unpriced, s.lowest])).toEqual([
      ['A', 2, false],
      ['B', 0, true],
    ]);
  });

  it('ranks among the suppliers who priced everything, else among those who priced something', () => {
    const incomplete = tabulateQuotations(
      [entry(1), entry(2)],
      [
        { code: 'A', lines: [priced(1, '1.00')] },
        { code: 'B', lines: [priced(1, '5.00')] },
        { code: 'C', lines: [] },
      ],
    );
    expect(incomplete.suppliers.map((s) => s.lowest)).toEqual([true, false, false]);
    const nothing = tabulateQuotations([entry(1)], [{ code: 'A', lines: [] }]);
    expect(nothing.suppliers).toEqual([
      { code: 'A', total: '0.00', discounttotal: '0.00', unpriced: 1, lowest: false },
    ]);
  });

  it('adds exactly: no binary fraction, and past the safe integer range', () => {
    const tenths = Array.from({ length: 10 }, (_, i) => entry(i + 1));
    const result = tabulateQuotations(tenths, [
      { code: 'A', lines: tenths.map((line) => priced(line.seqno, '0.10')) },
    ]);
    expect(result.suppliers[0]?.total).toBe('1.00');
    const big = tabulateQuotations(
      [entry(1), entry(2)],
      [{ code: 'A', lines: [priced(1, '99999999999999999.99'), priced(2, '0.01')] }],
    );
    expect(big.suppliers[0]?.discounttotal).toBe('100000000000000000.00');
  });

  it('answers no lines and no suppliers for an empty comparison', () => {
    expect(tabulateQuotations([], [])).toEqual({ lines: [], suppliers: [] });
  });
});
