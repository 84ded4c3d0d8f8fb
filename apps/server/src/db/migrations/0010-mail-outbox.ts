import { type Kysely, sql } from 'kysely';

// Issue 28, every notice reaches its reader: the transactional outbox (docs/architecture.md, Mail). Each
// mail is written into mail_outbox in the transaction of the change that causes it, rendered for its
// reader (subject, text and HTML in the reader's language), and sent by a delivery worker on every app
// server, which claims due rows with FOR UPDATE SKIP LOCKED, retries temporary failures with back-off
// and records the relay's answer. A verification code is sent at once and recorded without its text
// (the check below keeps any code mail's body out of the table).
//
// mail_outbox is the one record of what was sent to whom: the rows of mail_log (migration 0009, sent
// mails without content) are moved into it as sent, and mail_log becomes a view of the sent rows.
//
// A new due row NOTIFYs 'mail_outbox' (delivered at commit, never for a rollback), which wakes the
// workers of every app server at once.
const statements = [
  `create table mail_outbox (
     id integer generated always as identity primary key,
     message_id uuid not null unique default gen_random_uuid(),
     kind text not null,
     dedupe_key text unique,
     email text not null,
     user_id integer,
     supplier_id integer,
     rfq_id integer,
     udztb_id integer,
     language text not null default 'EN',
     subject text not null default '',
     body_text text,
     body_html text,
     state text not null default 'queued'
       check (state in ('queued', 'sending', 'sent', 'failed', 'dropped')),
     attempts integer not null default 0,
     next_attempt_at timestamptz not null default now(),
     last_error text,
     created_at timestamptz not null default now(),
     queued_at timestamptz not null default now(),
     sent_at timestamptz,
     check (kind <> 'code' or (body_text is null and body_html is null)),
     check (kind = 'code' or state = 'sent' or body_text is not null)
   )`,
  // What the workers claim: queued rows and rows whose sender's lease ran out, by when they are due.
  `create index mail_outbox_due on mail_outbox (next_attempt_at) where state in ('queued', 'sending')`,
  // The buyer's tender page lists the mails of one RFQ.
  'create index mail_outbox_rfq on mail_outbox (rfq_id, created_at) where rfq_id is not null',
  // `npm run admin -- mail-queue` lists what waits or failed.
  `create index mail_outbox_open on mail_outbox (id) where state in ('queued', 'sending', 'failed')`,

  `insert into mail_outbox
     (kind, email, user_id, supplier_id, rfq_id, udztb_id, state, created_at, queued_at, sent_at, next_attempt_at)
   select kind, email, user_id, supplier_id, rfq_id, udztb_id, 'sent', at, at, at, at from mail_log order by id`,
  'drop table mail_log',
  `create view mail_log as
   select id, sent_at as at, rfq_id, udztb_id, supplier_id, user_id, email, kind
   from mail_outbox where state = 'sent'`,

  `create function mail_outbox_notify() returns trigger language plpgsql as $$
   begin
     perform pg_notify('mail_outbox', '');
     return null;
   end $$`,
  `create trigger mail_outbox_notify after insert or update of state on mail_outbox
   for each row when (new.state = 'queued' and new.next_attempt_at <= now())
   execute function mail_outbox_notify()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop trigger mail_outbox_notify on mail_outbox',
    'drop function mail_outbox_notify()',
    'drop view mail_log',
    `create table mail_log (
       id bigserial primary key,
       at timestamptz not null default now(),
       rfq_id integer,
       udztb_id integer,
       supplier_id integer,
       user_id integer,
       email text not null default '',
       kind text not null
     )`,
    'create index mail_log_rfq on mail_log (rfq_id, at)',
    `insert into mail_log (at, rfq_id, udztb_id, supplier_id, user_id, email, kind)
     select sent_at, rfq_id, udztb_id, supplier_id, user_id, email, kind
     from mail_outbox where state = 'sent' and kind <> 'code' order by id`,
    'drop table mail_outbox',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
