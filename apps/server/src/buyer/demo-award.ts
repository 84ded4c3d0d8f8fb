import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { findStaffUser } from './award-repository.ts';
import { awardRfq } from './award-service.ts';

/** The demo tender that waits for approval, and who proposes its award. */
const DEMO_RFQ = 'RFQ-2026-0113';
const DEMO_BUYER = 'demo.buyer';

/** demo.buyer as a session would carry them, or undefined when the demo has no such buyer. */
export function demoBuyer(ctx: AppContext): Promise<SessionUser | undefined> {
  return demoStaff(ctx, DEMO_BUYER, 'buyer');
}

/** A demo staff user with `role` as a session would carry them, or undefined when there is none. */
export async function demoStaff(
  ctx: AppContext,
  loginid: string,
  role: string,
): Promise<SessionUser | undefined> {
  const row = await findStaffUser(ctx.db, loginid);
  if (!row?.roles.includes(role)) return undefined;
  return {
    sessionId: 0,
    userId: row.id,
    hrid: row.hrid,
    loginid: row.loginid,
    username: row.username,
    supplierId: null,
    siteid: row.siteid,
    emailVerified: true,
    mustChangePassword: false,
    roles: row.roles,
  };
}

/**
 * After the demo data is first imported (issue 29): demo.buyer proposes a split award of RFQ-2026-0113
 * through the award service itself (its total, HKD 744,900.00, is above the default threshold), so a
 * newcomer finds a tender waiting for demo.approver, whose mail is in the outbox. Skipped when the demo
 * has no such buyer or tender; a refusal (a threshold set high, a tender awarded already) only logs.
 */
export async function proposeDemoAward(ctx: AppContext, log: { info(msg: string): void }): Promise<void> {
  const buyer = await demoBuyer(ctx);
  if (!buyer) return;
  try {
    const outcome = await awardRfq(ctx, buyer, {
      rfqnum: DEMO_RFQ,
      awards: [
        { suppliercode: 'PRFS', seqnos: [1] },
        { suppliercode: 'KLL', seqnos: [2, 3] },
      ],
      justification:
        'Split by line: Pearl River is lowest on facade cleaning, Kowloon Linen & Laundry on the gondola work and its load tests.',
    });
    log.info(`demo award of ${DEMO_RFQ} proposed: ${outcome.state}, total ${outcome.total}`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.info(`demo award of ${DEMO_RFQ} not proposed (code ${error.code})`);
  }
}
