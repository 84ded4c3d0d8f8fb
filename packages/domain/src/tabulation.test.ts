import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateLines } from './line-calculation.ts';
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
    const none = { quantityDiffers: [] };
    expect(result.lines).toEqual([
      { seqno: 1, entry: false, lowest: [], unpriced: [], compared: [null, null], ...none },
      { seqno: 2, entry: true, lowest: ['A'], unpriced: [], compared: ['90.00', '95.00'], ...none },
      { seqno: 3, entry: true, lowest: ['A'], unpriced: [], compared: ['50.00', '60.00'], ...none },
      { seqno: 4, entry: false, lowest: [], unpriced: [], compared: [null, null], ...none },
      { seqno: 5, entry: true, lowest: ['A'], unpriced: [], compared: ['1.00', '2.00'], ...none },
    ]);
    expect(result.suppliers).toEqual([
      {
        code: 'A',
        total: '151.00',
        discounttotal: '141.00',
        comparabletotal: '141.00',
        unpriced: 0,
        lowest: true,
        comparable: true,
      },
      {
        code: 'B',
        total: '157.00',
        discounttotal: '157.00',
        comparabletotal: '157.00',
        unpriced: 0,
        lowest: false,
        comparable: true,
      },
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
    expect(incomplete.suppliers.map((s) => s.comparable)).toEqual([true, true, false]);
    const nothing = tabulateQuotations([entry(1)], [{ code: 'A', lines: [] }]);
    expect(nothing.suppliers).toEqual([
      {
        code: 'A',
        total: '0.00',
        discounttotal: '0.00',
        comparabletotal: '0.00',
        unpriced: 1,
        lowest: false,
        comparable: false,
      },
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

  describe("like with like: quantity x price lines at the buyer's quantity (issue 28, finding 4)", () => {
    const qxp = (seqno: number, quantity: string | null) => ({
      seqno,
      header: false,
      autocal: 'Y',
      totalamountreq: true,
      quantity,
    });
    /** A supplier's line as stored after a save: its quantity, price, rate and recomputed amounts. */
    const quoted = (seqno: number, quantity: string, unitprice: string, disc = '100.00'): QuotedAmounts => {
      const [amounts] = calculateLines([
        {
          seqno,
          header: false,
          autocal: 'Y',
          totalamountreq: true,
          quantity,
          unitprice,
          totallineamount: null,
          disc,
        },
      ]);
      return {
        seqno,
        quantity,
        unitprice,
        disc,
        totallineamount: amounts?.totallineamount ?? null,
        disclineamt: amounts?.disclineamt ?? null,
      };
    };

    it('never makes a supplier lowest by quoting 1 unit where the buyer asked for 100', () => {
      const result = tabulateQuotations(
        [qxp(1, '100.00')],
        [
          { code: 'A', lines: [quoted(1, '1.00', '9.00')] },
          { code: 'B', lines: [quoted(1, '100.00', '8.00')] },
        ],
      );
      expect(result.lines[0]).toMatchObject({
        lowest: ['B'],
        compared: ['900.00', '800.00'],
        quantityDiffers: ['A'],
      });
      expect(result.suppliers).toEqual([
        {
          code: 'A',
          total: '9.00',
          discounttotal: '9.00',
          comparabletotal: '900.00',
          unpriced: 0,
          lowest: false,
          comparable: true,
        },
        {
          code: 'B',
          total: '800.00',
          discounttotal: '800.00',
          comparabletotal: '800.00',
          unpriced: 0,
          lowest: true,
          comparable: true,
        },
      ]);
    });

    it.each([
      ['a blank buyer quantity as 1', null, quoted(1, '5.00', '3.00'), '3.00'],
      ['the discount rate of the supplier', '10.00', quoted(1, '2.00', '3.00', '50.00'), '15.00'],
      ['half-up rounding, as a save rounds', '3.50', quoted(1, '1.00', '0.33'), '1.16'],
      ["a quantity equal to the buyer's as quoted", '4.00', quoted(1, '4', '2.50'), '10.00'],
    ] as const)('compares with %s', (_, buyer, line, compared) => {
      const result = tabulateQuotations([qxp(1, buyer)], [{ code: 'A', lines: [line] }]);
      expect(result.lines[0]?.compared).toEqual([compared]);
    });

    it('compares a lump sum as quoted, and still shows that its quantity differs', () => {
      const result = tabulateQuotations(
        [{ seqno: 1, header: false, autocal: '', totalamountreq: true, quantity: '100.00' }],
        [
          {
            code: 'A',
            lines: [
              {
                seqno: 1,
                quantity: '1.00',
                unitprice: null,
                disc: null,
                totallineamount: '77.00',
                disclineamt: '77.00',
              },
            ],
          },
        ],
      );
      expect(result.lines[0]).toMatchObject({ compared: ['77.00'], quantityDiffers: ['A'] });
    });

    it("ranks, for any quantities quoted, exactly as the same prices at the buyer's quantities would", () => {
      const cents = fc.integer({ min: 0, max: 10_000_000 }).map((n) => (n / 100).toFixed(2));
      const qty = fc.integer({ min: 100, max: 1_000_000 }).map((n) => (n / 100).toFixed(2));
      fc.assert(
        fc.property(
          fc.array(fc.tuple(qty, fc.array(fc.tuple(qty, cents), { minLength: 3, maxLength: 3 })), {
            minLength: 1,
            maxLength: 6,
          }),
          (rows) => {
            const defs = rows.map(([buyerQty], i) => qxp(i + 1, buyerQty));
            const codes = ['A', 'B', 'C'];
            const asQuoted = codes.map((code, s) => ({
              code,
              lines: rows.map(([, quotes], i) =>
                quoted(i + 1, quotes[s]?.[0] ?? '1.00', quotes[s]?.[1] ?? '0.00'),
              ),
            }));
            const atBuyers = codes.map((code, s) => ({
              code,
              lines: rows.map(([buyerQty, quotes], i) => quoted(i + 1, buyerQty, quotes[s]?.[1] ?? '0.00')),
            }));
            const a = tabulateQuotations(defs, asQuoted);
            const b = tabulateQuotations(defs, atBuyers);
            expect(a.lines.map((l) => l.lowest)).toEqual(b.lines.map((l) => l.lowest));
            expect(a.suppliers.map((x) => [x.lowest, x.comparabletotal])).toEqual(
              b.suppliers.map((x) => [x.lowest, x.discounttotal]),
            );
          },
        ),
        { numRuns: 200 },
      );
    });
  });
});
