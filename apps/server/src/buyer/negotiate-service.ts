import { isPastClosingDate } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { versionedChange } from '../db/versioned-change.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { mailOutcome } from '../notifications/index.ts';
import { lockInvitations } from './invitation-repository.ts';
import { changeInvitation, chosenInvitations } from './outcome-invitations.ts';
import { buyerRfqChange } from './rfq-scope.ts';
import { buyerMoment } from './save-input.ts';
import { assertUnsealed } from './unseal-service.ts';

/**
 * /buyer/rfq/negotiate: a price-negotiation round on a CLOSED RFQ. Each chosen supplier must have
 * submitted (5600005) and the round's closing date must be ahead (5600002). In one versioned change of
 * the RFQ (the RFQ, then its invitations locked): each chosen invitation returns to WTQUOTE with
 * `negotiation` on and its own closing date (udztb.closingdate follows it, so the supplier may save and submit again until then,
 * and its header shows price negotiation on), the RFQ is OPEN again until that date (its last closing),
 * and everything is audited; each chosen supplier's users are mailed ('negotiation', queued with it).
 */
export async function negotiateRfq(
  ctx: AppContext,
  user: SessionUser,
  body: { rfqnum: string; suppliers: readonly string[]; closingdate: string },
): Promise<{ suppliers: number }> {
  const closingdate = buyerMoment(body.closingdate, 'closingdate');
  // Reminded again before the round closes, unless it closes within REMINDER_HOURS: then the
  // negotiation mail is the notice (as an invitation mailed that late gets no reminder).
  const remindAgain = closingdate.getTime() - Date.now() > ctx.config.reminderHours * 3_600_000;
  const { result: chosen } = await versionedChange(
    ctx.db,
    buyerRfqChange(user, body.rfqnum.trim(), 'negotiate'),
    async (rfq, trx) => {
      await assertUnsealed(trx, rfq);
      const invitations = await lockInvitations(trx, rfq.id);
      const picked = chosenInvitations(invitations, body.suppliers, ['SUBMITED'], ErrorCode.NOT_SUBMITTED);
      if (isPastClosingDate(closingdate, new Date())) throw new AppError(ErrorCode.CLOSING_DATE_PAST);
      for (const invitation of picked) {
        await changeInvitation(
          trx,
          user,
          invitation,
          {
            status: 'WTQUOTE',
            negotiation: true,
            negotiation_closingdate: closingdate,
            reminder_mailed_at: remindAgain ? null : new Date(),
          },
          { action: 'rfq.negotiate', rfqnum: rfq.rfqnum },
        );
      }
      await mailOutcome(
        { ...ctx, db: trx },
        'negotiation',
        picked.map((inv) => inv.id),
      );
      // The RFQ's own row changes only its version: a page that read the old one must reload.
      return {
        change: {},
        audit: {
          action: 'rfq.negotiate',
          fromStatus: rfq.stage,
          toStatus: 'OPEN',
          detail: {
            suppliers: picked.map((inv) => inv.suppliercode),
            closingdate: closingdate.toISOString(),
          },
        },
        result: picked,
      };
    },
  );
  return { suppliers: chosen.length };
}
