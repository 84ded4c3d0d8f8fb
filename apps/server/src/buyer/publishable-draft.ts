import type { ImportLine } from '@tender/api-contract';
import { closingProblem } from '@tender/domain';
import type { Db } from '../db/connect.ts';
import { AppError, ErrorCode, type ErrorCodeValue } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { assertBoq } from './boq-check.ts';
import { type InvitedSupplier, listInvitees } from './invitation-repository.ts';
import { asImportLines, readRfqLines } from './rfq-lines.ts';
import { clearSchedule } from './rfq-repository.ts';
import { type BuyerRfq, writeRfqAudit } from './rfq-scope.ts';

// Publish's rules, one set for a publish now and a publication scheduled later (issue 33, item 2): what
// /buyer/rfq/publish refuses, /buyer/rfq/schedule refuses at the time asked for, an edit of a scheduled
// draft that breaks them clears its schedule, and the worker refuses at the time (scheduled-publish.ts).

const CLOSING_REFUSAL = {
  closingPast: ErrorCode.CLOSING_DATE_PAST,
  closingBeforePublish: ErrorCode.CLOSING_BEFORE_PUBLISH_AT,
} as const;

/**
 * What publish takes of a draft, refused as publish refuses it: no lines (5600001), nobody invited
 * (5600012), the closing date not set or past (5600002) or, for a publication scheduled at `at`, not after
 * it (5600031), a bill with problems, empty descriptions included (5600003). `at` is now for a publish,
 * the scheduled time for a schedule (issue 33): one set of rules for both.
 */
export async function publishableDraft(
  trx: Db,
  rfq: Pick<BuyerRfq, 'id' | 'closingdate' | 'closingdate_set'>,
  at: Date,
  now = at,
): Promise<{ lines: ImportLine[]; invitees: InvitedSupplier[] }> {
  const lines = asImportLines(await readRfqLines(trx, rfq.id));
  if (lines.length === 0) throw new AppError(ErrorCode.RFQ_NO_LINES);
  const invitees = await listInvitees(trx, rfq.id);
  if (invitees.length === 0) throw new AppError(ErrorCode.NO_INVITEES);
  // A copy's closing date is not set until the buyer saves one (its placeholder is past anyway).
  const closing = closingProblem(
    { closingdate: rfq.closingdate, closingdateSet: rfq.closingdate_set },
    at,
    now,
  );
  if (closing) throw new AppError(CLOSING_REFUSAL[closing]);
  assertBoq(lines, 'complete');
  return { lines, invitees };
}

/** The code publishableDraft would refuse the draft with at `at`, or undefined when it would publish. */
export async function publishRefusal(
  trx: Db,
  rfq: Pick<BuyerRfq, 'id' | 'closingdate' | 'closingdate_set'>,
  at: Date,
  now: Date,
): Promise<ErrorCodeValue | undefined> {
  try {
    await publishableDraft(trx, rfq, at, now);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

/**
 * Whether an edit of a scheduled draft (its columns as they will be saved, its lines and invitees as
 * written in `trx`) leaves it publishable at its time: the refusal's code when not, so the caller clears
 * the schedule; undefined when it stays scheduled or was not.
 */
export async function scheduleBroken(
  trx: Db,
  rfq: Pick<BuyerRfq, 'id' | 'closingdate' | 'closingdate_set' | 'publish_at'>,
): Promise<ErrorCodeValue | undefined> {
  if (!rfq.publish_at) return undefined;
  const now = new Date();
  // Due already (the worker has not reached it yet): the edit is judged as a publish now would be.
  const at = rfq.publish_at.getTime() > now.getTime() ? rfq.publish_at : now;
  return publishRefusal(trx, rfq, at, now);
}

/**
 * After an uninvite (which writes no version): clears the schedule the change broke, with its audit entry
 * naming the refusal's code. Answers whether it did.
 */
export async function unscheduleIfBroken(trx: Db, user: SessionUser, rfq: BuyerRfq): Promise<boolean> {
  const code = await scheduleBroken(trx, rfq);
  if (code === undefined || !rfq.publish_at) return false;
  await clearSchedule(trx, rfq.id);
  await writeRfqAudit(trx, user, rfq, 'rfq.unschedule', {
    fromStatus: 'DRAFT',
    toStatus: 'DRAFT',
    detail: { publishat: rfq.publish_at.toISOString(), code },
  });
  return true;
}
