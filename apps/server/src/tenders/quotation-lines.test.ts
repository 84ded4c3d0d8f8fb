import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { type EntryRights, type LineEntryInput, priceLines } from './quotation-lines.ts';
import type { StoredLine } from './tender-line-repository.ts';

const OPEN: EntryRights = {
  quantityEditable: true,
  priceEditable: true,
  discountEditable: false,
  notesEditable: true,
};
const NEGOTIATING: EntryRights = {
  quantityEditable: false,
  priceEditable: false,
  discountEditable: true,
  notesEditable: true,
};

function line(seqno: number, fields: Partial<StoredLine> = {}): StoredLine {
  return {
    seqno,
    description: `Line ${seqno}`,
    longdesc: '',
    remark: '',
    bold: false,
    underline: false,
    header: false,
    autocal: 'Y',
    required: false,
    qtyrequired: false,
    totalamountreq: true,
    neednotes: false,
    unit: 'ea',
    quantity: null,
    unitprice: null,
    totallineamount: null,
    disc: null,
    disclineamt: null,
    linenotes: '',
    changed_fields: [],
    awarded: false,
    ...fields,
  };
}

// Lines 2 and 3 leave the quantity to the supplier (qtyrequired); line 4 is a lump sum.
const tender = [
  line(1, { header: true, autocal: '', totalamountreq: false }),
  line(2, {
    qtyrequired: true,
    quantity: '3.00',
    unitprice: '1.00',
    totallineamount: '3.00',
    disc: '100.00',
    disclineamt: '3.00',
  }),
  line(3, {
    qtyrequired: true,
    quantity: '2.00',
    unitprice: '5.00',
    totallineamount: '10.00',
    disc: '100.00',
    disclineamt: '10.00',
  }),
  line(4, { autocal: '', totalamountreq: false }),
  line(5, { autocal: '2+3' }),
  line(6, { autocal: '5+4' }),
];

function refusal(run: () => unknown): { code: number; seqnos?: unknown; cells?: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) {
      const { seqnos, cells } = error.data ?? {};
      return { code: error.code, seqnos, ...(cells === undefined ? {} : { cells }) };
    }
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('priceLines', () => {
  it('recomputes every amount and ignores totals the client sends for computed and sum lines', () => {
    const entries: LineEntryInput[] = [
      { seqno: 2, unitprice: '0.1', totallineamount: '999' },
      { seqno: 4, totallineamount: '1,200.5' },
      { seqno: 5, quantity: '7', unitprice: '7', totallineamount: '7', linenotes: 'sum note' },
    ];
    const { lines } = priceLines(tender, entries, OPEN);
    const amounts = lines.map(
      ({ seqno, quantity, unitprice, totallineamount, disc, disclineamt, linenotes }) => ({
        seqno,
        quantity,
        unitprice,
        totallineamount,
        disc,
        disclineamt,
        linenotes,
      }),
    );
    expect(amounts).toEqual([
      {
        seqno: 1,
        quantity: null,
        unitprice: null,
        totallineamount: null,
        disc: null,
        disclineamt: null,
        linenotes: '',
      },
      {
        seqno: 2,
        quantity: '3.00',
        unitprice: '0.10',
        totallineamount: '0.30',
        disc: '100.00',
        disclineamt: '0.30',
        linenotes: '',
      },
      {
        seqno: 3,
        quantity: '2.00',
        unitprice: '5.00',
        totallineamount: '10.00',
        disc: '100.00',
        disclineamt: '10.00',
        linenotes: '',
      },
      {
        seqno: 4,
        quantity: '1.00',
        unitprice: null,
        totallineamount: '1200.50',
        disc: '100.00',
        disclineamt: '1200.50',
        linenotes: '',
      },
      {
        seqno: 5,
        quantity: null,
        unitprice: null,
        totallineamount: '10.30',
        disc: '100.00',
        disclineamt: '10.30',
        linenotes: 'sum note',
      },
      {
        seqno: 6,
        quantity: null,
        unitprice: null,
        totallineamount: '1210.80',
        disc: '100.00',
        disclineamt: '1210.80',
        linenotes: '',
      },
    ]);
  });

  it('reports only the lines whose stored values change', () => {
    const first = priceLines(tender, [{ seqno: 2, unitprice: '2' }], OPEN);
    expect(first.changed.map((l) => l.seqno)).toEqual([2, 4, 5, 6]);
    const again = priceLines(first.lines, [{ seqno: 2, unitprice: '2.00' }], OPEN);
    expect(again.changed).toEqual([]);
  });

  it.each([
    ['a price edit', [{ seqno: 3, unitprice: '6' }]],
    ['a quantity edit', [{ seqno: 3, quantity: '4' }]],
    ['a manual total edit', [{ seqno: 4, totallineamount: '4' }]],
  ])('refuses %s under price negotiation', (_name, entries) => {
    expect(refusal(() => priceLines(tender, entries, NEGOTIATING)).code).toBe(ErrorCode.BAD_REQUEST);
  });

  it('accepts untouched values echoed in another spelling when the field is locked', () => {
    const entries = [{ seqno: 3, quantity: '2', unitprice: '5', totallineamount: '10', disc: '90' }];
    const { lines } = priceLines(tender, entries, NEGOTIATING);
    expect(lines[2]).toMatchObject({ disc: '90.00', disclineamt: '9.00' });
    // disc '100' and '0' both mean the default rate: not an edit, so allowed where the discount is locked.
    const echoed = priceLines(
      tender,
      [
        { seqno: 3, disc: '100' },
        { seqno: 2, disc: '0' },
      ],
      OPEN,
    );
    expect(echoed.changed.map((l) => l.seqno)).not.toContain(2);
    expect(echoed.changed.map((l) => l.seqno)).not.toContain(3);
    expect(refusal(() => priceLines(tender, [{ seqno: 3, disc: '50' }], OPEN)).code).toBe(
      ErrorCode.BAD_REQUEST,
    );
  });

  it("refuses a quantity edit where the buyer's quantity stands, and accepts it echoed (issue 28)", () => {
    const fixed = [line(1, { quantity: '100.00' }), line(2, { quantity: null })];
    for (const entry of [
      { seqno: 1, quantity: '1' },
      { seqno: 2, quantity: '5' },
    ]) {
      expect(refusal(() => priceLines(fixed, [entry], OPEN)).code).toBe(ErrorCode.BAD_REQUEST);
    }
    // The buyer's quantity sent back (as the grid or a workbook does), or a blank one that a save stores as 1.
    const echoed = priceLines(
      fixed,
      [
        { seqno: 1, quantity: '100', unitprice: '2' },
        { seqno: 2, quantity: '1' },
      ],
      OPEN,
    );
    expect(echoed.lines.map((l) => [l.quantity, l.totallineamount])).toEqual([
      ['100.00', '200.00'],
      ['1.00', null],
    ]);
    // A paper quote typed in by staff keeps to the same rule.
    expect(refusal(() => priceLines(fixed, [{ seqno: 1, quantity: '3' }], OPEN, 'paper')).code).toBe(
      ErrorCode.BAD_REQUEST,
    );
  });

  it.each([
    ['an unknown seqno', [{ seqno: 42, unitprice: '1' }]],
    ['a repeated seqno', [{ seqno: 2 }, { seqno: 2 }]],
  ])('refuses %s as a bad request', (_name, entries) => {
    expect(refusal(() => priceLines(tender, entries, OPEN)).code).toBe(ErrorCode.BAD_REQUEST);
  });

  it('ignores values on a header line in a draft (a client mirrors the whole grid), not in a paper quote', () => {
    const entries = [{ seqno: 1, quantity: '3', unitprice: '5', totallineamount: '15', linenotes: 'x' }];
    const { lines, changed } = priceLines(tender, entries, OPEN);
    expect(changed.map((l) => l.seqno)).not.toContain(1);
    expect(lines[0]).toMatchObject({ quantity: null, unitprice: null, totallineamount: null, linenotes: '' });
    expect(refusal(() => priceLines(tender, entries, OPEN, 'paper')).code).toBe(ErrorCode.BAD_REQUEST);
  });

  it('accepts a header line sent back with empty values', () => {
    const entries = [{ seqno: 1, quantity: null, unitprice: '', totallineamount: null, linenotes: '' }];
    expect(priceLines(tender, entries, OPEN).changed.map((l) => l.seqno)).not.toContain(1);
  });

  it('stores a draft with required values missing, and keeps a qtyrequired quantity blank', () => {
    const draft = [
      line(1, { required: true, qtyrequired: true, quantity: '2.00', unitprice: '3.00' }),
      line(2, { required: true, totalamountreq: true, autocal: '' }),
      line(3, { quantity: null }),
    ];
    const { lines } = priceLines(draft, [{ seqno: 1, quantity: '' }], OPEN);
    expect(lines.map((l) => l.quantity)).toEqual([null, '1.00', '1.00']);
    expect(lines.map((l) => l.totallineamount)).toEqual([null, null, null]);
  });

  it.each([
    ['quantity below 1', { seqno: 2, quantity: '0.99' }, 'quantity', 'below-minimum'],
    ['quantity with 3 decimals', { seqno: 2, quantity: '1.001' }, 'quantity', 'too-many-decimals'],
    ['a price with 3 decimals', { seqno: 2, unitprice: '1.005' }, 'unitprice', 'too-many-decimals'],
    ['a negative price', { seqno: 2, unitprice: '-0.01' }, 'unitprice', 'negative'],
    ['a price that is not a number', { seqno: 2, unitprice: '12a' }, 'unitprice', 'not-a-number'],
    ['a price too large', { seqno: 2, unitprice: '12345678901234567' }, 'unitprice', 'too-large'],
    ['a malformed manual total', { seqno: 4, totallineamount: '1e5' }, 'totallineamount', 'not-a-number'],
  ])('names the seq number, field and problem for %s', (_name, entry, field, problem) => {
    expect(refusal(() => priceLines(tender, [entry], OPEN))).toEqual({
      code: ErrorCode.LINES_INVALID,
      seqnos: [entry.seqno],
      cells: [{ seqno: entry.seqno, field, problem }],
    });
  });

  it('refuses a computed total too large for its column on every line it reaches', () => {
    const entry = { seqno: 2, quantity: '1000', unitprice: '9999999999999999' };
    expect(refusal(() => priceLines(tender, [entry], OPEN))).toMatchObject({
      code: ErrorCode.LINES_INVALID,
      seqnos: [2, 5, 6],
    });
  });

  it('ignores what is typed into computed cells, even when malformed', () => {
    const entries = [
      { seqno: 2, totallineamount: 'abc', disclineamt: 'x' },
      { seqno: 5, quantity: '-1', unitprice: 'zz', totallineamount: '1.234' },
    ];
    const saved = priceLines(tender, [], OPEN).lines;
    expect(priceLines(saved, entries, OPEN).changed).toEqual([]);
  });

  it('reports a cycle of sum lines by its seq numbers', () => {
    const cyclic = [line(1, { autocal: '2' }), line(2, { autocal: '1' })];
    expect(refusal(() => priceLines(cyclic, [], OPEN))).toEqual({
      code: ErrorCode.LINES_INVALID,
      seqnos: [1, 2],
    });
  });
});
