import type { AppContext } from '../app-context.ts';
import type { TenderStatusColumn } from '../db/tables.ts';
import { versionedChange } from '../db/versioned-change.ts';
import { ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { mailOutcome } from '../notifications/index.ts';
import { lockInvitations } from './invitation-repository.ts';
import { changeInvitation, chosenInvitations } from './outcome-invitations.ts';
import { buyerRfqChange } from './rfq-scope.ts';
import { assertUnsealed } from './unseal-service.ts';

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
 * versioned change of the RFQ, every change audited and the awarded and the lost mailed ('award', 'lost',
 * queued with it), the unanswered not. Answers how many invitations end in each outcome.
 */
export async function awardRfq(
  ctx: AppContext,
  user: SessionUser,
  body: { rfqnum: string; suppliers: readonly string[] },
): Promise<{ awarded: number; lost: number; noresponse: number }> {
  const { result: outcome } = await versionedChange(
    ctx.db,
    buyerRfqChange(user, body.rfqnum.trim(), 'award'),
    async (rfq, trx) => {
      await assertUnsealed(trx, rfq);
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
      await mailOutcome({ ...ctx, db: trx }, 'award', result.awarded);
      await mailOutcome({ ...ctx, db: trx }, 'lost', result.lost);
      return {
        change: { status: 'AWARDED' },
        audit: {
          action: 'rfq.award',
          fromStatus: rfq.stage,
          detail: { suppliers: chosen.map((inv) => inv.suppliercode) },
        },
        result,
      };
    },
  );
  return { awarded: outcome.awarded.length, lost: outcome.lost.length, noresponse: outcome.noresponse };
}
