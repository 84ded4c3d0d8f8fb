import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AwardBidder, type AwardPart, isJustified, needsApproval, planAward } from './award-plan.ts';
import { addCents } from './cents.ts';
import { centsToText, parseCents } from './cents-text.ts';

// Lines: 1 a header, 2-4 entry lines, 5 the sum of 2+3.
const LINES = [
  { seqno: 1, header: true, autocal: '' },
  { seqno: 2, header: false, autocal: 'Y' },
  { seqno: 3, header: false, autocal: '' },
  { seqno: 4, header: false, autocal: 'Y' },
  { seqno: 5, header: false, autocal: '2+3' },
];

const priced = (seqno: number, total: string | null, disc: string | null = null) => ({
  seqno,
  totallineamount: total,
  disclineamt: disc,
});

// A prices every entry line (line 2 discounted to 90.00); B leaves line 4 unpriced; C prices line 3 only.
const BIDDERS: AwardBidder[] = [
  {
    key: 'T-A',
    code: 'A',
    lines: [priced(2, '100.00', '90.00'), priced(3, '200.00'), priced(4, '300.00'), priced(5, '300.00')],
  },
  { key: 'T-B', code: 'B', lines: [priced(2, '110.00'), priced(3, '150.00'), priced(4, null)] },
  { key: 'T-C', code: 'C', lines: [priced(3, '149.99')] },
];

describe('planAward (issue 29: an award split by line)', () => {
  it.each<
    [string, AwardPart[], { suppliers: { code: string; seqnos: number[]; total: string }[]; total: string }]
  >([
    [
      'one supplier wins the whole tender at its discounted amounts, never a header or a sum line',
      [{ code: 'A' }],
      { suppliers: [{ code: 'A', seqnos: [2, 3, 4], total: '590.00' }], total: '590.00' },
    ],
    [
      'a split by line',
      [
        { code: 'A', seqnos: [2, 4] },
        { code: 'C', seqnos: [3] },
      ],
      {
        suppliers: [
          { code: 'A', seqnos: [2, 4], total: '390.00' },
          { code: 'C', seqnos: [3], total: '149.99' },
        ],
        total: '539.99',
      },
    ],
    [
      'a whole-tender part keeps what it priced but the lines named for another',
      [{ code: 'A' }, { code: 'C', seqnos: [3] }],
      {
        suppliers: [
          { code: 'A', seqnos: [2, 4], total: '390.00' },
          { code: 'C', seqnos: [3], total: '149.99' },
        ],
        total: '539.99',
      },
    ],
    [
      'a supplier named twice has its parts joined',
      [
        { code: 'B', seqnos: [2] },
        { code: 'B', seqnos: [3] },
      ],
      { suppliers: [{ code: 'B', seqnos: [2, 3], total: '260.00' }], total: '260.00' },
    ],
    [
      'a whole-tender part left with no line is not among the winners',
      [{ code: 'C' }, { code: 'A', seqnos: [3] }],
      { suppliers: [{ code: 'A', seqnos: [3], total: '200.00' }], total: '200.00' },
    ],
  ])('%s', (_name, parts, expected) => {
    const result = planAward(LINES, BIDDERS, parts);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.plan.suppliers).toEqual(expected.suppliers);
    expect(result.plan.total).toBe(expected.total);
  });

  it('awards each line on the quotation that priced it, at its amount', () => {
    const result = planAward(LINES, BIDDERS, [{ code: 'A', seqnos: [2] }]);
    expect(result).toEqual({
      ok: true,
      plan: {
        lines: [{ seqno: 2, key: 'T-A', code: 'A', amount: '90.00' }],
        suppliers: [{ code: 'A', seqnos: [2], total: '90.00' }],
        total: '90.00',
      },
    });
  });

  it.each<[string, AwardPart[], unknown]>([
    ['a supplier without a submitted quotation', [{ code: 'Z' }], { kind: 'unknown-supplier', code: 'Z' }],
    [
      'a line named twice',
      [
        { code: 'A', seqnos: [2] },
        { code: 'B', seqnos: [2] },
      ],
      { kind: 'twice', seqno: 2 },
    ],
    ['a line named twice by one supplier', [{ code: 'A', seqnos: [3, 3] }], { kind: 'twice', seqno: 3 }],
    [
      'two whole-tender parts that both priced a line',
      [{ code: 'A' }, { code: 'B' }],
      { kind: 'twice', seqno: 2 },
    ],
    [
      'a line the supplier left unpriced',
      [{ code: 'B', seqnos: [4] }],
      { kind: 'not-awardable', seqno: 4, code: 'B' },
    ],
    ['a header', [{ code: 'A', seqnos: [1] }], { kind: 'not-awardable', seqno: 1, code: 'A' }],
    ['a sum line', [{ code: 'A', seqnos: [5] }], { kind: 'not-awardable', seqno: 5, code: 'A' }],
    [
      'a line that does not exist',
      [{ code: 'A', seqnos: [9] }],
      { kind: 'not-awardable', seqno: 9, code: 'A' },
    ],
    ['nothing', [], { kind: 'nothing' }],
  ])('refuses %s', (_name, parts, refusal) => {
    expect(planAward(LINES, BIDDERS, parts)).toEqual({ ok: false, refusal });
  });

  it('refuses an award that gives no line', () => {
    const empty: AwardBidder[] = [{ key: 'T-E', code: 'E', lines: [priced(2, null)] }];
    expect(planAward(LINES, empty, [{ code: 'E' }])).toEqual({ ok: false, refusal: { kind: 'nothing' } });
  });

  it('adds up, and never gives a line twice (property)', () => {
    const amount = fc.bigInt({ min: 0n, max: 10n ** 15n }).map((cents) => centsToText(cents));
    const lines = Array.from({ length: 12 }, (_, index) => ({
      seqno: index + 1,
      header: index === 0,
      autocal: index === 11 ? '2+3' : 'Y',
    }));
    const bidder = (code: string) =>
      fc.array(fc.option(amount, { nil: null }), { minLength: 12, maxLength: 12 }).map(
        (amounts): AwardBidder => ({
          key: `T-${code}`,
          code,
          lines: amounts.map((value, index) => ({
            seqno: index + 1,
            totallineamount: value,
            disclineamt: null,
          })),
        }),
      );
    const part = fc.record(
      {
        code: fc.constantFrom('A', 'B', 'C'),
        seqnos: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 6 }),
      },
      { requiredKeys: ['code'] },
    );
    fc.assert(
      fc.property(
        fc.tuple(bidder('A'), bidder('B'), bidder('C')),
        fc.array(part, { maxLength: 4 }),
        (bidders, parts) => {
          const result = planAward(lines, bidders, parts);
          if (!result.ok) return;
          const { plan } = result;
          const seqnos = plan.lines.map((line) => line.seqno);
          expect(new Set(seqnos).size).toBe(seqnos.length);
          const sumOfLines = plan.lines.reduce(
            (sum, line) => addCents(sum, parseCents(line.amount) ?? 0),
            0 as bigint | number,
          );
          const sumOfSuppliers = plan.suppliers.reduce(
            (sum, supplier) => addCents(sum, parseCents(supplier.total) ?? 0),
            0 as bigint | number,
          );
          expect(centsToText(sumOfLines)).toBe(plan.total);
          expect(centsToText(sumOfSuppliers)).toBe(plan.total);
          expect(plan.suppliers.flatMap((s) => s.seqnos).sort((a, b) => a - b)).toEqual(seqnos);
          for (const line of plan.lines) {
            // An entry line, priced by its winner at exactly that amount.
            expect(line.seqno).not.toBe(1);
            expect(line.seqno).not.toBe(12);
            const quoted = bidders.find((b) => b.code === line.code)?.lines[line.seqno - 1]?.totallineamount;
            expect(quoted).toBe(line.amount);
          }
        },
      ),
    );
  });
});

describe('approval threshold and justification (issue 29)', () => {
  it.each([
    ['499999.99', '500000.00', false],
    ['500000.00', '500000.00', true],
    ['500000.01', '500000.00', true],
    ['0.00', '0.00', true],
    ['99999999999999.99', '500000.00', true],
  ])('total %s against threshold %s: approval %s', (total, threshold, expected) => {
    expect(needsApproval(total, threshold)).toBe(expected);
  });

  it.each([
    ['', false],
    ['   short   ', false],
    ['123456789', false],
    ['1234567890', true],
    ['  lowest price, best lead time  ', true],
    ['價格最低交貨期最短的供應', true],
  ])('justification %j: %s', (text, expected) => {
    expect(isJustified(text)).toBe(expected);
  });
});
