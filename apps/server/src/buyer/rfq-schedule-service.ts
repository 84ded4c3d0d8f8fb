import { publishAtProblem } from '@tender/domain';
import type { Db } from '../db/connect.ts';
import { versionedChange } from '../db/versioned-change.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { publishableDraft } from './publishable-draft.ts';
import { buyerRfqChange } from './rfq-scope.ts';

// Scheduled publish, the buyer's side (issue 33, item 2; api-contract buyer-schedule.ts): a draft is
// scheduled only when publish would take it at that time (publishableDraft, publish's own rules), and it
// stays scheduled only while an edit keeps it so (publishable-draft.ts). The worker that publishes it is
// scheduled-publish.ts.

const PUBLISH_AT_REFUSAL = {
  publishAtPast: ErrorCode.PUBLISH_AT_PAST,
  publishAtTooFar: ErrorCode.PUBLISH_AT_TOO_FAR,
} as const;

/** Schedules (or moves) a draft's publication to `publishat`; answers the time as stored. */
export async function scheduleRfq(
  db: Db,
  user: SessionUser,
  rfqnum: string,
  publishat: string,
): Promise<{ rfqnum: string; publishat: string }> {
  const at = new Date(publishat);
  const { result } = await versionedChange(db, buyerRfqChange(user, rfqnum, 'publish'), async (rfq, trx) => {
    const now = new Date();
    const problem = publishAtProblem(at, now);
    if (problem) throw new AppError(PUBLISH_AT_REFUSAL[problem]);
    await publishableDraft(trx, rfq, at, now);
    return {
      change: { publish_at: at, publish_by: user.userId },
      audit: {
        action: 'rfq.schedule',
        detail: {
          publishat: at.toISOString(),
          ...(rfq.publish_at ? { previous: rfq.publish_at.toISOString() } : {}),
        },
      },
      result: { rfqnum: rfq.rfqnum, publishat: at.toISOString() },
    };
  });
  return result;
}

/** Takes a draft off its schedule; one not scheduled is left as it is. */
export async function unscheduleRfq(db: Db, user: SessionUser, rfqnum: string): Promise<void> {
  await versionedChange(db, buyerRfqChange(user, rfqnum, 'publish'), async (rfq) => ({
    change: rfq.publish_at ? { publish_at: null, publish_by: null } : null,
    audit: { action: 'rfq.unschedule', detail: { publishat: rfq.publish_at?.toISOString() } },
    result: undefined,
  }));
}
