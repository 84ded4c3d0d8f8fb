import { type Static, Type } from 'typebox';
import { Closed, Instant, Ok } from './common.ts';
import { ErrorCode } from './error-codes.ts';
import { defineOperation } from './operation.ts';

// Issue 33, item 3: scoring beyond price. An RFQ may define criteria while it is a draft (fixed once
// published, 5600042): price always one of them (key `price`), whole-percent weights totalling 100
// (5600040/5600041, the domain's scoring.ts). After opening (closing passed and the opening quorum met,
// as the tabulation), the buyer and the site's approvers score each compared quotation on every other
// criterion from 0 to 10 (one decimal at most) with a note; the price score is computed. The tabulation
// answers each supplier's scores, weighted total and rank. Formula: docs/api.md, Scoring.

const tags = ['Buyer console'] as const;

const Rfqnum = Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S(.*\\S)?$' });
const Two = Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', description: 'Exact, 2 decimals.' });
const NullableTwo = Type.Union([Two, Type.Null()]);

/** A criterion's key: `price` for the price, another of the buyer's choosing (the console: c1, c2...). */
export const CriterionKey = Type.String({ pattern: '^[a-z0-9_-]{1,40}$', maxLength: 40 });

/** A criterion as /buyer/rfq/save takes it and /buyer/rfq/detail answers it. */
export const BuyerCriterion = Closed({
  criterion: CriterionKey,
  name: Type.String({
    maxLength: 400,
    description: 'As the buyer typed it (shown as is in every language); ignored for `price`.',
  }),
  weight: Type.Integer({ minimum: 0, maximum: 1000, description: 'Whole percent, 1 to 100 (5600041).' }),
});
export type BuyerCriterion = Static<typeof BuyerCriterion>;

export const BuyerCriteria = Type.Array(BuyerCriterion, {
  maxItems: 20,
  description:
    'The criteria quotations are weighed on: empty, price alone (as without criteria), or price (key ' +
    '`price`) with others, weights totalling 100 (5600040), at most 10, names unique (5600041). Set while ' +
    'a draft; absent from a save: kept as they are. Fixed once published: an amendment sending other ' +
    'criteria is refused (5600042).',
});

/** A criterion as a supplier's tender detail shows it. */
export const TenderCriterion = Closed({
  criterion: CriterionKey,
  name: Type.String({ description: "The buyer's name for it; empty for `price`." }),
  weight: Type.Integer(),
});
export type TenderCriterion = Static<typeof TenderCriterion>;

// ---- Score ----

export const BuyerScoreInput = Type.Object(
  {
    criterion: CriterionKey,
    score: Type.String({
      maxLength: 10,
      description: '0 to 10, at most one decimal ("7", "7.5"); else 5600043.',
    }),
    note: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type BuyerScoreInput = Static<typeof BuyerScoreInput>;

export const BuyerScoreBody = Type.Object(
  {
    rfqnum: Rfqnum,
    suppliercode: Type.String({ minLength: 1, maxLength: 100 }),
    scores: Type.Array(BuyerScoreInput, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type BuyerScoreBody = Static<typeof BuyerScoreBody>;

export const buyerRfqScore = defineOperation({
  method: 'POST',
  path: '/buyer/rfq/score',
  name: 'buyerRfqScore',
  summary: 'Score a quotation on the criteria besides price (0 to 10, with a note)',
  description:
    'A buyer or an approver of the RFQ’s site, once the quotations are opened (closing passed: else ' +
    '5600007; the opening quorum met: else 5600022) and until an award is proposed (5600009). The ' +
    'supplier must have a compared quotation (5600005). Each criterion named must be one of the RFQ’s ' +
    'but price (5600043 for an unknown one, price, or a score not 0 to 10 with one decimal at most); an ' +
    'RFQ without criteria takes no score (5600044). The caller’s score of a criterion replaces their own ' +
    'earlier one; other scorers’ scores stay, and the ranking takes the mean of the scorers per ' +
    'criterion. Every score is in the RFQ’s history (`rfq.score`).',
  role: 'procurement',
  body: BuyerScoreBody,
  reply: Ok({ data: Closed({ scored: Type.Integer({ description: 'Scores recorded.' }) }) }),
  errors: [
    ErrorCode.NO_SUCH_TENDER,
    ErrorCode.RFQ_NOT_CLOSED,
    ErrorCode.UNSEAL_PENDING,
    ErrorCode.RFQ_ACTION_NOT_ALLOWED,
    ErrorCode.NOT_SUBMITTED,
    ErrorCode.SCORE_INVALID,
    ErrorCode.NO_CRITERIA,
  ],
  tags,
});

// ---- In the tabulation ----

/** One scorer's score of one quotation on one criterion. */
export const TabulationGivenScore = Closed({
  scorer: Type.String({ description: 'Display name of who scored.' }),
  mine: Type.Boolean({ description: 'Given by the caller.' }),
  score: Type.String({ description: 'One decimal.' }),
  note: Type.String(),
  scoredat: Instant,
});
export type TabulationGivenScore = Static<typeof TabulationGivenScore>;

export const TabulationCriterionScore = Closed({
  criterion: CriterionKey,
  score: Type.With(NullableTwo, {
    description:
      'Price: computed; another: the mean of its scorers. Null: not scored yet (or not comparable).',
  }),
  given: Type.Array(TabulationGivenScore, { description: 'Empty for price.' }),
});
export type TabulationCriterionScore = Static<typeof TabulationCriterionScore>;

export const TabulationScoring = Closed({
  pricescore: Type.With(NullableTwo, {
    description:
      'Lowest comparable total / this comparable total x 10; null when not compared like with like.',
  }),
  scores: Type.Array(TabulationCriterionScore, { description: 'In the order of `criteria`.' }),
  weightedtotal: Type.With(NullableTwo, {
    description: 'sum(weight x score) / 10, 0 to 100; null until every criterion has a score.',
  }),
  rank: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: '1 is the best; equal totals share a rank; null when not ranked.',
  }),
});
export type TabulationScoring = Static<typeof TabulationScoring>;

export const buyerScoringOperations = [buyerRfqScore] as const;
