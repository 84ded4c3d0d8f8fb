import type { Db } from '../db/connect.ts';
import type { MailKind } from '../db/tables.ts';
import type { Mailer } from './mailer.ts';
import {
  insertOutboxMail,
  insertQueuedMails,
  type QueuedMail,
  updateOutboxMail,
} from './outbox-repository.ts';

// The transactional outbox (issue 28, docs/architecture.md, Mail): a change that causes mail writes each
// mail into mail_outbox inside its own transaction, so the mail exists exactly when the change does; the
// delivery worker (outbox-worker.ts) sends it after the commit, retrying until the relay takes it. A mail
// is rendered for its reader when queued: it says what was true at the moment of the change, and the
// worker needs nothing but the row. A verification code is the exception: it is sent at once and only
// recorded, without its text (sendAtOnce); so is a registration link (issue 33), whose token is a secret.

export type { MailKind, QueuedMail };

/**
 * Writes the mails into the outbox, in `db`'s transaction when it is one (pass the change's own), in one
 * statement whatever their number (each column one array parameter, turned back into rows by unnest). A
 * mail whose dedupe key is already there is skipped. Answers how many were queued.
 */
export async function enqueueMails(db: Db, mails: readonly QueuedMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  return insertQueuedMails(db, mails);
}

/** What the outbox keeps of a relay's refusal or a connection's error: its answer, never longer than this. */
const ERROR_MAX_LENGTH = 1_000;

/** The relay's answer (an SMTP reply such as `421 4.7.0 Try again later`), or the error's message. */
export function relayAnswer(error: unknown): string {
  const response = (error as { response?: unknown } | null)?.response;
  const text =
    typeof response === 'string' && response.trim() !== ''
      ? response
      : error instanceof Error
        ? error.message
        : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, ERROR_MAX_LENGTH);
}

/**
 * Sends a mail at once, outside the queue, and records it in the outbox without its text and HTML: a
 * verification code, which is never stored in clear and never sent again later (the user asks for a new
 * one). The row is written first, so the mail carries its Message-ID, then marked sent, or failed with
 * the relay's answer; the failure is thrown, so the request that wanted the code fails.
 */
export async function sendAtOnce(
  db: Db,
  mailer: Mailer,
  mail: Omit<QueuedMail, 'dedupeKey' | 'kind'> & { kind: 'code' | 'registration-link' },
  opts: { leaseMs: number },
): Promise<void> {
  const row = await insertOutboxMail(db, {
    kind: mail.kind,
    dedupe_key: null,
    email: mail.to,
    language: mail.language,
    subject: mail.mail.subject,
    body_text: null,
    body_html: null,
    user_id: mail.userId ?? null,
    supplier_id: mail.supplierId ?? null,
    rfq_id: mail.rfqId ?? null,
    udztb_id: mail.udztbId ?? null,
    state: 'sending',
    attempts: 1,
    // Should this process end before the relay answers, a worker marks it failed after the lease.
    next_attempt_at: new Date(Date.now() + opts.leaseMs),
  });
  try {
    await mailer.send({ to: mail.to, ...mail.mail, messageId: row.message_id });
  } catch (error) {
    await updateOutboxMail(db, row.id, { state: 'failed', last_error: relayAnswer(error) })
      // The relay's refusal is what the caller must hear, not a failure to record it.
      .catch(() => undefined);
    throw error;
  }
  await updateOutboxMail(db, row.id, { state: 'sent', sent_at: new Date() });
}
