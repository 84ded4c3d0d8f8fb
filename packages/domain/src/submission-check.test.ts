import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSubmission,
  countMissing,
  findLineIssues,
  isFinalDiscountOverFull,
  type SubmissionInput,
  type SubmissionLine,
} from './submission-check.ts';

const ALL = { quantityEditable: true, priceEditable: true, notesEditable: true };
const NEGOTIATION = { quantityEditable: false, priceEditable: false, notesEditable: true };

function line(seqno: number, more: Partial<SubmissionLine> = {}): SubmissionLine {
  return {
    seqno,
    description: `Line ${seqno}`,
    header: false,
    autocal: 'Y',
    required: true,
    qtyrequired: false,
    totalamountreq: true,
    neednotes: false,
    quantity: '1.00',
    unitprice: '10.00',
    totallineamount: '10.00',
    linenotes: '',
    ...more,
  };
}

describe('findLineIssues (spec 5 flag rules, as submission rules)', () => {
  it.each([
    { case: 'a priced required line passes', l: line(1), rights: ALL, problems: [] },
    {
      case: 'required price blank',
      l: line(1, { unitprice: null, totallineamount: null }),
      rights: ALL,
      problems: ['price'],
    },
    {
      case: 'required price that rounds to zero',
      l: line(1, { unitprice: '0.00', totallineamount: '0.00' }),
      rights: ALL,
      problems: ['price'],
    },
    {
      // Issue 35, item 11: a quantity x price line without "price required" is optional, as the supplier
      // is shown; its totalamountreq only makes the total computed.
      case: 'optional quantity x price line left blank',
      l: line(1, { required: false, unitprice: null, totallineamount: null }),
      rights: ALL,
      problems: [],
    },
    {
      case: 'optional price zero with a computed total is fine',
      l: line(1, { required: false, unitprice: '0.00', totallineamount: '0.00' }),
      rights: ALL,
      problems: [],
    },
    {
      case: 'manual total required and blank',
      l: line(1, { autocal: '', required: false, unitprice: null, totallineamount: null }),
      rights: ALL,
      problems: ['total'],
    },
    {
      case: 'qtyrequired and blank quantity',
      l: line(1, { qtyrequired: true, quantity: null, totallineamount: null }),
      rights: ALL,
      problems: ['quantity'],
    },
    {
      case: 'neednotes and blank notes',
      l: line(1, { neednotes: true, linenotes: '  ' }),
      rights: ALL,
      problems: ['notes'],
    },
    {
      case: 'several at once',
      l: line(1, {
        qtyrequired: true,
        quantity: null,
        unitprice: null,
        totallineamount: null,
        neednotes: true,
      }),
      rights: ALL,
      problems: ['quantity', 'price', 'notes'],
    },
    {
      case: 'negotiation: a locked price is never missing',
      l: line(1, { unitprice: null, totallineamount: null }),
      rights: NEGOTIATION,
      problems: [],
    },
    {
      case: 'negotiation: notes still required',
      l: line(1, { neednotes: true }),
      rights: NEGOTIATION,
      problems: ['notes'],
    },
    {
      case: 'a line neither required nor needing a total',
      l: line(1, { required: false, totalamountreq: false, unitprice: null, totallineamount: null }),
      rights: ALL,
      problems: [],
    },
  ])('$case', ({ l, rights, problems }) => {
    const issues = findLineIssues([l], rights);
    expect(issues.flatMap((issue) => issue.problems)).toEqual(problems);
  });

  it('never lists headers or sum lines, and names each line by number and description', () => {
    const issues = findLineIssues(
      [
        line(1, { header: true, unitprice: null, totallineamount: null }),
        line(2, { unitprice: null, totallineamount: null, description: 'Chiller service' }),
        line(3, { autocal: '2', unitprice: null, totallineamount: null }),
      ],
      ALL,
    );
    expect(issues).toEqual([{ seqno: 2, description: 'Chiller service', problems: ['price'] }]);
  });
});

describe('checkSubmission', () => {
  const base: SubmissionInput = {
    lines: [line(1)],
    rights: ALL,
    attachmentsDownloaded: true,
    siteInspectionRequired: false,
    attendedAll: false,
    summary: { total: '10.00', discounted: '10.00' },
    remark: '',
  };

  it('passes a complete quotation', () => {
    expect(checkSubmission(base)).toEqual({
      lines: [],
      attachmentsNotDownloaded: false,
      siteInspectionNotConfirmed: false,
      discountRemarkMissing: false,
      ok: true,
    });
  });

  it.each([
    ['attachments not downloaded', { attachmentsDownloaded: false }, 'attachmentsNotDownloaded'],
    ['site inspection not ticked', { siteInspectionRequired: true }, 'siteInspectionNotConfirmed'],
    [
      'final discount rate over 100% without a remark',
      { summary: { total: '10.00', discounted: '10.01' } },
      'discountRemarkMissing',
    ],
  ] as const)('refuses: %s', (_name, change, flag) => {
    const check = checkSubmission({ ...base, ...change });
    expect(check.ok).toBe(false);
    expect(check[flag]).toBe(true);
  });

  it('accepts a rate over 100% with a remark, and a ticked site inspection', () => {
    const check = checkSubmission({
      ...base,
      siteInspectionRequired: true,
      attendedAll: true,
      summary: { total: '10.00', discounted: '12.00' },
      remark: 'Includes the out-of-hours surcharge',
    });
    expect(check.ok).toBe(true);
  });
});

describe('isFinalDiscountOverFull', () => {
  it.each([
    ['100.00', '100.00', false],
    ['100.00', '100.01', true],
    ['0.00', '5.00', false],
    ['100.00', '90.00', false],
  ])('total %s, discounted %s -> %s', (total, discounted, expected) => {
    expect(isFinalDiscountOverFull({ total, discounted })).toBe(expected);
  });

  it('agrees with the rate computed exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        (t, d) => {
          const text = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
          // rate > 100% exactly when d * 100 / t > 100.
          expect(isFinalDiscountOverFull({ total: text(t), discounted: text(d) })).toBe(d * 100n > t * 100n);
        },
      ),
    );
  });
});

describe('countMissing', () => {
  it('counts each kind', () => {
    expect(
      countMissing([
        { seqno: 1, description: '', problems: ['price', 'notes'] },
        { seqno: 2, description: '', problems: ['price'] },
        { seqno: 3, description: '', problems: ['quantity'] },
      ]),
    ).toEqual({ price: 2, total: 0, quantity: 1, notes: 1 });
  });
});
