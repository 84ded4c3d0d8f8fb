import { Webhook } from 'standardwebhooks';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';
import { type OutboxLog, OutboxWorker, retryDelayMs, withinMs } from '../db/outbox-loop.ts';
import {
  type ClaimedHandoff,
  claimDueHandoff,
  type HandoffChange,
  makeHandoffsSendingDue,
  nextHandoffDueInMs,
  updateClaimedHandoff,
} from './handoff-repository.ts';

// The delivery worker of the ERP hand-off (handoff.ts; docs/api.md, ERP hand-off), shaped as the mail
// outbox's (mail/outbox-worker.ts, the loop of db/outbox-loop.ts): every app server runs one; it claims one
// due row at a time (FOR UPDATE SKIP LOCKED, a lease), POSTs its payload to AWARD_WEBHOOK_URL signed as
// Standard Webhooks says (headers webhook-id: the row's message_id, the same on every attempt so the ERP
// can drop a repeat; webhook-timestamp; webhook-signature: v1,<HMAC-SHA256> under AWARD_WEBHOOK_SECRET),
// and records the answer. A 2xx is sent; a 4xx other than 408 and 429 fails at once (sending again will
// not change it); anything else (5xx, 408, 429, no connection, no answer within half the lease) is tried
// again after a back-off, for at least 24 hours, then failed. last_status and last_error keep the ERP's
// last answer, never the URL or the secret. It wakes on NOTIFY 'webhook_outbox' (migration 0014).

/** The least time a refused hand-off is tried before it is failed. */
export const HANDOFF_RETRY_MIN_MS = 24 * 3_600_000;
/** How much of the ERP's answer is kept in last_error. */
const ANSWER_CHARS = 300;

export interface HandoffOptions {
  /** The first retry; each next one waits twice as long, at most an hour. */
  retryFirstMs: number;
  /** A hand-off still refused this long after it was queued is failed. */
  retryForMs: number;
  /** How long a claimed row belongs to its sender; one POST may take half of it. */
  leaseMs: number;
}

/** The worker's options from the settings: the mail outbox's back-off and lease, retried at least 24 h. */
export function handoffOptions(
  config: Pick<Config, 'mailRetryFirstMs' | 'mailRetryForMs' | 'mailLeaseMs'>,
): HandoffOptions {
  return {
    retryFirstMs: config.mailRetryFirstMs,
    retryForMs: Math.max(config.mailRetryForMs, HANDOFF_RETRY_MIN_MS),
    leaseMs: config.mailLeaseMs,
  };
}

export interface HandoffDeps {
  db: Db;
  config: Pick<Config, 'awardWebhook'>;
  log: OutboxLog;
}

/** What one run of deliveries did. */
export interface HandoffCount {
  sent: number;
  retrying: number;
  failed: number;
}

/** The answer of one POST: its HTTP status (null: none came) and, when refused, why. */
interface Answer {
  status: number | null;
  error: string | null;
}

/** A refusal that sending again will not change: a 4xx other than 408 (time-out) and 429 (too many). */
export function isPermanentRefusal(status: number | null): boolean {
  return status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** Node's fetch takes no credentials in a URL: they go as HTTP Basic, the URL without them. */
function requestTarget(url: string): { url: string; authorization?: string } {
  const parsed = new URL(url);
  if (parsed.username === '' && parsed.password === '') return { url };
  const user = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
  parsed.username = '';
  parsed.password = '';
  return { url: parsed.toString(), authorization: `Basic ${Buffer.from(user).toString('base64')}` };
}

/** Why a POST got no answer, in words that never hold the URL (it may hold credentials). */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return `no answer from the ERP (${cause.code})`;
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith('no answer') ? message : 'no answer from the ERP';
}

/** POSTs the row's payload, signed; answers what the ERP said. */
async function post(
  webhook: { url: string; secret: string },
  row: ClaimedHandoff,
  timeoutMs: number,
): Promise<Answer> {
  const body = JSON.stringify(row.payload);
  const sentAt = new Date();
  const signature = new Webhook(webhook.secret).sign(row.message_id, sentAt, body);
  const target = requestTarget(webhook.url);
  try {
    const response = await withinMs(
      fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'TenderPortal-Webhook/1',
          'webhook-id': row.message_id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
          ...(target.authorization ? { authorization: target.authorization } : {}),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      }),
      timeoutMs,
      `no answer from the ERP within ${timeoutMs} ms`,
    );
    const text = (await response.text().catch(() => '')).slice(0, ANSWER_CHARS);
    if (response.status >= 200 && response.status < 300) return { status: response.status, error: null };
    return { status: response.status, error: `HTTP ${response.status}${text ? `: ${text}` : ''}` };
  } catch (error) {
    return { status: null, error: reasonOf(error) };
  }
}

/** Sends one claimed hand-off and records the outcome. */
async function deliverOne(
  deps: HandoffDeps,
  opts: HandoffOptions,
  row: ClaimedHandoff,
): Promise<keyof HandoffCount> {
  const about = { handoffId: row.id, rfqId: row.rfq_id, kind: row.kind, attempts: row.attempts };
  const webhook = deps.config.awardWebhook;
  // Without the setting now (it was set when the row was queued), the row waits for a server that has it.
  const answer = webhook
    ? await post(webhook, row, opts.leaseMs / 2)
    : { status: null, error: 'AWARD_WEBHOOK_URL is not set on this server' };
  const settle = (change: HandoffChange) => updateClaimedHandoff(deps.db, row, change);
  if (answer.error === null) {
    await settle({ state: 'sent', sent_at: new Date(), last_status: answer.status, last_error: null });
    return 'sent';
  }
  const expired = Date.now() - row.created_at.getTime() >= opts.retryForMs;
  if (isPermanentRefusal(answer.status) || expired) {
    await settle({ state: 'failed', last_status: answer.status, last_error: answer.error });
    deps.log.error({ ...about, status: answer.status, reason: answer.error }, 'ERP hand-off failed');
    return 'failed';
  }
  const next = new Date(Date.now() + retryDelayMs(row.attempts, opts.retryFirstMs));
  await settle({
    state: 'queued',
    next_attempt_at: next,
    last_status: answer.status,
    last_error: answer.error,
  });
  deps.log.warn(
    { ...about, status: answer.status, reason: answer.error, nextAttempt: next.toISOString() },
    'ERP hand-off not taken, will retry',
  );
  return 'retrying';
}

/** Delivers the due hand-offs one after the other until none is left to claim or `stop` says so. */
export async function deliverDueHandoffs(
  deps: HandoffDeps,
  opts: HandoffOptions,
  stop: () => boolean = () => false,
): Promise<HandoffCount> {
  const count: HandoffCount = { sent: 0, retrying: 0, failed: 0 };
  while (!stop()) {
    const row = await claimDueHandoff(deps.db, opts.leaseMs);
    if (!row) break;
    count[await deliverOne(deps, opts, row)] += 1;
  }
  return count;
}

/** The hand-off worker of one app server: see the top of this file. */
export class HandoffWorker extends OutboxWorker {
  constructor(deps: HandoffDeps, opts: HandoffOptions) {
    super(
      {
        channel: 'webhook_outbox',
        deliverDue: (stop) => deliverDueHandoffs(deps, opts, stop),
        nextDueInMs: () => nextHandoffDueInMs(deps.db),
        makeSendingDue: (at) => makeHandoffsSendingDue(deps.db, at),
      },
      deps.log,
    );
  }
}
