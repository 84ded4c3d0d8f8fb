import { ExactDecimal } from './decimal.ts';

// Scoring beyond price (issue 33, item 3). An RFQ may weigh its quotations on criteria besides price:
// each has a key, a name (as the buyer typed it) and a whole-percent weight; price is always one of them
// and the weights total 100. After opening, the buyer and the site's approvers score each quotation on
// every criterion but price from 0 to 10 (one decimal at most); the price score is computed here.
//
// The formula (docs/api.md, Scoring), every figure exact decimals, each rounded half-up to 2 places as
// shown, and the next computed from the shown figure, so a reader can redo every sum by hand:
//   price score      = lowest comparable total / the quotation's comparable total x 10
//                      (only quotations compared like with like, tabulation.ts; others get none);
//   criterion score  = the mean of the scorers' scores of that criterion (each scorer's last score);
//   weighted total   = sum over the criteria of weight x score / 10          (0 to 100).
// A quotation is ranked when it is comparable and every criterion has at least one score; the ranks go
// by weighted total, highest first, equal totals sharing a rank (1, 2, 2, 4).

/** The fixed key of the price criterion. */
export const PRICE_CRITERION = 'price';
/** At most this many criteria, price included. */
export const CRITERIA_MAX = 10;
/** A criterion's name is at most this long. */
export const CRITERION_NAME_MAX = 200;
/** A score's note is at most this long. */
export const SCORE_NOTE_MAX = 2000;
/** The syntax of a criterion's key (the console makes them; an integrator may choose its own). */
export const CRITERION_KEY_PATTERN = '^[a-z0-9_-]{1,40}$';
/** The highest score. */
export const SCORE_MAX = 10;

/** A criterion of an RFQ. */
export interface Criterion {
  criterion: string;
  name: string;
  weight: number;
}

/** What is wrong with a list of criteria (the first problem found), each its own coded error. */
export type CriteriaProblem =
  | 'price-missing'
  | 'weights-total'
  | 'weight-invalid'
  | 'name-missing'
  | 'name-too-long'
  | 'name-duplicate'
  | 'key-invalid'
  | 'key-duplicate'
  | 'too-many';

/** i18n key of each problem's message. */
export const CRITERIA_PROBLEM_LABEL_KEY: Readonly<Record<CriteriaProblem, string>> = {
  'price-missing': 'criteria.problem.priceMissing',
  'weights-total': 'criteria.problem.weightsTotal',
  'weight-invalid': 'criteria.problem.weightInvalid',
  'name-missing': 'criteria.problem.nameMissing',
  'name-too-long': 'criteria.problem.nameTooLong',
  'name-duplicate': 'criteria.problem.nameDuplicate',
  'key-invalid': 'criteria.problem.keyInvalid',
  'key-duplicate': 'criteria.problem.keyDuplicate',
  'too-many': 'criteria.problem.tooMany',
};

const KEY = new RegExp(CRITERION_KEY_PATTERN);

/** The sum of the weights (integers). */
export function weightTotal(criteria: readonly Pick<Criterion, 'weight'>[]): number {
  return criteria.reduce((sum, c) => sum + (Number.isFinite(c.weight) ? c.weight : 0), 0);
}

/**
 * The first problem of a list of criteria, or null when it is valid. No criteria at all is valid: the
 * RFQ is ranked on price alone, as without this feature. Otherwise: at most CRITERIA_MAX, each key
 * well formed and once, price once (its key PRICE_CRITERION), every other with a name (trimmed, at most
 * CRITERION_NAME_MAX, no two alike whatever their case), every weight a whole number from 1 to 100, and
 * the weights totalling 100.
 */
export function findCriteriaProblem(criteria: readonly Criterion[]): CriteriaProblem | null {
  if (criteria.length === 0) return null;
  if (criteria.length > CRITERIA_MAX) return 'too-many';
  const keys = new Set<string>();
  const names = new Set<string>();
  for (const c of criteria) {
    if (!KEY.test(c.criterion)) return 'key-invalid';
    if (keys.has(c.criterion)) return 'key-duplicate';
    keys.add(c.criterion);
    if (!Number.isInteger(c.weight) || c.weight < 1 || c.weight > 100) return 'weight-invalid';
    if (c.criterion === PRICE_CRITERION) continue;
    const name = c.name.trim();
    if (name === '') return 'name-missing';
    if (name.length > CRITERION_NAME_MAX) return 'name-too-long';
    const folded = name.toLocaleLowerCase('en');
    if (names.has(folded)) return 'name-duplicate';
    names.add(folded);
  }
  if (!keys.has(PRICE_CRITERION)) return 'price-missing';
  if (weightTotal(criteria) !== 100) return 'weights-total';
  return null;
}

/**
 * The criteria as stored: names trimmed, price's name empty (every page shows its own word for price),
 * price first, the others in the buyer's order.
 */
export function normalizeCriteria(criteria: readonly Criterion[]): Criterion[] {
  const trimmed = criteria.map((c) => ({
    criterion: c.criterion,
    name: c.criterion === PRICE_CRITERION ? '' : c.name.trim(),
    weight: c.weight,
  }));
  return [
    ...trimmed.filter((c) => c.criterion === PRICE_CRITERION),
    ...trimmed.filter((c) => c.criterion !== PRICE_CRITERION),
  ];
}

/** Whether two lists of criteria are the same (order of the non-price ones included). */
export function criteriaEqual(a: readonly Criterion[], b: readonly Criterion[]): boolean {
  const x = normalizeCriteria(a);
  const y = normalizeCriteria(b);
  return (
    x.length === y.length &&
    x.every((c, i) => c.criterion === y[i]?.criterion && c.name === y[i]?.name && c.weight === y[i]?.weight)
  );
}

const SCORE = /^(?:10(?:\.0)?|\d(?:\.\d)?)$/;

/** Whether a score is 0 to 10 with at most one decimal ("7", "7.5", "10.0"; never "7.25", "-1", "11"). */
export function isValidScore(score: string): boolean {
  return SCORE.test(score.trim());
}

/** A score as stored and shown: one decimal ("7" -> "7.0"). */
export function normalizeScore(score: string): string {
  return new ExactDecimal(score.trim()).toFixed(1);
}

/** A quotation to rank: its supplier, its comparable total, whether it is compared like with like. */
export interface QuotationToScore {
  code: string;
  /** The tabulation's comparable total (decimal string). */
  comparabletotal: string;
  /** The tabulation's `comparable` (tabulation.ts). */
  comparable: boolean;
}

/** One scorer's score of one quotation on one criterion. */
export interface GivenScore {
  code: string;
  criterion: string;
  scorer: string;
  score: string;
}

/** A quotation's score on one criterion: the price's computed, another's the mean of its scorers. */
export interface CriterionScore {
  criterion: string;
  /** 2 decimals; null: no score yet (or, for price, the quotation is not comparable). */
  score: string | null;
  /** How many people scored it (0 for price). */
  scorers: number;
}

export interface RankedQuotation {
  code: string;
  /** The price score, 2 decimals; null when the quotation is not comparable. */
  pricescore: string | null;
  /** One per criterion, in the criteria's order. */
  scores: CriterionScore[];
  /** sum(weight x score) / 10, 2 decimals; null until every criterion has a score (or not comparable). */
  weightedtotal: string | null;
  /** 1 is the best; null when not ranked (see above). */
  rank: number | null;
}

function round2(value: ExactDecimal): string {
  return value.toDecimalPlaces(2, ExactDecimal.ROUND_HALF_UP).toFixed(2);
}

/**
 * The price score of each quotation (see the formula above): the lowest comparable total among the
 * comparable quotations over this one's, x 10, 2 decimals. A comparable quotation of total 0 (free)
 * scores 10 and so does every other quotation of total 0; against a lowest of 0, any dearer one scores 0.
 */
export function priceScores(quotations: readonly QuotationToScore[]): (string | null)[] {
  const totals = quotations.map((q) => (q.comparable ? new ExactDecimal(q.comparabletotal) : null));
  const compared = totals.filter((t): t is ExactDecimal => t !== null);
  if (compared.length === 0) return totals.map(() => null);
  const lowest = ExactDecimal.min(...compared);
  return totals.map((total) => {
    if (total === null) return null;
    if (total.isZero()) return '10.00';
    return round2(lowest.div(total).times(SCORE_MAX));
  });
}

/** The mean of the scores (one decimal each), 2 decimals; null for none. */
export function meanScore(scores: readonly string[]): string | null {
  if (scores.length === 0) return null;
  const sum = scores.reduce((acc, s) => acc.plus(new ExactDecimal(s)), new ExactDecimal(0));
  return round2(sum.div(scores.length));
}

/** sum(weight x score) / 10 over the criteria, 2 decimals; null when a score is missing. */
export function weightedTotal(
  criteria: readonly Pick<Criterion, 'weight'>[],
  scores: readonly (string | null)[],
): string | null {
  let sum = new ExactDecimal(0);
  for (const [i, c] of criteria.entries()) {
    const score = scores[i];
    if (score === null || score === undefined) return null;
    sum = sum.plus(new ExactDecimal(score).times(c.weight));
  }
  return round2(sum.div(SCORE_MAX));
}

/**
 * Scores and ranks the quotations on the criteria (formula above). Scores of an unknown criterion, or of
 * price, are ignored; a scorer's repeated score counts once (the last given wins).
 */
export function rankQuotations(
  criteria: readonly Criterion[],
  quotations: readonly QuotationToScore[],
  given: readonly GivenScore[],
): RankedQuotation[] {
  const prices = priceScores(quotations);
  const byKey = new Map<string, Map<string, string>>();
  for (const g of given) {
    const key = `${g.code}\u0000${g.criterion}`;
    const scorers = byKey.get(key) ?? new Map<string, string>();
    scorers.set(g.scorer, g.score);
    byKey.set(key, scorers);
  }
  const ranked = quotations.map((q, index): RankedQuotation => {
    const pricescore = prices[index] ?? null;
    const scores = criteria.map((c): CriterionScore => {
      if (c.criterion === PRICE_CRITERION) return { criterion: c.criterion, score: pricescore, scorers: 0 };
      const mine = [...(byKey.get(`${q.code}\u0000${c.criterion}`)?.values() ?? [])];
      return { criterion: c.criterion, score: meanScore(mine), scorers: mine.length };
    });
    const weightedtotal =
      q.comparable && criteria.length > 0
        ? weightedTotal(
            criteria,
            scores.map((s) => s.score),
          )
        : null;
    return { code: q.code, pricescore, scores, weightedtotal, rank: null };
  });
  for (const r of ranked) {
    if (r.weightedtotal === null) continue;
    const mine = new ExactDecimal(r.weightedtotal);
    r.rank =
      1 +
      ranked.filter((other) => other.weightedtotal !== null && new ExactDecimal(other.weightedtotal).gt(mine))
        .length;
  }
  return ranked;
}

/**
 * The code of the best ranked quotation (the first of equal bests in the given order), or undefined when
 * none is ranked: the award dialog then preselects the cheapest, as without criteria.
 */
export function bestRanked(ranked: readonly Pick<RankedQuotation, 'code' | 'rank'>[]): string | undefined {
  return ranked.find((r) => r.rank === 1)?.code;
}
