import type { AppContext } from '../app-context.ts';
import type { TenderStatusColumn } from '../db/tables.ts';
import { ErrorCode } from '../http/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { mailOutcome } from '../notifications/index.ts';
import { changeInvitation, chosenInvitations, lockInvitations, touchRfq } from './outcome-invitations.ts';
import { assertRfqAction, findBuyerRfq, writeRfqAudit } from './rfq-scope.ts';

/** What happens to an invitation that was not chosen, by its status; a status not listed stays. */
const NOT_CHOSEN: Partial<Record<TenderStatusColumn, TenderStatusColumn>> = {
  SUBMITED: 'LOST',
  NEW: 'NORESPONSE',
  DRAFT: 'NORESPONSE',
  WTQUOTE: 'NORESPONSE',
};

/**
 * /buyer/rfq/award on a CLOSED RFQ: the chosen suppliers (each must have submitted: 5600005, nothing
 * changed) become AWARDED, the other submitted quotations LOST, the invitations never quoted (NEW,
 * DRAFT, WTQUOTE) NORESPONSE; DECLINED, CANCELD and NORESPONSE stay. The RFQ becomes AWARDED. One
 * transaction, every change audited and the awarded and the lost mailed ('award', 'lost', queued with
 * it), the unanswered not. Answers how many invitations end in each outcome.
 */
export async function awardRfq(
  ctx: AppContext,
  user: SessionUser,
  body: { rfqnum: string; suppliers: readonly string[] },
): Promise<{ awarded: number; lost: number; noresponse: number }> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const rfq = await findBuyerRfq(trx, user, body.rfqnum.trim(), { lock: true });
    assertRfqAction(rfq, 'award');
    const invitations = await lockInvitations(trx, rfq.id);
    const chosen = chosenInvitations(invitations, body.suppliers, ['SUBMITED'], ErrorCode.NOT_SUBMITTED);
    const winners = new Set(chosen.map((inv) => inv.id));
    const result = { awarded: [] as number[], lost: [] as number[], noresponse: 0 };
    for (const invitation of invitations) {
      const to = winners.has(invitation.id) ? 'AWARDED' : NOT_CHOSEN[invitation.status];
      if (invitation.status === 'NORESPONSE') result.noresponse += 1;
      if (to === undefined) continue;
      await changeInvitation(
        trx,
        user,
        invitation,
        { status: to },
        { action: 'rfq.award', rfqnum: rfq.rfqnum },
      );
      if (to === 'AWARDED') result.awarded.push(invitation.id);
      else if (to === 'LOST') result.lost.push(invitation.id);
      else result.noresponse += 1;
    }
    await touchRfq(trx, rfq, { status: 'AWARDED' });
    await writeRfqAudit(trx, user, rfq, 'rfq.award', {
      fromStatus: rfq.stage,
      toStatus: 'AWARDED',
      detail: { suppliers: chosen.map((inv) => inv.suppliercode) },
    });
    await mailOutcome({ ...ctx, db: trx }, 'award', result.awarded);
    await mailOutcome({ ...ctx, db: trx }, 'lost', result.lost);
    return result;
  });
  return { awarded: outcome.awarded.length, lost: outcome.lost.length, noresponse: outcome.noresponse };
}
