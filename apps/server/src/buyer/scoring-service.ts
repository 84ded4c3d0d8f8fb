import type { BuyerCriterion, BuyerScoreBody, TabulationScoring } from '@tender/api-contract';
import {
  type Criterion,
  criteriaEqual,
  findCriteriaProblem,
  isValidScore,
  normalizeCriteria,
  normalizeScore,
  PRICE_CRITERION,
  rankQuotations,
} from '@tender/domain';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { openedInvitations } from './opened-quotations.ts';
import { assertRfqAction, findBuyerRfq, writeRfqAudit } from './rfq-scope.ts';
import { listScores, readCriteria, replaceCriteria, upsertScore } from './scoring-repository.ts';

// Scoring beyond price (issue 33, item 3): the criteria of an RFQ, saved with the draft and fixed once
// published, and the scores the buyer and the site's approvers give after opening. The rules and the
// formula are the domain's scoring.ts; the server checks them again whatever the page did.

/** The criteria of a save, checked (5600040 weights, 5600041 anything else) and normalised. */
export function checkedCriteria(input: readonly BuyerCriterion[]): Criterion[] {
  const problem = findCriteriaProblem(input);
  if (problem === 'weights-total') {
    throw new AppError(ErrorCode.CRITERIA_WEIGHTS_TOTAL, {
      total: input.reduce((sum, c) => sum + c.weight, 0),
    });
  }
  if (problem) throw new AppError(ErrorCode.CRITERIA_INVALID, { problem });
  return normalizeCriteria(input);
}

/** A draft's save: its criteria as given (absent: kept as they are). Answers whether they were sent. */
export async function saveDraftCriteria(
  trx: Db,
  rfqId: number,
  input: readonly BuyerCriterion[] | undefined,
): Promise<boolean> {
  if (input === undefined) return false;
  await replaceCriteria(trx, rfqId, checkedCriteria(input));
  return true;
}

/**
 * An amendment keeps the criteria the RFQ was published with: the suppliers priced knowing them
 * (5600042 when the save sends others; absent or the same: nothing to do).
 */
export async function assertCriteriaKept(
  trx: Db,
  rfqId: number,
  input: readonly BuyerCriterion[] | undefined,
): Promise<void> {
  if (input === undefined) return;
  if (!criteriaEqual(await readCriteria(trx, rfqId), input)) throw new AppError(ErrorCode.CRITERIA_FIXED);
}

/**
 * /buyer/rfq/score: the caller (a buyer or an approver of the site) scores one compared quotation on
 * criteria other than price, once opened and until an award is proposed (see the contract). Each score
 * replaces the caller's own earlier one; one audit entry `rfq.score` lists what was given.
 */
export async function scoreQuotation(
  db: Db,
  user: SessionUser,
  body: BuyerScoreBody,
): Promise<{ scored: number }> {
  return db.transaction().execute(async (trx) => {
    // Locked: a proposal of award waits for the scores given before it, and refuses after.
    const rfq = await findBuyerRfq(trx, user, body.rfqnum.trim(), { lock: true });
    assertRfqAction(rfq, 'score');
    const invitations = await openedInvitations(trx, user, rfq);
    const criteria = await readCriteria(trx, rfq.id);
    const scored = criteria.filter((c) => c.criterion !== PRICE_CRITERION);
    if (scored.length === 0) throw new AppError(ErrorCode.NO_CRITERIA);
    const code = body.suppliercode.trim();
    const invitation = invitations.find((inv) => inv.suppliercode === code);
    if (!invitation) throw new AppError(ErrorCode.NOT_SUBMITTED);

    const seen = new Set<string>();
    const given = body.scores.map((s) => {
      const criterion = scored.find((c) => c.criterion === s.criterion);
      if (!criterion || seen.has(s.criterion) || !isValidScore(s.score)) {
        throw new AppError(ErrorCode.SCORE_INVALID, { criterion: s.criterion }, { detail: s.criterion });
      }
      seen.add(s.criterion);
      return { criterion, score: normalizeScore(s.score), note: (s.note ?? '').trim() };
    });
    const at = new Date();
    for (const g of given) {
      await upsertScore(
        trx,
        {
          udztb_id: invitation.id,
          rfq_id: rfq.id,
          criterion: g.criterion.criterion,
          scorer_id: user.userId,
          score: g.score,
          note: g.note,
        },
        at,
      );
    }
    // The comment is what the history shows: the supplier, then each criterion's name, score and note
    // (the buyer's own words, as typed); the detail keeps them as data for the audit export.
    const comment = `${code}: ${given
      .map((g) => `${g.criterion.name} ${g.score}/10${g.note ? ` (${g.note})` : ''}`)
      .join('; ')}`;
    await writeRfqAudit(trx, user, rfq, 'rfq.score', {
      comment,
      detail: {
        supplier: code,
        udztbnum: invitation.udztbnum,
        scores: given.map((g) => ({
          criterion: g.criterion.criterion,
          name: g.criterion.name,
          weight: g.criterion.weight,
          score: g.score,
          note: g.note,
        })),
      },
    });
    return { scored: given.length };
  });
}

/** A compared quotation as the ranking needs it. */
export interface ScoredQuotation {
  invitationId: number;
  code: string;
  comparabletotal: string;
  comparable: boolean;
}

/**
 * Each quotation's scoring (scores given, price score, weighted total, rank) in the order given; all
 * null when the RFQ has no criteria (ranked on price alone, as before).
 */
export async function scoringOf(
  db: Db,
  user: SessionUser,
  rfqId: number,
  criteria: readonly Criterion[],
  quotations: readonly ScoredQuotation[],
): Promise<(TabulationScoring | null)[]> {
  if (criteria.length === 0) return quotations.map(() => null);
  const rows = await listScores(db, rfqId);
  const codeOf = new Map(quotations.map((q) => [q.invitationId, q.code]));
  const ranked = rankQuotations(
    criteria,
    quotations,
    rows.flatMap((row) => {
      const code = codeOf.get(row.udztb_id);
      return code === undefined
        ? []
        : [{ code, criterion: row.criterion, scorer: String(row.scorer_id), score: row.score }];
    }),
  );
  return quotations.map((q, index) => {
    const r = ranked[index];
    return {
      pricescore: r?.pricescore ?? null,
      weightedtotal: r?.weightedtotal ?? null,
      rank: r?.rank ?? null,
      scores: criteria.map((c, k) => ({
        criterion: c.criterion,
        score: r?.scores[k]?.score ?? null,
        given: rows
          .filter((row) => row.udztb_id === q.invitationId && row.criterion === c.criterion)
          .map((row) => ({
            scorer: row.scorer,
            mine: row.scorer_id === user.userId,
            score: normalizeScore(String(row.score)),
            note: row.note,
            scoredat: new Date(row.scored_at).toISOString(),
          })),
      })),
    };
  });
}
