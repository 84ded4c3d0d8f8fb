import { describe, expect, it } from 'vitest';
import { type BoqRuleLine, checkBoq, isBoqValid } from './boq-rules.ts';

const line = (seqno: number, autocal = '', description = `Line ${seqno}`, header = false): BoqRuleLine => ({
  seqno,
  autocal,
  description,
  header,
});

describe('checkBoq (issue 17)', () => {
  it.each<[string, BoqRuleLine[], Array<[number, string]>]>([
    ['an empty bill', [], []],
    [
      'entry lines, a header and a sum line',
      [line(1, '', 'Section', true), line(2, 'Y'), line(3), line(4, '2+3')],
      [],
    ],
    ['a sum of sums', [line(1, 'Y'), line(2, 'Y'), line(3, '1+2'), line(4, '3+1')], []],
    ['a duplicate seqno', [line(1), line(2), line(1)], [[1, 'duplicate-seqno']]],
    ['a sum line naming itself', [line(1), line(2, '1+2')], [[2, 'sum-self']]],
    ['a sum line naming a missing line', [line(1), line(2, '1+9')], [[2, 'sum-missing']]],
    [
      'a sum line naming itself and a missing line',
      [line(1), line(2, '2+9')],
      [
        [2, 'sum-self'],
        [2, 'sum-missing'],
      ],
    ],
    [
      'a two-line cycle',
      [line(1, '2'), line(2, '1')],
      [
        [1, 'sum-cycle'],
        [2, 'sum-cycle'],
      ],
    ],
    [
      'a three-line cycle and a line that only reads it',
      [line(1, 'Y'), line(2, '1+4'), line(3, '2'), line(4, '3'), line(5, '2+1')],
      [
        [2, 'sum-cycle'],
        [3, 'sum-cycle'],
        [4, 'sum-cycle'],
      ],
    ],
    [
      'two separate cycles',
      [line(1, '2'), line(2, '1'), line(3, '4'), line(4, '3')],
      [
        [1, 'sum-cycle'],
        [2, 'sum-cycle'],
        [3, 'sum-cycle'],
        [4, 'sum-cycle'],
      ],
    ],
    ['an empty description on an entry line', [line(1, 'Y', '  ')], [[1, 'no-description']]],
    ['an empty description on a sum line', [line(1), line(2, '1', '')], [[2, 'no-description']]],
    ['an empty description on a header is fine', [line(1, '', '', true), line(2)], []],
    ["a header's autocal is not checked", [line(1, '1+9', 'Head', true), line(2)], []],
    ['a sum line may name a header', [line(1, '', 'Head', true), line(2, '1')], []],
    [
      'problems come in line order',
      [line(5, '5'), line(1, '', ''), line(3, '7')],
      [
        [5, 'sum-self'],
        [1, 'no-description'],
        [3, 'sum-missing'],
      ],
    ],
    ['a negative quantity (issue 28)', [line(1), { ...line(2), quantity: '-5' }], [[2, 'quantity-negative']]],
    ['a quantity finer than the column', [{ ...line(1), quantity: 1.005 }], [[1, 'quantity-decimals']]],
    ['a quantity of no number', [{ ...line(1), quantity: 'x' }], [[1, 'quantity-invalid']]],
    [
      "a header's quantity counts too",
      [{ ...line(1, '', 'H', true), quantity: '-1' }],
      [[1, 'quantity-negative']],
    ],
    [
      'quantities the column keeps',
      [
        { ...line(1), quantity: '120.50' },
        { ...line(2), quantity: 0 },
      ],
      [],
    ],
  ])('%s', (_name, lines, expected) => {
    expect(checkBoq(lines).map((p) => [p.seqno, p.problem])).toEqual(expected);
  });

  it('refuses a quantity that would be stored rounded even in a draft', () => {
    expect(checkBoq([{ ...line(1, '', ''), quantity: '2.345' }], { draft: true })).toEqual([
      { seqno: 1, problem: 'quantity-decimals' },
    ]);
  });

  it('lets a draft keep empty descriptions, never an inconsistent bill', () => {
    const draft = [line(1, '', ''), line(2, '', ''), line(3, '1+2', '')];
    expect(checkBoq(draft, { draft: true })).toEqual([]);
    expect(isBoqValid(draft, { draft: true })).toBe(true);
    expect(isBoqValid(draft)).toBe(false);
    const broken = [line(1, '2', ''), line(2, '1', ''), line(3, '3', ''), line(4, '9', ''), line(4, '', '')];
    expect(checkBoq(broken, { draft: true }).map((p) => [p.seqno, p.problem])).toEqual([
      [1, 'sum-cycle'],
      [2, 'sum-cycle'],
      [3, 'sum-self'],
      [4, 'duplicate-seqno'],
      [4, 'sum-missing'],
    ]);
  });

  it('accepts the optional fields of contract and import lines', () => {
    expect(
      checkBoq([
        { seqno: 1, description: 'A' },
        { seqno: 2, description: 'B', autocal: null, header: null },
      ]),
    ).toEqual([]);
  });

  it('checks a long chain of subtotals without overflowing', () => {
    const lines = [line(1, 'Y')];
    for (let seqno = 2; seqno <= 5000; seqno += 1) lines.push(line(seqno, String(seqno - 1)));
    expect(checkBoq(lines)).toEqual([]);
    lines[0] = line(1, '5000');
    expect(checkBoq(lines)).toHaveLength(5000);
  });

  it('reports every line of cycles that share a line', () => {
    // 1 <-> 2 and 2 <-> 3: all three are on a cycle; 4 only reads them.
    const lines = [line(1, '2'), line(2, '1+3'), line(3, '2'), line(4, '3')];
    expect(checkBoq(lines).map((p) => [p.seqno, p.problem])).toEqual([
      [1, 'sum-cycle'],
      [2, 'sum-cycle'],
      [3, 'sum-cycle'],
    ]);
  });

  it('finds 10,000 separate cycles in 20,000 lines in one linear pass', () => {
    const lines: BoqRuleLine[] = [];
    for (let seqno = 1; seqno <= 20_000; seqno += 2) {
      lines.push(line(seqno, String(seqno + 1)), line(seqno + 1, String(seqno)));
    }
    const started = performance.now();
    expect(checkBoq(lines)).toHaveLength(20_000);
    // Quadratic, this took minutes; linear, a few milliseconds (generous for a busy machine).
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
