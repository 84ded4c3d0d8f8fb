import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Criterion,
  criteriaEqual,
  findCriteriaProblem,
  isValidScore,
  meanScore,
  normalizeCriteria,
  normalizeScore,
  PRICE_CRITERION,
  priceScores,
  rankQuotations,
  weightedTotal,
} from './scoring.ts';

const price = (weight: number): Criterion => ({ criterion: PRICE_CRITERION, name: '', weight });
const other = (criterion: string, name: string, weight: number): Criterion => ({ criterion, name, weight });

describe('findCriteriaProblem', () => {
  it.each([
    ['no criteria (price only, as before)', [], null],
    ['price alone at 100', [price(100)], null],
    ['price and quality totalling 100', [price(60), other('c1', 'Quality', 40)], null],
    ['weights totalling 99', [price(60), other('c1', 'Quality', 39)], 'weights-total'],
    ['weights totalling 101', [price(61), other('c1', 'Quality', 40)], 'weights-total'],
    ['no price', [other('c1', 'Quality', 100)], 'price-missing'],
    ['a weight of 0', [price(100), other('c1', 'Quality', 0)], 'weight-invalid'],
    ['a fractional weight', [price(59.5), other('c1', 'Quality', 40.5)], 'weight-invalid'],
    ['a weight above 100', [price(101)], 'weight-invalid'],
    ['a blank name', [price(60), other('c1', '   ', 40)], 'name-missing'],
    ['a name too long', [price(60), other('c1', 'x'.repeat(201), 40)], 'name-too-long'],
    [
      'two names alike but for case and spaces',
      [price(50), other('c1', 'Service', 25), other('c2', ' service ', 25)],
      'name-duplicate',
    ],
    ['a key twice', [price(50), other('c1', 'A', 25), other('c1', 'B', 25)], 'key-duplicate'],
    ['price twice', [price(50), price(50)], 'key-duplicate'],
    ['a key with a space', [price(50), other('c 1', 'A', 50)], 'key-invalid'],
    [
      'eleven criteria',
      [price(10), ...Array.from({ length: 10 }, (_, i) => other(`c${i}`, `N${i}`, 9))],
      'too-many',
    ],
  ] as const)('%s', (_, criteria, problem) => {
    expect(findCriteriaProblem(criteria)).toBe(problem);
  });
});

describe('normalizeCriteria, criteriaEqual', () => {
  it('puts price first, trims names and empties price’s', () => {
    expect(normalizeCriteria([other('c1', ' Quality ', 40), { ...price(60), name: 'Cost' }])).toEqual([
      price(60),
      other('c1', 'Quality', 40),
    ]);
  });
  it('tells a changed weight, name or order apart', () => {
    const base = [price(50), other('c1', 'A', 25), other('c2', 'B', 25)];
    expect(criteriaEqual(base, [other('c1', 'A ', 25), price(50), other('c2', 'B', 25)])).toBe(true);
    expect(criteriaEqual(base, [price(50), other('c1', 'A', 20), other('c2', 'B', 30)])).toBe(false);
    expect(criteriaEqual(base, [price(50), other('c2', 'B', 25), other('c1', 'A', 25)])).toBe(false);
    expect(criteriaEqual(base, [price(50), other('c1', 'AA', 25), other('c2', 'B', 25)])).toBe(false);
    expect(criteriaEqual(base, [])).toBe(false);
  });
});

describe('scores', () => {
  it.each([
    ['0', true],
    ['7', true],
    ['7.5', true],
    ['10', true],
    ['10.0', true],
    ['10.5', false],
    ['11', false],
    ['-1', false],
    ['7.25', false],
    ['', false],
    ['seven', false],
    ['1e1', false],
  ])('%s valid: %s', (score, valid) => {
    expect(isValidScore(score)).toBe(valid);
  });
  it('stores one decimal', () => {
    expect(normalizeScore('7')).toBe('7.0');
    expect(normalizeScore('10')).toBe('10.0');
  });
  it('means exactly, 2 decimals half-up', () => {
    expect(meanScore([])).toBeNull();
    expect(meanScore(['7.0', '8.0'])).toBe('7.50');
    expect(meanScore(['7.0', '8.0', '8.0'])).toBe('7.67');
    expect(meanScore(['0.1', '0.2'])).toBe('0.15');
  });
});

describe('priceScores', () => {
  it.each([
    ['the lowest scores 10, a dearer one lowest/total x 10', ['100.00', '125.00'], ['10.00', '8.00']],
    ['rounded half-up to 2 decimals', ['100.00', '300.00'], ['10.00', '3.33']],
    ['ties both 10', ['50.00', '50.00'], ['10.00', '10.00']],
    ['a free quotation scores 10, a dearer one 0', ['0.00', '10.00'], ['10.00', '0.00']],
    ['exact decimals beyond binary floats', ['0.30', '0.10'], ['3.33', '10.00']],
  ])('%s', (_, totals, scores) => {
    expect(
      priceScores(totals.map((t, i) => ({ code: `S${i}`, comparabletotal: t, comparable: true }))),
    ).toEqual(scores);
  });
  it('gives a quotation not compared like with like no price score, and ignores it for the lowest', () => {
    expect(
      priceScores([
        { code: 'A', comparabletotal: '1.00', comparable: false },
        { code: 'B', comparabletotal: '200.00', comparable: true },
      ]),
    ).toEqual([null, '10.00']);
  });
});

describe('weightedTotal', () => {
  it('is sum(weight x score) / 10', () => {
    expect(weightedTotal([{ weight: 60 }, { weight: 40 }], ['8.00', '9.00'])).toBe('84.00');
    expect(weightedTotal([{ weight: 33 }, { weight: 67 }], ['3.33', '7.67'])).toBe('62.38');
    expect(weightedTotal([{ weight: 100 }], ['10.00'])).toBe('100.00');
    expect(weightedTotal([{ weight: 60 }, { weight: 40 }], ['8.00', null])).toBeNull();
  });
});

describe('rankQuotations', () => {
  const criteria = [price(60), other('c1', 'Quality', 40)];
  const cheap = { code: 'CHEAP', comparabletotal: '100.00', comparable: true };
  const good = { code: 'GOOD', comparabletotal: '110.00', comparable: true };

  it('lets a non-price criterion change who is first', () => {
    const ranked = rankQuotations(
      criteria,
      [cheap, good],
      [
        { code: 'CHEAP', criterion: 'c1', scorer: 'buyer', score: '4.0' },
        { code: 'GOOD', criterion: 'c1', scorer: 'buyer', score: '9.0' },
      ],
    );
    // CHEAP: 60 x 10 + 40 x 4 = 760 / 10 = 76; GOOD: 60 x 9.09 + 40 x 9 = 905.4 / 10 = 90.54.
    expect(ranked.map((r) => [r.code, r.pricescore, r.weightedtotal, r.rank])).toEqual([
      ['CHEAP', '10.00', '76.00', 2],
      ['GOOD', '9.09', '90.54', 1],
    ]);
  });

  it('takes the mean of the scorers, each scorer’s last score once', () => {
    const ranked = rankQuotations(
      criteria,
      [cheap],
      [
        { code: 'CHEAP', criterion: 'c1', scorer: 'buyer', score: '2.0' },
        { code: 'CHEAP', criterion: 'c1', scorer: 'buyer', score: '6.0' },
        { code: 'CHEAP', criterion: 'c1', scorer: 'approver', score: '9.0' },
        { code: 'CHEAP', criterion: 'price', scorer: 'buyer', score: '0.0' },
        { code: 'CHEAP', criterion: 'gone', scorer: 'buyer', score: '0.0' },
      ],
    );
    expect(ranked[0]?.scores).toEqual([
      { criterion: 'price', score: '10.00', scorers: 0 },
      { criterion: 'c1', score: '7.50', scorers: 2 },
    ]);
    expect(ranked[0]?.weightedtotal).toBe('90.00');
  });

  it('ranks none until every criterion is scored, and never a quotation not comparable', () => {
    const partial = rankQuotations(
      criteria,
      [cheap, good, { code: 'PART', comparabletotal: '1.00', comparable: false }],
      [
        { code: 'CHEAP', criterion: 'c1', scorer: 'b', score: '5' },
        { code: 'PART', criterion: 'c1', scorer: 'b', score: '10' },
      ],
    );
    expect(partial.map((r) => [r.code, r.weightedtotal, r.rank])).toEqual([
      ['CHEAP', '80.00', 1],
      ['GOOD', null, null],
      ['PART', null, null],
    ]);
  });

  it('shares a rank on equal totals (1, 1, 3)', () => {
    const ranked = rankQuotations([price(100)], [cheap, { ...cheap, code: 'TWIN' }, good], []);
    expect(ranked.map((r) => r.rank)).toEqual([1, 1, 3]);
  });

  // ---- properties ----

  const cents = fc.bigInt({ min: 1n, max: 10_000_000_000n }).map((c) => (Number(c) / 100).toFixed(2));
  const scoreText = fc.integer({ min: 0, max: 100 }).map((tenths) => (tenths / 10).toFixed(1));
  const weights = fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 5 }).map((parts) => {
    // Whole-percent weights totalling 100: price takes what the others leave (at least 1).
    const others = parts.slice(0, 4).map((p) => Math.min(p, 24));
    return [100 - others.reduce((a, b) => a + b, 0), ...others];
  });

  it('property: price scores are 0 to 10 (a tiny share rounds to 0.00), the lowest comparable scores 10', () => {
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 8 }), (totals) => {
        const scores = priceScores(
          totals.map((t, i) => ({ code: `${i}`, comparabletotal: t, comparable: true })),
        );
        for (const s of scores) {
          expect(Number(s)).toBeGreaterThanOrEqual(0);
          expect(Number(s)).toBeLessThanOrEqual(10);
        }
        const lowest = totals.reduce((a, b) => (Number(a) <= Number(b) ? a : b));
        expect(scores[totals.indexOf(lowest)]).toBe('10.00');
      }),
    );
  });

  it('property: weighted totals are 0 to 100, ranks are 1..n and follow the totals', () => {
    fc.assert(
      fc.property(
        weights,
        fc.array(fc.tuple(cents, fc.array(scoreText, { minLength: 4, maxLength: 4 })), {
          minLength: 1,
          maxLength: 6,
        }),
        (ws, quotes) => {
          const crit = ws.map((w, i) => (i === 0 ? price(w) : other(`c${i}`, `N${i}`, w)));
          expect(findCriteriaProblem(crit)).toBeNull();
          const qs = quotes.map(([total], i) => ({
            code: `Q${i}`,
            comparabletotal: total,
            comparable: true,
          }));
          const given = quotes.flatMap(([, scores], i) =>
            crit.slice(1).map((c, k) => ({
              code: `Q${i}`,
              criterion: c.criterion,
              scorer: 'b',
              score: scores[k] ?? '0',
            })),
          );
          const ranked = rankQuotations(crit, qs, given);
          for (const r of ranked) {
            expect(r.weightedtotal).not.toBeNull();
            const total = Number(r.weightedtotal);
            expect(total).toBeGreaterThanOrEqual(0);
            expect(total).toBeLessThanOrEqual(100);
            expect(r.rank).toBeGreaterThanOrEqual(1);
            expect(r.rank).toBeLessThanOrEqual(ranked.length);
          }
          expect(ranked.some((r) => r.rank === 1)).toBe(true);
          for (const a of ranked) {
            for (const b of ranked) {
              if (Number(a.weightedtotal) > Number(b.weightedtotal)) expect(a.rank).toBeLessThan(b.rank ?? 0);
              if (a.weightedtotal === b.weightedtotal) expect(a.rank).toBe(b.rank);
            }
          }
        },
      ),
    );
  });

  it('property: with price alone the ranking is the comparable totals, lowest first', () => {
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 8 }), (totals) => {
        const ranked = rankQuotations(
          [price(100)],
          totals.map((t, i) => ({ code: `${i}`, comparabletotal: t, comparable: true })),
          [],
        );
        totals.forEach((a, i) => {
          totals.forEach((b, j) => {
            if (Number(a) < Number(b)) expect(ranked[i]?.rank).toBeLessThanOrEqual(ranked[j]?.rank ?? 0);
          });
        });
      }),
    );
  });

  it('property: a higher score never lowers a quotation’s weighted total or rank', () => {
    fc.assert(
      fc.property(cents, cents, scoreText, scoreText, fc.integer({ min: 0, max: 100 }), (a, b, s, t, up) => {
        const qs = [
          { code: 'A', comparabletotal: a, comparable: true },
          { code: 'B', comparabletotal: b, comparable: true },
        ];
        const scored = (mine: string) =>
          rankQuotations(criteria, qs, [
            { code: 'A', criterion: 'c1', scorer: 'x', score: mine },
            { code: 'B', criterion: 'c1', scorer: 'x', score: t },
          ]);
        const higher = Math.min(100, Math.round(Number(s) * 10) + up) / 10;
        const before = scored(s)[0];
        const after = scored(higher.toFixed(1))[0];
        expect(Number(after?.weightedtotal)).toBeGreaterThanOrEqual(Number(before?.weightedtotal));
        expect(after?.rank).toBeLessThanOrEqual(before?.rank ?? 0);
      }),
    );
  });
});
