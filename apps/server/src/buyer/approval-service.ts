import type { BuyerApprovalRow, BuyerApproveBody } from '@tender/api-contract';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';
import { versionedChange } from '../db/versioned-change.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { mailRejection } from '../notifications/index.ts';
import { decideAward, listPendingAwards, lockPendingAward } from './award-repository.ts';
import { finalizeAward, mailedAward } from './award-service.ts';
import { buyerRfqChange, writeRfqAudit } from './rfq-scope.ts';

// The approval of an award at or above the site's threshold (issue 29): an approver of the site who did
// not propose it approves it (the award becomes final) or rejects it with a comment (the RFQ is CLOSED
// again and its proposer is told); and the list of what waits.

export interface ApprovalOutcome {
  state: 'AWARDED' | 'CLOSED';
}

/**
 * /buyer/rfq/approve: in one versioned change of the RFQ (so two approvers deciding at once run one after
 * the other, and the second finds it no longer PENDING_APPROVAL: 5600009 by the stage table). The proposer
 * is refused (5600021) even with the approver role. Approve: the award is FINAL, decided by the caller,
 * made final as under the threshold (finalizeAward: statuses, mails, ERP hand-off; audited `rfq.award`
 * with the justification), the RFQ AWARDED, audited `rfq.approve` with the comment. Reject: a comment is
 * required (5600010); the award is REJECTED, the RFQ PUBLISHED again (stage CLOSED, it may be awarded
 * again), audited `rfq.reject` with the comment, and the proposer mailed ('rejected').
 */
export async function approveAward(
  ctx: AppContext,
  user: SessionUser,
  body: BuyerApproveBody,
): Promise<ApprovalOutcome> {
  const comment = body.comment.trim();
  const { result } = await versionedChange(
    ctx.db,
    buyerRfqChange(user, body.rfqnum.trim(), 'approve'),
    async (rfq, trx) => {
      const award = await lockPendingAward(trx, rfq.id);
      if (!award) throw new AppError(ErrorCode.RFQ_ACTION_NOT_ALLOWED);
      if (award.proposed_by === user.userId) throw new AppError(ErrorCode.PROPOSER_CANNOT_APPROVE);
      if (body.decision === 'reject') {
        if (comment === '') throw new AppError(ErrorCode.REASON_REQUIRED);
        await decideAward(trx, award.id, { state: 'REJECTED', decidedBy: user.userId, comment });
        const mailed = await mailedAward(trx, ctx, rfq, {
          awardId: award.id,
          justification: award.justification,
          total: award.total,
          threshold: award.threshold,
          proposerId: award.proposed_by,
        });
        await mailRejection(
          { db: trx, config: ctx.config },
          { ...mailed, proposerName: award.proposer, approverName: user.username, comment },
        );
        return {
          change: { status: 'PUBLISHED' as const },
          audit: { action: 'rfq.reject', fromStatus: rfq.stage, toStatus: 'CLOSED', comment },
          result: { state: 'CLOSED' } as ApprovalOutcome,
        };
      }
      await decideAward(trx, award.id, { state: 'FINAL', decidedBy: user.userId, comment });
      await finalizeAward(ctx, trx, user, rfq, award.id);
      await writeRfqAudit(trx, user, rfq, 'rfq.award', {
        comment: award.justification,
        fromStatus: rfq.stage,
        toStatus: 'AWARDED',
        detail: { total: award.total },
      });
      return {
        change: { status: 'AWARDED' as const },
        audit: { action: 'rfq.approve', fromStatus: rfq.stage, comment },
        result: { state: 'AWARDED' } as ApprovalOutcome,
      };
    },
  );
  return result;
}

/** /buyer/approval/list: the awards of the caller's site waiting for approval, oldest first. */
export async function listApprovals(
  db: Db,
  config: Pick<Config, 'currency'>,
  user: SessionUser,
): Promise<BuyerApprovalRow[]> {
  const rows = await listPendingAwards(db, user.siteid);
  return rows.map((row) => ({
    rfqnum: row.rfqnum,
    description: row.description,
    proposedby: row.username,
    proposedat: row.proposed_at.toISOString(),
    total: row.total,
    currency: row.currency ?? config.currency,
    justification: row.justification,
    suppliers: Number(row.suppliers ?? 0),
    mine: row.proposed_by === user.userId,
  }));
}
