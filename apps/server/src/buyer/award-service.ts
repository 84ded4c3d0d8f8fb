import type { BuyerAwardBody } from '@tender/api-contract';
import {
  type AwardPlan,
  type AwardPlanRefusal,
  isJustified,
  needsApproval,
  planAward,
  sumAmounts,
} from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { queueAwardHandoff } from '../award-record/index.ts';
import type { Db } from '../db/connect.ts';
import type { TenderStatusColumn } from '../db/tables.ts';
import { versionedChange } from '../db/versioned-change.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { type AwardedLines, type MailedAward, mailApprovers, mailOutcome } from '../notifications/index.ts';
import {
  insertAward,
  insertAwardLines,
  listAwardLines,
  listAwardLinesBySupplier,
  markAwardedLines,
} from './award-repository.ts';
import { type LockedInvitation, listPricedLines, lockInvitations } from './invitation-repository.ts';
import { changeInvitation, chosenInvitations } from './outcome-invitations.ts';
import { readRfqLines } from './rfq-lines.ts';
import { type BuyerRfq, buyerRfqChange } from './rfq-scope.ts';
import { approvalThreshold } from './site-setting-repository.ts';
import { assertUnsealed } from './unseal-service.ts';

// /buyer/rfq/award (issue 29): the award split by line, with a justification, proposed for approval at or
// above the site's threshold, else final at once; and the one way an award becomes final, shared with the
// approval (approval-service.ts).

/** What happens to an invitation that won no line, by its status; a status not listed stays. */
const NOT_CHOSEN: Partial<Record<TenderStatusColumn, TenderStatusColumn>> = {
  SUBMITED: 'LOST',
  NEW: 'NORESPONSE',
  DRAFT: 'NORESPONSE',
  WTQUOTE: 'NORESPONSE',
};

export interface AwardOutcome {
  state: 'AWARDED' | 'PENDING_APPROVAL';
  awarded: number;
  lost: number;
  noresponse: number;
  total: string;
}

/** The parts of the body: `awards`, or the older `suppliers` (each the whole tender); exactly one. */
function partsOf(body: BuyerAwardBody): { code: string; seqnos?: readonly number[] }[] {
  if ((body.awards === undefined) === (body.suppliers === undefined)) {
    throw new AppError(ErrorCode.BAD_REQUEST, undefined, { detail: 'awards or suppliers, exactly one' });
  }
  if (body.awards) {
    return body.awards.map((part) => ({
      code: part.suppliercode,
      ...(part.seqnos === undefined ? {} : { seqnos: part.seqnos }),
    }));
  }
  return (body.suppliers ?? []).map((code) => ({ code }));
}

function refusalError(refusal: AwardPlanRefusal): AppError {
  switch (refusal.kind) {
    case 'unknown-supplier':
      return new AppError(ErrorCode.NOT_SUBMITTED, { suppliers: [refusal.code] });
    case 'twice':
      return new AppError(
        ErrorCode.LINE_AWARDED_TWICE,
        { seqno: refusal.seqno },
        { seqno: String(refusal.seqno) },
      );
    case 'not-awardable':
      return new AppError(
        ErrorCode.LINE_NOT_AWARDABLE,
        { seqno: refusal.seqno, suppliercode: refusal.code },
        { seqno: String(refusal.seqno), supplier: refusal.code },
      );
    case 'nothing':
      return new AppError(ErrorCode.NOTHING_AWARDED);
  }
}

/** Plans the award of `parts` over the RFQ's lines and its submitted quotations, or refuses it. */
async function planOf(
  trx: Db,
  rfq: BuyerRfq,
  invitations: readonly LockedInvitation[],
  parts: readonly { code: string; seqnos?: readonly number[] }[],
): Promise<AwardPlan> {
  // Each supplier named must have submitted (5600005, as before), every invitation of its code.
  chosenInvitations(
    invitations,
    parts.map((part) => part.code),
    ['SUBMITED'],
    ErrorCode.NOT_SUBMITTED,
  );
  const submitted = invitations.filter((inv) => inv.status === 'SUBMITED');
  const [lines, priced] = await Promise.all([
    readRfqLines(trx, rfq.id),
    submitted.length === 0
      ? []
      : listPricedLines(
          trx,
          submitted.map((inv) => inv.id),
        ),
  ]);
  const byInvitation = new Map<number, (typeof priced)[number][]>(submitted.map((inv) => [inv.id, []]));
  for (const line of priced) byInvitation.get(line.udztb_id)?.push(line);
  const planned = planAward(
    lines,
    submitted.map((inv) => ({
      key: String(inv.id),
      code: inv.suppliercode,
      lines: byInvitation.get(inv.id) ?? [],
    })),
    parts,
  );
  if (!planned.ok) throw refusalError(planned.refusal);
  return planned.plan;
}

/** The award's audit detail: who wins, the total and how many lines. */
function auditDetail(plan: Pick<AwardPlan, 'suppliers' | 'total' | 'lines'>) {
  return {
    suppliers: plan.suppliers.map((supplier) => supplier.code),
    total: plan.total,
    lines: plan.lines.length,
  };
}

/** How each invitation ends when the invitations `winners` win lines: the award's one rule of statuses. */
function outcomesOf(invitations: readonly LockedInvitation[], winners: ReadonlySet<number>) {
  const changes: { invitation: LockedInvitation; to: TenderStatusColumn }[] = [];
  const counts = { awarded: 0, lost: 0, noresponse: 0 };
  for (const invitation of invitations) {
    const to = winners.has(invitation.id) ? 'AWARDED' : NOT_CHOSEN[invitation.status];
    if (to === 'AWARDED') counts.awarded += 1;
    else if (to === 'LOST') counts.lost += 1;
    else if (to === 'NORESPONSE' || invitation.status === 'NORESPONSE') counts.noresponse += 1;
    if (to !== undefined) changes.push({ invitation, to });
  }
  return { changes, counts };
}

/**
 * /buyer/rfq/award on a CLOSED RFQ (the stage table: else 5600007 or 5600009). Exactly one of `awards` and
 * `suppliers` (else 1000002); a justification of at least 10 characters (5600017); each supplier named
 * must have submitted (5600005); the lines by the domain's planAward (5600018, 5600019, 5600020). The award
 * is written (rfq_award, rfq_award_line) in one versioned change of the RFQ. At or above the site's
 * approval threshold it is PENDING: the RFQ becomes PENDING_APPROVAL, audited `rfq.award.propose`, the
 * site's approvers but the proposer are mailed, no invitation changes and no supplier is told anything
 * (the counts answered are what the award will do once approved). Under it, the award is final at once
 * (finalizeAward), audited `rfq.award`.
 */
export async function awardRfq(
  ctx: AppContext,
  user: SessionUser,
  body: BuyerAwardBody,
): Promise<AwardOutcome> {
  const parts = partsOf(body);
  const justification = body.justification.trim();
  const { result } = await versionedChange(
    ctx.db,
    buyerRfqChange(user, body.rfqnum.trim(), 'award'),
    async (rfq, trx) => {
      if (!isJustified(justification)) throw new AppError(ErrorCode.JUSTIFICATION_REQUIRED);
      await assertUnsealed(trx, rfq);
      const invitations = await lockInvitations(trx, rfq.id);
      const plan = await planOf(trx, rfq, invitations, parts);
      const threshold = await approvalThreshold(trx, ctx.config, rfq.siteid);
      const pending = needsApproval(plan.total, threshold);
      const awardId = await insertAward(trx, {
        rfq_id: rfq.id,
        state: pending ? 'PENDING' : 'FINAL',
        proposed_by: user.userId,
        justification,
        total: plan.total,
        threshold,
        needs_approval: pending,
      });
      await insertAwardLines(
        trx,
        plan.lines.map((line) => ({
          award_id: awardId,
          seqno: line.seqno,
          udztb_id: Number(line.key),
          amount: line.amount,
        })),
      );
      const detail = auditDetail(plan);
      if (!pending) {
        const counts = await finalizeAward(ctx, trx, user, rfq, awardId);
        const outcome: AwardOutcome = { state: 'AWARDED', ...counts, total: plan.total };
        return {
          change: { status: 'AWARDED' as const },
          audit: { action: 'rfq.award', fromStatus: rfq.stage, comment: justification, detail },
          result: outcome,
        };
      }
      const award = { awardId, justification, total: plan.total, threshold, proposerId: user.userId };
      await mailApprovers(
        { db: trx, config: ctx.config },
        { ...(await mailedAward(trx, ctx, rfq, award)), proposerName: user.username },
      );
      const { counts } = outcomesOf(invitations, new Set(plan.lines.map((line) => Number(line.key))));
      const outcome: AwardOutcome = { state: 'PENDING_APPROVAL', ...counts, total: plan.total };
      return {
        change: { status: 'PENDING_APPROVAL' as const },
        audit: { action: 'rfq.award.propose', fromStatus: rfq.stage, comment: justification, detail },
        result: outcome,
      };
    },
  );
  return result;
}

/**
 * Makes the award `awardId` final, in the transaction of the change that decides it (an award under the
 * threshold, or its approval): every invitation with at least one of its lines AWARDED, every other
 * submitted one LOST, the invitations never quoted (NEW, DRAFT, WTQUOTE) NORESPONSE, DECLINED, CANCELD and
 * NORESPONSE kept, each change versioned and audited (`rfq.award`); the supplier's own lines of the award
 * marked awarded; the awarded mailed ('award', with the lines won and their total) and the lost ('lost');
 * the ERP hand-off queued. The RFQ row's own change (status AWARDED) is the caller's. Answers the counts.
 */
export async function finalizeAward(
  ctx: AppContext,
  trx: Db,
  user: SessionUser,
  rfq: BuyerRfq,
  awardId: number,
): Promise<{ awarded: number; lost: number; noresponse: number }> {
  const [invitations, lines] = await Promise.all([
    lockInvitations(trx, rfq.id),
    listAwardLines(trx, awardId),
  ]);
  const currency = rfq.currency ?? ctx.config.currency;
  const byInvitation = new Map<number, typeof lines>();
  for (const line of lines) {
    const mine = byInvitation.get(line.udztb_id);
    if (mine) mine.push(line);
    else byInvitation.set(line.udztb_id, [line]);
  }
  const won = new Map<number, AwardedLines>(
    [...byInvitation].map(([udztbId, mine]) => [
      udztbId,
      {
        currency,
        lines: mine.map((line) => ({
          seqno: line.seqno,
          description: line.description,
          amount: line.amount,
        })),
        total: sumAmounts(mine.map((line) => line.amount)),
      },
    ]),
  );
  const { changes, counts } = outcomesOf(invitations, new Set(won.keys()));
  for (const { invitation, to } of changes) {
    await changeInvitation(
      trx,
      user,
      invitation,
      { status: to },
      { action: 'rfq.award', rfqnum: rfq.rfqnum },
    );
  }
  await markAwardedLines(trx, awardId);
  const deps = { ...ctx, db: trx };
  const ended = (status: TenderStatusColumn) =>
    changes.filter((change) => change.to === status).map((change) => change.invitation.id);
  await mailOutcome(deps, 'award', ended('AWARDED'), { won });
  await mailOutcome(deps, 'lost', ended('LOST'));
  await queueAwardHandoff(ctx, trx, { rfqId: rfq.id, awardId });
  return counts;
}

/** The award as the approval mails tell it: the RFQ, and each supplier with how many lines it wins. */
export async function mailedAward(
  trx: Db,
  ctx: AppContext,
  rfq: BuyerRfq,
  award: Pick<MailedAward, 'awardId' | 'justification' | 'total' | 'threshold' | 'proposerId'>,
): Promise<Omit<MailedAward, 'proposerName'>> {
  const lines = await listAwardLinesBySupplier(trx, award.awardId);
  const suppliers = new Map<string, { name: string; lines: number }>();
  for (const line of lines) {
    const mine = suppliers.get(line.code) ?? { name: line.name, lines: 0 };
    suppliers.set(line.code, { ...mine, lines: mine.lines + 1 });
  }
  return {
    ...award,
    rfqId: rfq.id,
    rfqnum: rfq.rfqnum,
    siteid: rfq.siteid,
    description: rfq.description,
    currency: rfq.currency ?? ctx.config.currency,
    suppliers: [...suppliers.values()],
  };
}
