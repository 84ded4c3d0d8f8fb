import type { AppContext } from '../app-context.ts';
import { AppError, ErrorCode } from '../http/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { mailOutcome } from '../notifications/index.ts';
import { changeInvitation, lockInvitations, touchRfq } from './outcome-invitations.ts';
import { assertRfqAction, findBuyerRfq, writeRfqAudit } from './rfq-scope.ts';

/**
 * /buyer/rfq/cancel: a DRAFT, OPEN or CLOSED RFQ is cancelled with a reason (blank: 5600010; awarded or
 * already cancelled: 5600009). In one transaction every invitation but the DECLINED (and those already
 * CANCELD) becomes CANCELD, audited, and the RFQ becomes CANCELLED with its reason; the users of each
 * supplier whose invitation was cancelled are mailed ('cancel', queued with it) with the reason; a draft
 * was never seen by a supplier, so it has none to mail.
 */
export async function cancelRfq(
  ctx: AppContext,
  user: SessionUser,
  body: { rfqnum: string; reason: string },
): Promise<void> {
  const reason = body.reason.trim();
  await ctx.db.transaction().execute(async (trx) => {
    const rfq = await findBuyerRfq(trx, user, body.rfqnum.trim(), { lock: true });
    assertRfqAction(rfq, 'cancel');
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
    await touchRfq(trx, rfq, { status: 'CANCELLED', cancel_reason: reason });
    await writeRfqAudit(trx, user, rfq, 'rfq.cancel', {
      fromStatus: rfq.stage,
      toStatus: 'CANCELLED',
      comment: reason,
    });
    await mailOutcome({ ...ctx, db: trx }, 'cancel', ids, { reason });
  });
}
