import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { claimDueRow, makeSendingDueIn, nextDueInMsOf } from '../db/outbox-queries.ts';
import type { MailKind, MailOutboxTable, MailState } from '../db/tables.ts';
import type { Language } from '../i18n/language.ts';
import type { RenderedMail } from './mail-template.ts';

// The outbox's queries (table mail_outbox): queueing, the worker's claim and settlement, the
// administrator's list, retry and drop, and the metrics' counts. When to claim, what to set and whether a
// command may go ahead are the callers' (outbox.ts, outbox-worker.ts, mail-queue.ts); each query runs in
// the transaction (`db`) it is handed.

/** One mail to queue: its reader, its content, and what it is about (for the buyer's page and the log). */
export interface QueuedMail {
  kind: MailKind;
  /**
   * One logical mail (e.g. `invitation:<udztb id>:<user id>`): queueing it again, from a retried import or
   * sweep, changes nothing.
   */
  dedupeKey: string;
  to: string;
  language: Language;
  mail: RenderedMail;
  userId?: number | null;
  supplierId?: number | null;
  rfqId?: number | null;
  udztbId?: number | null;
}

/**
 * Inserts the mails in one statement whatever their number (each column one array parameter, turned back
 * into rows by unnest), skipping a mail whose dedupe key is already there. Answers how many were inserted.
 */
export async function insertQueuedMails(db: Db, mails: readonly QueuedMail[]): Promise<number> {
  const column = <T>(value: (mail: QueuedMail) => T): T[] => mails.map(value);
  const queued = await sql<{ id: number }>`
    insert into mail_outbox
      (kind, dedupe_key, email, language, subject, body_text, body_html, user_id, supplier_id, rfq_id, udztb_id)
    select * from unnest(
      ${column((m) => m.kind)}::text[], ${column((m) => m.dedupeKey)}::text[], ${column((m) => m.to)}::text[],
      ${column((m) => m.language)}::text[], ${column((m) => m.mail.subject)}::text[],
      ${column((m) => m.mail.text)}::text[], ${column((m) => m.mail.html)}::text[],
      ${column((m) => m.userId ?? null)}::int[], ${column((m) => m.supplierId ?? null)}::int[],
      ${column((m) => m.rfqId ?? null)}::int[], ${column((m) => m.udztbId ?? null)}::int[]
    )
    on conflict (dedupe_key) do nothing
    returning id`.execute(db);
  return queued.rows.length;
}

/** Inserts one mail row as given; answers its id and Message-ID. */
export async function insertOutboxMail(db: Db, values: Insertable<MailOutboxTable>) {
  return db
    .insertInto('mail_outbox')
    .values(values)
    .returning(['id', 'message_id'])
    .executeTakeFirstOrThrow();
}

/** What a change of one mail's row may set. */
export interface OutboxMailChange {
  state?: MailState;
  attempts?: number;
  last_error?: string;
  sent_at?: Date;
  queued_at?: Date;
  next_attempt_at?: Date;
}

/** Sets `change` on mail `id`. */
export async function updateOutboxMail(db: Db, id: number, change: OutboxMailChange): Promise<void> {
  await db.updateTable('mail_outbox').set(change).where('id', '=', id).execute();
}

/** A mail as the worker claims it to send it. */
export interface ClaimedMail {
  id: number;
  message_id: string;
  kind: MailKind;
  email: string;
  subject: string;
  body_text: string | null;
  body_html: string | null;
  attempts: number;
  queued_at: Date;
}

/**
 * Claims the mail due first, if any, for `leaseMs`: one short statement, its own transaction (FOR UPDATE
 * SKIP LOCKED: two servers never claim the same row); it is marked `sending` with one more attempt, due
 * again at the lease's end.
 */
export function claimDueMail(db: Db, leaseMs: number): Promise<ClaimedMail | undefined> {
  return claimDueRow<ClaimedMail>(db, 'mail_outbox', leaseMs, CLAIMED_MAIL_COLUMNS);
}

const CLAIMED_MAIL_COLUMNS = [
  'id',
  'message_id',
  'kind',
  'email',
  'subject',
  'body_text',
  'body_html',
  'attempts',
  'queued_at',
] as const satisfies ReadonlyArray<keyof ClaimedMail>;

/** Sets `change` on a claimed mail, unless its lease ran out and another claim (attempt) has taken it since. */
export async function updateClaimedMail(
  db: Db,
  mail: Pick<ClaimedMail, 'id' | 'attempts'>,
  change: OutboxMailChange,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set(change)
    .where('id', '=', mail.id)
    .where('state', '=', 'sending')
    .where('attempts', '=', mail.attempts)
    .execute();
}

/** Milliseconds until the next queued mail is due or a claim's lease ends, by the database's clock. */
export function nextDueInMs(db: Db): Promise<number | undefined> {
  return nextDueInMsOf(db, 'mail_outbox');
}

/** Makes every mail being sent due at `at`. */
export function makeSendingDue(db: Db, at: Date): Promise<void> {
  return makeSendingDueIn(db, 'mail_outbox', at);
}

/** The mails in `states`, oldest first, with the numbers of the RFQ and tender each is about. */
export async function listMailsIn(db: Db, states: readonly MailState[]) {
  return db
    .selectFrom('mail_outbox as m')
    .leftJoin('rfq', 'rfq.id', 'm.rfq_id')
    .leftJoin('udztb', 'udztb.id', 'm.udztb_id')
    .select([
      'm.id',
      'm.state',
      'm.kind',
      'm.email',
      'm.attempts',
      'm.created_at',
      'm.next_attempt_at',
      'm.last_error',
      'rfq.rfqnum',
      'udztb.udztbnum',
    ])
    .where('m.state', 'in', states)
    .orderBy('m.id')
    .execute();
}

/** Locks and answers mail `target.id`, or every mail in `target.state`, in id order. */
export async function lockMails(db: Db, target: { id: number } | { state: MailState }) {
  const rows = db.selectFrom('mail_outbox').select(['id', 'state', 'kind']).orderBy('id').forUpdate();
  return (
    'id' in target ? rows.where('id', '=', target.id) : rows.where('state', '=', target.state)
  ).execute();
}

/** The outbox's mails by state (a state with none is absent): one scan of the table, grouped. */
export async function countMailsGroupedByState(db: Db) {
  return db
    .selectFrom('mail_outbox')
    .select(['state', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('state')
    .execute();
}

/** Seconds the oldest mail in `states` has waited since it was queued (null when none). */
export async function oldestQueuedAge(db: Db, states: readonly MailState[]) {
  const row = await db
    .selectFrom('mail_outbox')
    .select(sql<number | null>`extract(epoch from now() - min(queued_at))::float8`.as('age'))
    .where('state', 'in', states)
    .executeTakeFirst();
  return row?.age;
}
