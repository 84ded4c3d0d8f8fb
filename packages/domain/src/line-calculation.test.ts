import DecimalJs from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AutocalCycleError } from './autocal-cycle-error.ts';
import { calculateLines } from './line-calculation.ts';
import { buildHeader, buildLine, buildSumLine } from './testing/build-line.ts';
import { referenceDivide, referenceText } from './testing/cents-reference.ts';

// The reference needs room for 36 significant digits (numeric(18, 2) x numeric(18, 2)).
const Decimal = DecimalJs.clone({ precision: 60, rounding: DecimalJs.ROUND_HALF_UP });

function only(line: Parameters<typeof buildLine>[0]) {
  return calculateLines([buildLine(line)])[0]!;
}

describe('calculateLines: total of an entry line', () => {
  it.each([
    {
      case: 'autocal Y and total required: quantity x price',
      quantity: '3',
      unitprice: '2.5',
      total: '7.50',
    },
    { case: '0.1 x 3 is exactly 0.30', quantity: '3', unitprice: '0.1', total: '0.30' },
    { case: 'half a cent rounds up', quantity: '0.5', unitprice: '0.01', total: '0.01' },
    { case: 'just under half a cent rounds down', quantity: '0.49', unitprice: '0.01', total: '0.00' },
    { case: 'thousands commas are read', quantity: '1,000', unitprice: '1,234.56', total: '1234560.00' },
    {
      case: 'price is rounded to 2 dp before multiplying',
      quantity: '10',
      unitprice: '1.005',
      total: '10.10',
    },
    { case: 'missing price: no total', quantity: '3', unitprice: null, total: null },
    { case: 'missing quantity: no total', quantity: null, unitprice: '5', total: null },
    { case: 'blank price: no total', quantity: '3', unitprice: '  ', total: null },
    { case: 'non-numeric price: no total', quantity: '3', unitprice: 'abc', total: null },
  ])('$case', ({ quantity, unitprice, total }) => {
    expect(only({ seqno: 1, quantity, unitprice, totallineamount: '999.99' }).totallineamount).toBe(total);
  });

  it.each([
    {
      case: "autocal 'Y' without total required keeps the entered total",
      autocal: 'Y',
      totalamountreq: false,
    },
    { case: 'empty autocal keeps the entered total', autocal: '', totalamountreq: true },
    {
      case: 'empty autocal, total not required, keeps the entered total',
      autocal: '',
      totalamountreq: false,
    },
  ])('$case', ({ autocal, totalamountreq }) => {
    const line = {
      seqno: 1,
      autocal,
      totalamountreq,
      quantity: '3',
      unitprice: '2',
      totallineamount: '1,000.5',
    };
    expect(only(line).totallineamount).toBe('1000.50');
  });

  it("reads autocal 'y' and ' Y ' like 'Y'", () => {
    expect(only({ seqno: 1, autocal: ' y ', quantity: '2', unitprice: '2' }).totallineamount).toBe('4.00');
  });
});

describe('calculateLines: discount', () => {
  it.each([
    { case: 'empty disc defaults to 100', disc: null, expected: '100.00', discounted: '10.00' },
    { case: 'blank disc defaults to 100', disc: ' ', expected: '100.00', discounted: '10.00' },
    { case: 'disc 0 defaults to 100', disc: '0', expected: '100.00', discounted: '10.00' },
    { case: 'disc 0.00 defaults to 100', disc: '0.00', expected: '100.00', discounted: '10.00' },
    { case: 'non-numeric disc defaults to 100', disc: 'x', expected: '100.00', discounted: '10.00' },
    { case: 'disc 90: 90% of the total', disc: '90', expected: '90.00', discounted: '9.00' },
    { case: 'disc 33.335 is rounded to 33.34 first', disc: '33.335', expected: '33.34', discounted: '3.33' },
    { case: 'disc above 100 is kept (negotiated up)', disc: '105', expected: '105.00', discounted: '10.50' },
  ])('$case', ({ disc, expected, discounted }) => {
    const amounts = only({ seqno: 1, quantity: '1', unitprice: '10', disc });
    expect(amounts.disc).toBe(expected);
    expect(amounts.disclineamt).toBe(discounted);
  });

  it('rounds the discount amount half-up to 2 dp', () => {
    // 0.15 x 50% = 0.075 -> 0.08
    expect(only({ seqno: 1, quantity: '1', unitprice: '0.15', disc: '50' }).disclineamt).toBe('0.08');
  });

  it('has no discount amount without a total', () => {
    expect(only({ seqno: 1, quantity: '1', unitprice: null, disc: '50' }).disclineamt).toBeNull();
  });
});

describe('calculateLines: normalisation', () => {
  it('normalises quantity, price and disc to 2 decimals and keeps the seqno', () => {
    expect(only({ seqno: 7, quantity: '2', unitprice: '1,234.5', disc: '95.5' })).toEqual({
      seqno: 7,
      quantity: '2.00',
      unitprice: '1234.50',
      totallineamount: '2469.00',
      disc: '95.50',
      disclineamt: '2357.90',
    });
  });

  it('returns null for a non-numeric quantity or price', () => {
    const amounts = only({ seqno: 1, quantity: 'two', unitprice: 'ten' });
    expect([amounts.quantity, amounts.unitprice]).toEqual([null, null]);
  });

  it('keeps the input order', () => {
    const seqnos = calculateLines([
      buildLine({ seqno: 3 }),
      buildLine({ seqno: 1 }),
      buildLine({ seqno: 2 }),
    ]);
    expect(seqnos.map((line) => line.seqno)).toEqual([3, 1, 2]);
  });

  it('handles an empty tender', () => {
    expect(calculateLines([])).toEqual([]);
  });
});

describe('calculateLines: header lines', () => {
  it('gives a header null amounts even when values are present', () => {
    const header = { ...buildHeader(1), quantity: '2', unitprice: '3', totallineamount: '6', disc: '50' };
    expect(calculateLines([header])[0]).toEqual({
      seqno: 1,
      quantity: null,
      unitprice: null,
      totallineamount: null,
      disc: '100.00',
      disclineamt: null,
    });
  });
});

describe('calculateLines: sum lines', () => {
  const parts = [
    buildLine({ seqno: 3, quantity: '2', unitprice: '10', disc: '50' }),
    buildLine({ seqno: 4, quantity: '1', unitprice: '0.1' }),
    buildLine({ seqno: 7, autocal: '', totallineamount: '100' }),
  ];

  it('sums the totals and discount amounts of the listed lines', () => {
    const [, , , sum] = calculateLines([...parts, buildSumLine(9, [3, 4, 7])]);
    expect(sum).toMatchObject({ seqno: 9, totallineamount: '120.10', disclineamt: '110.10' });
  });

  it('accepts spaces around the seq numbers', () => {
    const sum = calculateLines([...parts, buildLine({ seqno: 9, autocal: ' 3 + 4 ' })])[3]!;
    expect(sum.totallineamount).toBe('20.10');
  });

  it('does not count listed header lines', () => {
    const lines = [...parts, { ...buildHeader(5), totallineamount: '1000' }, buildSumLine(9, [3, 5])];
    expect(calculateLines(lines)[4]!.totallineamount).toBe('20.00');
  });

  it('ignores listed seq numbers that do not exist', () => {
    expect(calculateLines([...parts, buildSumLine(9, [3, 42])])[3]!.totallineamount).toBe('20.00');
  });

  it('counts a listed sum line with its own sum, whatever the order', () => {
    const lines = [buildSumLine(1, [2, 7]), ...parts, buildSumLine(2, [3, 4])];
    const [grand, , , , subtotal] = calculateLines(lines);
    expect(subtotal!.totallineamount).toBe('20.10');
    expect(grand!.totallineamount).toBe('120.10');
    expect(grand!.disclineamt).toBe('110.10');
  });

  it('has null amounts when none of the listed lines has a total', () => {
    const sum = calculateLines([buildLine({ seqno: 1 }), buildSumLine(2, [1])])[1]!;
    expect([sum.totallineamount, sum.disclineamt]).toEqual([null, null]);
  });

  it('ignores a total typed on a sum line', () => {
    const sum = { ...buildSumLine(9, [3]), totallineamount: '5000' };
    expect(calculateLines([...parts, sum])[3]!.totallineamount).toBe('20.00');
  });

  it.each([
    { case: 'a line listing itself', lines: [buildSumLine(1, [1])], cycle: [1, 1] },
    {
      case: 'two lines listing each other',
      lines: [buildSumLine(1, [2]), buildSumLine(2, [1])],
      cycle: [1, 2, 1],
    },
    {
      case: 'a longer circle reached from outside it',
      lines: [buildSumLine(1, [2]), buildSumLine(2, [3]), buildSumLine(3, [4]), buildSumLine(4, [2])],
      cycle: [2, 3, 4, 2],
    },
  ])('throws AutocalCycleError with the seq numbers for $case', ({ lines, cycle }) => {
    const failure = (() => {
      try {
        calculateLines(lines);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(failure).toBeInstanceOf(AutocalCycleError);
    expect((failure as AutocalCycleError).seqnos).toEqual(cycle);
  });

  it('handles a long chain of sum lines without a stack overflow', () => {
    const lines = [buildLine({ seqno: 0, autocal: '', totallineamount: '1' })];
    for (let seqno = 1; seqno <= 5000; seqno += 1) lines.push(buildSumLine(seqno, [seqno - 1]));
    expect(calculateLines(lines.reverse())[0]!.totallineamount).toBe('1.00');
  });
});

// Amount texts with at most 2 decimals, built from bigint hundredths, up to numeric(18, 2).
const hundredths = (max: bigint) => fc.bigInt({ min: 0n, max });
const QUANTITY_MAX = 10n ** 18n - 1n;

describe('calculateLines: properties', () => {
  it('total = quantity x price to the cent (bigint and decimal.js references)', () => {
    fc.assert(
      fc.property(hundredths(QUANTITY_MAX), hundredths(QUANTITY_MAX), (quantity, price) => {
        const quantityText = referenceText(quantity);
        const priceText = referenceText(price);
        const total = only({ seqno: 1, quantity: quantityText, unitprice: priceText }).totallineamount;
        expect(total).toBe(referenceText(referenceDivide(quantity * price, 100n)));
        expect(total).toBe(new Decimal(quantityText).times(priceText).toFixed(2));
      }),
    );
  });

  it('total stays exact around the 2^53 boundary', () => {
    const edge = 2n ** 53n;
    fc.assert(
      fc.property(
        fc.bigInt({ min: edge - 10_000n, max: edge + 10_000n }),
        fc.bigInt({ min: 1n, max: 300n }),
        (q, p) => {
          const total = only({
            seqno: 1,
            quantity: referenceText(q),
            unitprice: referenceText(p),
          }).totallineamount;
          expect(total).toBe(referenceText(referenceDivide(q * p, 100n)));
        },
      ),
    );
  });

  it('disclineamt = total x disc / 100 to the cent, disc defaulting to 100', () => {
    fc.assert(
      fc.property(hundredths(10n ** 14n), fc.option(hundredths(20_000n)), (total, disc) => {
        const discText = disc === null ? null : referenceText(disc);
        const amounts = only({
          seqno: 1,
          autocal: '',
          totallineamount: referenceText(total),
          disc: discText,
        });
        const rate = disc === null || disc === 0n ? 10_000n : disc;
        expect(amounts.disc).toBe(referenceText(rate));
        expect(amounts.disclineamt).toBe(referenceText(referenceDivide(total * rate, 10_000n)));
      }),
    );
  });

  it('a sum line equals the sum of its parts', () => {
    const part = fc.record({
      quantity: fc.option(hundredths(10n ** 9n)),
      price: fc.option(hundredths(10n ** 9n)),
      disc: fc.option(hundredths(10_000n)),
    });
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 20 }), (generated) => {
        const lines = generated.map((value, index) =>
          buildLine({
            seqno: index + 1,
            quantity: value.quantity === null ? null : referenceText(value.quantity),
            unitprice: value.price === null ? null : referenceText(value.price),
            disc: value.disc === null ? null : referenceText(value.disc),
          }),
        );
        const sumSeqno = lines.length + 1;
        const amounts = calculateLines([
          ...lines,
          buildSumLine(
            sumSeqno,
            lines.map((line) => line.seqno),
          ),
        ]);
        const partAmounts = amounts.slice(0, -1);
        const addUp = (values: (string | null)[]) => {
          const present = values.filter((value): value is string => value !== null);
          return present.length === 0
            ? null
            : referenceText(present.reduce((sum, v) => sum + BigInt(v.replace('.', '')), 0n));
        };
        const sum = amounts.at(-1)!;
        expect(sum.totallineamount).toBe(addUp(partAmounts.map((line) => line.totallineamount)));
        expect(sum.disclineamt).toBe(addUp(partAmounts.map((line) => line.disclineamt)));
      }),
    );
  });
});
