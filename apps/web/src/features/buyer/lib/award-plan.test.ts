import type { Tabulation, TabulationLine } from '@tender/api-contract';
import { describe, expect, it } from 'vitest';
import {
  awardableLines,
  awardParts,
  awardTotals,
  bestRankedOf,
  giveAllTo,
  initialPlan,
  isJustificationShort,
  linesNotLowest,
  needsApproval,
} from './award-plan';
import { price, TABULATION } from './tabulation.fixture';

function entry(seqno: number, prices: TabulationLine['prices']): TabulationLine {
  return {
    seqno,
    description: `Line ${seqno}`,
    header: false,
    bold: false,
    underline: false,
    autocal: 'Y',
    quantity: '1',
    unit: 'lot',
    prices,
  };
}

describe('awardableLines', () => {
  it('keeps entry lines with a price, skipping headers, sum lines and unpriced amounts', () => {
    const lines = awardableLines(TABULATION);
    expect(lines.map((line) => line.seqno)).toEqual([2, 3]);
    expect(lines[1]?.choices.map((choice) => choice.suppliercode)).toEqual(['S1']);
  });

  it('drops a line nobody priced', () => {
    const tabulation: Pick<Tabulation, 'lines'> = {
      lines: [entry(1, [price('S1', null, null, null, { unpriced: true })])],
    };
    expect(awardableLines(tabulation)).toEqual([]);
  });
});

describe('initialPlan', () => {
  it('preselects the lowest supplier of each line', () => {
    const plan = initialPlan(awardableLines(TABULATION));
    expect([...plan]).toEqual([
      [2, 'S1'],
      [3, 'S1'],
    ]);
  });

  it('preselects the best ranked on every line it priced when ranked on criteria (issue 33)', () => {
    const lines = awardableLines({
      lines: [
        entry(1, [price('A', null, '10.00', '10.00', { lowest: true }), price('B', null, '12.00', '12.00')]),
        entry(2, [
          price('A', null, '5.00', '5.00', { lowest: true }),
          price('B', null, null, null, { unpriced: true }),
        ]),
      ],
    });
    expect([...initialPlan(lines, 'B')]).toEqual([
      [1, 'B'],
      [2, 'A'],
    ]);
    expect(bestRankedOf(undefined)).toBeUndefined();
    const ranked = (code: string, rank: number | null) =>
      ({ suppliercode: code, scoring: { rank } }) as unknown as Tabulation['suppliers'][number];
    expect(bestRankedOf({ suppliers: [ranked('A', 2), ranked('B', 1)] })).toBe('B');
    expect(bestRankedOf({ suppliers: [ranked('A', null), ranked('B', null)] })).toBeUndefined();
  });

  it('takes the smallest amount when no price is marked lowest, the first on a tie', () => {
    const lines = awardableLines({
      lines: [
        entry(1, [price('A', null, '10.00', '10.00'), price('B', null, '9.99', '9.99')]),
        entry(2, [price('A', null, '5.00', '5.00'), price('B', null, '5.00', '5.00')]),
      ],
    });
    expect([...initialPlan(lines)]).toEqual([
      [1, 'B'],
      [2, 'A'],
    ]);
  });

  it('keeps a line already awarded to its supplier', () => {
    const lines = awardableLines({
      lines: [
        entry(1, [
          price('A', null, '1.00', '1.00', { lowest: true }),
          price('B', null, '2.00', '2.00', { awarded: true }),
        ]),
      ],
    });
    expect(initialPlan(lines).get(1)).toBe('B');
  });
});

describe('giveAllTo', () => {
  it('gives the supplier every line it priced and leaves the others', () => {
    const lines = awardableLines(TABULATION);
    const plan = giveAllTo(initialPlan(lines), lines, 'S2');
    expect([...plan]).toEqual([
      [2, 'S2'],
      [3, 'S1'],
    ]);
  });

  it('does not change the plan it was given', () => {
    const lines = awardableLines(TABULATION);
    const plan = initialPlan(lines);
    giveAllTo(plan, lines, 'S2');
    expect(plan.get(2)).toBe('S1');
  });
});

describe('awardTotals', () => {
  it('sums each supplier and the whole exactly, to the cent', () => {
    const lines = awardableLines({
      lines: [
        entry(1, [price('A', null, '0.10', '0.10'), price('B', null, '0.30', '0.30')]),
        entry(2, [price('A', null, '0.20', '0.20'), price('B', null, '0.40', '0.40')]),
        entry(3, [price('A', null, '0.70', '0.70'), price('B', null, '0.01', '0.01')]),
      ],
    });
    const plan = new Map<number, string | null>([
      [1, 'A'],
      [2, 'A'],
      [3, 'B'],
    ]);
    const totals = awardTotals(plan, lines);
    expect(totals.suppliers).toEqual([
      { suppliercode: 'A', seqnos: [1, 2], total: '0.30' },
      { suppliercode: 'B', seqnos: [3], total: '0.01' },
    ]);
    expect(totals.total).toBe('0.31');
    expect(totals.lines).toBe(3);
  });

  it('leaves out a line left unawarded, and stays exact beyond 2^53 hundredths', () => {
    const lines = awardableLines({
      lines: [
        entry(1, [price('A', null, '90071992547409.91', '90071992547409.91')]),
        entry(2, [price('A', null, '0.02', '0.02')]),
        entry(3, [price('A', null, '5.00', '5.00')]),
      ],
    });
    const totals = awardTotals(
      new Map<number, string | null>([
        [1, 'A'],
        [2, 'A'],
        [3, null],
      ]),
      lines,
    );
    expect(totals.total).toBe('90071992547409.93');
    expect(totals.lines).toBe(2);
    expect(awardParts(totals)).toEqual([{ suppliercode: 'A', seqnos: [1, 2] }]);
  });

  it('uses the discounted amount as the supplier quoted it', () => {
    const lines = awardableLines(TABULATION);
    expect(awardTotals(initialPlan(lines), lines).total).toBe('1283.00');
  });
});

describe('needsApproval', () => {
  it.each([
    ['499999.99', '500000.00', false],
    ['500000.00', '500000.00', true],
    ['500000.01', '500000.00', true],
    ['0.00', '0', true],
    ['10.00', null, false],
  ] as const)('%s against %s: %s', (total, threshold, expected) => {
    expect(needsApproval(total, threshold)).toBe(expected);
  });
});

describe('isJustificationShort', () => {
  it.each([
    ['', true],
    ['   too short   ', true],
    ['123456789', true],
    ['1234567890', false],
    ['最低价且交货期最短的供应商', false],
  ] as const)('%j: %s', (text, expected) => {
    expect(isJustificationShort(text)).toBe(expected);
  });
});

describe('linesNotLowest', () => {
  it('names the lines given to a dearer supplier, not a tie or a line left out', () => {
    const lines = awardableLines({
      lines: [
        entry(1, [price('A', null, '10.00', '10.00', { lowest: true }), price('B', null, '12.00', '12.00')]),
        entry(2, [price('A', null, '5.00', '5.00', { lowest: true }), price('B', null, '5.00', '5.00')]),
        entry(3, [price('A', null, '1.00', '1.00', { lowest: true }), price('B', null, '2.00', '2.00')]),
      ],
    });
    const plan = new Map<number, string | null>([
      [1, 'B'],
      [2, 'B'],
      [3, null],
    ]);
    expect(linesNotLowest(plan, lines)).toEqual([1]);
  });
});
