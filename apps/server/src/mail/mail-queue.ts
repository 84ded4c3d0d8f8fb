import { writeAudit } from '../db/audit-log.ts';
import type { Db } from '../db/connect.ts';
import type { MailKind, MailState } from '../db/tables.ts';
import {
  countMailsGroupedByState,
  listMailsIn,
  lockMails,
  oldestQueuedAge,
  updateOutboxMail,
} from './outbox-repository.ts';

// What an administrator does with the outbox (`npm run admin -- mail-queue`, cli/mail-queue.ts): list
// the mails waiting or failed (never a mail's text), send failed ones again, or take one out of the
// queue for good. Each retry and drop is audited (entity mail_outbox).

/** A mail of the queue as the administrator sees it: no text, only what it is and how it went. */
export interface QueueEntry {
  id: number;
  state: MailState;
  kind: MailKind;
  email: string;
  attempts: number;
  createdAt: Date;
  nextAttemptAt: Date | null;
  lastError: string | null;
  rfqnum: string | null;
  udztbnum: string | null;
}

/** The mails waiting (queued, or being sent) or failed, oldest first. */
export async function listMailQueue(db: Db): Promise<QueueEntry[]> {
  const rows = await listMailsIn(db, ['queued', 'sending', 'failed']);
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    kind: row.kind,
    email: row.email,
    attempts: row.attempts,
    createdAt: row.created_at,
    nextAttemptAt: row.state === 'failed' ? null : row.next_attempt_at,
    lastError: row.last_error,
    rfqnum: row.rfqnum,
    udztbnum: row.udztbnum,
  }));
}

/** A mail-queue command that cannot be done, said to the administrator. */
export class MailQueueError extends Error {}

/** What may be sent again: anything not sent and not being sent, except a code (its text is not kept). */
const RETRIABLE: readonly MailState[] = ['queued', 'failed', 'dropped'];

/**
 * Queues mail `target` (an id), or every failed mail ('all-failed'), to be sent now, with a fresh retry
 * window; each is audited. Answers the ids queued again.
 */
export async function retryMail(db: Db, target: number | 'all-failed'): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const found = await lockMails(trx, target === 'all-failed' ? { state: 'failed' } : { id: target });
    if (target !== 'all-failed') {
      const mail = found[0];
      if (!mail) throw new MailQueueError(`no mail with id ${target}`);
      if (mail.kind === 'code')
        throw new MailQueueError(`mail ${target} is a code: ask for a new one instead`);
      if (!RETRIABLE.includes(mail.state)) throw new MailQueueError(`mail ${target} is ${mail.state}`);
    }
    const retried = found.filter((mail) => mail.kind !== 'code');
    for (const mail of retried) {
      await updateOutboxMail(trx, mail.id, {
        state: 'queued',
        attempts: 0,
        queued_at: new Date(),
        next_attempt_at: new Date(),
      });
      await writeAudit(trx, {
        userId: null,
        action: 'mail.retry',
        entity: 'mail_outbox',
        entityId: mail.id,
        fromStatus: mail.state,
        toStatus: 'queued',
      });
    }
    return retried.map((mail) => mail.id);
  });
}

/** Takes a waiting or failed mail out of the queue for good, with the administrator's reason (audited). */
export async function dropMail(db: Db, id: number, reason: string): Promise<void> {
  const why = reason.trim();
  if (why === '') throw new MailQueueError('--reason must say why the mail is dropped');
  await db.transaction().execute(async (trx) => {
    const [mail] = await lockMails(trx, { id });
    if (!mail) throw new MailQueueError(`no mail with id ${id}`);
    if (mail.state !== 'queued' && mail.state !== 'failed') {
      throw new MailQueueError(`mail ${id} is ${mail.state}`);
    }
    await updateOutboxMail(trx, id, { state: 'dropped' });
    await writeAudit(trx, {
      userId: null,
      action: 'mail.drop',
      entity: 'mail_outbox',
      entityId: id,
      fromStatus: mail.state,
      toStatus: 'dropped',
      comment: why,
    });
  });
}

/** Every state a mail of the outbox can be in, for the metrics (each reported, 0 when none). */
export const MAIL_STATES: readonly MailState[] = ['queued', 'sending', 'sent', 'failed', 'dropped'];

/** The outbox's mails by state (every state, 0 when none): one scan of the table, grouped. */
export async function countMailsByState(db: Db): Promise<Record<MailState, number>> {
  const rows = await countMailsGroupedByState(db);
  const counts = Object.fromEntries(MAIL_STATES.map((state) => [state, 0])) as Record<MailState, number>;
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
}

/**
 * Seconds the oldest mail not sent yet (queued, waiting for a retry, or being sent) has waited since it
 * was queued (or queued again by a retry); 0 when none waits. A relay that refuses for an hour keeps it
 * growing through the back-off, so it is the figure to alert on (docs/prometheus-alerts.yml).
 */
export async function oldestWaitingSeconds(db: Db): Promise<number> {
  const age = await oldestQueuedAge(db, ['queued', 'sending']);
  return Math.max(0, Number(age ?? 0));
}
