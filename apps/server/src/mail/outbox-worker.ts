import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';
import { OutboxWorker, retryDelayMs, withinMs } from '../db/outbox-loop.ts';
import type { Mailer, MailLog } from './mailer.ts';
import { relayAnswer } from './outbox.ts';
import {
  type ClaimedMail,
  claimDueMail,
  makeSendingDue,
  nextDueInMs,
  updateClaimedMail,
} from './outbox-repository.ts';

// The delivery worker of the mail outbox (outbox.ts; docs/architecture.md, Mail). Every app server runs
// one. It claims one due mail at a time in a short statement (FOR UPDATE SKIP LOCKED: two servers never
// claim the same row) and marks it `sending` with a lease (next_attempt_at = the lease's end), sends it
// through the mailer with its own Message-ID, then marks it sent. A temporary failure (an SMTP 4xx, a
// connection error, a time-out) puts it back in the queue after a back-off; a permanent one (5xx), or
// temporary ones for longer than the retry window, marks it failed with the relay's answer. A server
// that dies mid-send leaves the row `sending`: once the lease is over it is due again, and sent again
// (the one case of a repeat: at least once, deduplicated by the Message-ID).
//
// The worker wakes on NOTIFY 'mail_outbox' (migration 0010: sent at the commit of a transaction that
// queued a mail, to every server), on a timer set for the next due row, and at least every POLL_MS (the
// loop of db/outbox-loop.ts, which the ERP hand-off's worker shares).

export { type Listen, POLL_MS, retryDelayMs } from '../db/outbox-loop.ts';

/** How a worker retries and how long a claim holds (MAIL_RETRY_SECONDS, MAIL_RETRY_HOURS, MAIL_LEASE_SECONDS). */
export interface DeliveryOptions {
  /** The first retry after a temporary failure; each next one waits twice as long, at most an hour. */
  retryFirstMs: number;
  /** A mail still refused this long after it was queued is marked failed. */
  retryForMs: number;
  /** How long a claimed mail belongs to its sender; one send may take half of it. */
  leaseMs: number;
}

/** The delivery options the settings give. */
export function deliveryOptions(
  config: Pick<Config, 'mailRetryFirstMs' | 'mailRetryForMs' | 'mailLeaseMs'>,
): DeliveryOptions {
  return {
    retryFirstMs: config.mailRetryFirstMs,
    retryForMs: config.mailRetryForMs,
    leaseMs: config.mailLeaseMs,
  };
}

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  log: MailLog;
}

/** What one run of deliveries did. */
export interface DeliveryCount {
  sent: number;
  retrying: number;
  failed: number;
}

/** A refusal that sending again will not change: an SMTP 5xx reply. Anything else is temporary. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Settles a claimed mail, unless its lease ran out and another claim has taken it since. */
async function settle(
  db: Db,
  mail: ClaimedMail,
  change: { state: 'sent' | 'queued' | 'failed'; next_attempt_at?: Date; last_error?: string },
): Promise<void> {
  await updateClaimedMail(db, mail, {
    ...change,
    ...(change.state === 'sent' ? { sent_at: new Date() } : {}),
  });
}

/** Sends one claimed mail and records the outcome. */
async function deliverOne(
  deps: DeliveryDeps,
  opts: DeliveryOptions,
  mail: ClaimedMail,
): Promise<keyof DeliveryCount> {
  const about = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts };
  if (mail.body_text === null) {
    // A code mail whose process ended before the relay answered: a code is never sent again later.
    await settle(deps.db, mail, { state: 'failed', last_error: 'interrupted before the relay answered' });
    deps.log.error(about, 'mail not sent: interrupted');
    return 'failed';
  }
  try {
    await withinMs(
      deps.mailer.send({
        to: mail.email,
        subject: mail.subject,
        text: mail.body_text,
        ...(mail.body_html === null ? {} : { html: mail.body_html }),
        messageId: mail.message_id,
      }),
      opts.leaseMs / 2,
      `no answer from the relay within ${opts.leaseMs / 2} ms`,
    );
  } catch (error) {
    const reason = relayAnswer(error);
    const expired = Date.now() - mail.queued_at.getTime() >= opts.retryForMs;
    if (isPermanentFailure(error) || expired) {
      await settle(deps.db, mail, { state: 'failed', last_error: reason });
      deps.log.error({ ...about, reason }, 'mail failed');
      return 'failed';
    }
    const next = new Date(Date.now() + retryDelayMs(mail.attempts, opts.retryFirstMs));
    await settle(deps.db, mail, { state: 'queued', next_attempt_at: next, last_error: reason });
    deps.log.warn({ ...about, reason, nextAttempt: next.toISOString() }, 'mail not sent, will retry');
    return 'retrying';
  }
  await settle(deps.db, mail, { state: 'sent' });
  return 'sent';
}

/**
 * Delivers the due mails one after the other until none is left to claim (or `stop`, asked before each
 * claim with what was done so far, says so): what the worker does on each wake-up, and what a command
 * line does after its change has committed.
 */
export async function deliverDueMail(
  deps: DeliveryDeps,
  opts: DeliveryOptions,
  stop: (done: DeliveryCount) => boolean = () => false,
): Promise<DeliveryCount> {
  const count: DeliveryCount = { sent: 0, retrying: 0, failed: 0 };
  while (!stop(count)) {
    const mail = await claimDueMail(deps.db, opts.leaseMs);
    if (!mail) break;
    count[await deliverOne(deps, opts, mail)] += 1;
  }
  return count;
}

/** The worker of one app server: see the top of this file. */
export class MailOutboxWorker extends OutboxWorker {
  constructor(deps: DeliveryDeps, opts: DeliveryOptions) {
    super(
      {
        channel: 'mail_outbox',
        deliverDue: (stop) => deliverDueMail(deps, opts, stop),
        nextDueInMs: () => nextDueInMs(deps.db),
        makeSendingDue: (at) => makeSendingDue(deps.db, at),
      },
      deps.log,
    );
  }
}
