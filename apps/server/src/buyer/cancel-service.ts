import type { AppContext } from '../app-context.ts';
import { versionedChange } from '../db/versioned-change.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { mailOutcome } from '../notifications/index.ts';
import { lockInvitations } from './invitation-repository.ts';
import { changeInvitation } from './outcome-invitations.ts';
import { buyerRfqChange } from './rfq-scope.ts';

/**
 * /buyer/rfq/cancel: a DRAFT, OPEN or CLOSED RFQ is cancelled with a reason (blank: 5600010; awarded or
 * already cancelled: 5600009). In one versioned change of the RFQ every invitation but the DECLINED (and
 * those already CANCELD) becomes CANCELD, audited, and the RFQ becomes CANCELLED with its reason; the users
 * of each supplier whose invitation was cancelled are mailed ('cancel', queued with it) with the reason; a
 * draft was never seen by a supplier, so it has none to mail.
 */
export async function cancelRfq(
  ctx: AppContext,
  user: SessionUser,
  body: { rfqnum: string; reason: string },
): Promise<void> {
  const reason = body.reason.trim();
  await versionedChange(ctx.db, buyerRfqChange(user, body.rfqnum.trim(), 'cancel'), async (rfq, trx) => {
    if (reason === '') throw new AppError(ErrorCode.REASON_REQUIRED);
    const invitations = await lockInvitations(trx, rfq.id);
    const ids: number[] = [];
    for (const invitation of invitations) {
      if (invitation.status === 'DECLINED' || invitation.status === 'CANCELD') continue;
      await changeInvitation(
        trx,
        user,
        invitation,
        { status: 'CANCELD' },
        { action: 'rfq.cancel', rfqnum: rfq.rfqnum, comment: reason },
      );
      ids.push(invitation.id);
    }
    await mailOutcome({ ...ctx, db: trx }, 'cancel', ids, { reason });
    return {
      change: { status: 'CANCELLED', cancel_reason: reason },
      audit: { action: 'rfq.cancel', fromStatus: rfq.stage, comment: reason },
      result: ids,
    };
  });
}
