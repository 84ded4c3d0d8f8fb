import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToText } from './cents-text.ts';
import { calculateLines } from './line-calculation.ts';
import { checkLineField } from './line-entry-limits.ts';
import { checkRatePayable, normalizeRatePayable, previewRatePayable, shortPercent } from './rate-payable.ts';

describe('checkRatePayable: one range for the GO box and a line (issue 35, item 1)', () => {
  it.each([
    ['', null],
    ['0', null],
    ['5', null],
    ['49.99', null],
    ['100', null],
    ['100.00', null],
    ['100.01', 'above-maximum'],
    ['120', 'above-maximum'],
    ['-5', 'negative'],
    ['12.345', 'too-many-decimals'],
    ['abc', 'not-a-number'],
  ] as const)('%j -> %s', (text, expected) => {
    expect(checkRatePayable(text)).toBe(expected);
  });

  it('is the rule the server applies to a line’s disc', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (text) => {
        expect(checkRatePayable(text)).toBe(checkLineField('disc', text));
      }),
    );
  });
});

describe('previewRatePayable: the discount and the amount a rate leaves', () => {
  it.each([
    {
      case: '95 payable on 50,400 is 5 % off, 47,880.00',
      rate: '95',
      total: '50400.00',
      expected: { payable: '95.00', payableShort: '95', discount: '5', amount: '47880.00', overHalf: false },
    },
    {
      case: '5 payable (meant as 5 % off) is 95 % off and warned',
      rate: '5',
      total: '50400.00',
      expected: { payable: '5.00', payableShort: '5', discount: '95', amount: '2520.00', overHalf: true },
    },
    {
      case: 'blank is the default 100: no discount',
      rate: '',
      total: '50400.00',
      expected: {
        payable: '100.00',
        payableShort: '100',
        discount: '0',
        amount: '50400.00',
        overHalf: false,
      },
    },
    {
      case: '0 is the default 100 too (spec 3), not free',
      rate: '0',
      total: '1234.56',
      expected: { payable: '100.00', payableShort: '100', discount: '0', amount: '1234.56', overHalf: false },
    },
    {
      case: 'exactly 50 cuts by half, not more: no warning',
      rate: '50',
      total: '100.01',
      expected: { payable: '50.00', payableShort: '50', discount: '50', amount: '50.01', overHalf: false },
    },
    {
      case: '49.99 warns; the amount rounds half-up',
      rate: '49.99',
      total: '0.03',
      expected: {
        payable: '49.99',
        payableShort: '49.99',
        discount: '50.01',
        amount: '0.01',
        overHalf: true,
      },
    },
    {
      case: '95.5 is 4.5 % off',
      rate: '95.5',
      total: '10.00',
      expected: { payable: '95.50', payableShort: '95.5', discount: '4.5', amount: '9.55', overHalf: false },
    },
    {
      case: 'a line without a total yet has no amount',
      rate: '90',
      total: null,
      expected: { payable: '90.00', payableShort: '90', discount: '10', amount: null, overHalf: false },
    },
    {
      case: 'an amount beyond a safe integer stays exact',
      rate: '33.33',
      total: '123456789012345678.99',
      expected: {
        payable: '33.33',
        payableShort: '33.33',
        discount: '66.67',
        amount: '41148147777814814.81',
        overHalf: true,
      },
    },
  ])('$case', ({ rate, total, expected }) => {
    expect(previewRatePayable(rate, total)).toEqual(expected);
  });

  it.each(['120', '-1', 'x', '1.234'])('refuses %j as the check does', (rate) => {
    expect(previewRatePayable(rate, '100.00')).toBeNull();
  });

  it('gives the amount calculateLines stores for the line', () => {
    const cents = fc.bigInt({ min: 0n, max: 10n ** 17n });
    const rates = fc.integer({ min: 0, max: 10_000 });
    fc.assert(
      fc.property(cents, rates, (total, rate) => {
        const totalText = centsToText(total);
        const rateText = centsToText(rate);
        const [line] = calculateLines([
          {
            seqno: 1,
            header: false,
            autocal: '',
            totalamountreq: true,
            quantity: null,
            unitprice: null,
            totallineamount: totalText,
            disc: rateText,
          },
        ]);
        expect(previewRatePayable(rateText, totalText)?.amount).toBe(line?.disclineamt);
      }),
    );
  });
});

describe('normalizeRatePayable (the GO box)', () => {
  it.each([
    ['95', '95.00'],
    [' 12.5 ', '12.50'],
    ['100', '100.00'],
    ['120', null],
    ['-5', null],
    ['', null],
  ])('%j -> %j', (text, expected) => {
    expect(normalizeRatePayable(text)).toBe(expected);
  });
});

describe('shortPercent', () => {
  it.each([
    [500, '5'],
    [450, '4.5'],
    [0, '0'],
    [10_000, '100'],
    [1, '0.01'],
  ])('%s -> %j', (cents, expected) => {
    expect(shortPercent(cents)).toBe(expected);
  });
});
