import { type Kysely, sql } from 'kysely';

// Issue 29, an award a procurement team can sign off.
// - rfq.opening_quorum: 1, or 2 (the quotations stay sealed after closing until two different buyers or
//   approvers of the site have unsealed them, each recorded in rfq_unseal).
// - rfq.status PENDING_APPROVAL: an award at or above the site's approval threshold waits for an approver.
// - rfq_award: each award proposed (justification, total, the threshold that applied), and what became of
//   it: PENDING, FINAL (approved, or under the threshold) or REJECTED. rfq_award_line: the entry lines it
//   gives, each to one invitation (a line awarded twice cannot be written).
// - udztb_line.awarded: the supplier's own line won, set when an award becomes final.
// - site_setting: a site's own AWARD_APPROVAL_THRESHOLD (null: the setting's).
// - webhook_outbox: the award's hand-off to the ERP, delivered like the mail outbox (at least once).
const statements = [
  'alter table rfq drop constraint rfq_status_check',
  `alter table rfq add constraint rfq_status_check
     check (status in ('DRAFT', 'PUBLISHED', 'PENDING_APPROVAL', 'AWARDED', 'CANCELLED'))`,
  'alter table rfq add column opening_quorum smallint not null default 1 check (opening_quorum in (1, 2))',

  `create table rfq_unseal (
     rfq_id integer not null references rfq (id) on delete cascade,
     user_id integer not null references app_user (id),
     unsealed_at timestamptz not null default now(),
     primary key (rfq_id, user_id)
   )`,

  `create table rfq_award (
     id integer generated always as identity primary key,
     rfq_id integer not null references rfq (id) on delete cascade,
     state text not null check (state in ('PENDING', 'FINAL', 'REJECTED')),
     proposed_by integer not null references app_user (id),
     proposed_at timestamptz not null default now(),
     justification text not null,
     total numeric(18, 2) not null,
     threshold numeric(18, 2) not null,
     needs_approval boolean not null,
     decided_by integer references app_user (id),
     decided_at timestamptz,
     comment text not null default ''
   )`,
  // One award at a time waits or stands per RFQ; rejected ones stay as history.
  `create unique index rfq_award_live on rfq_award (rfq_id) where state in ('PENDING', 'FINAL')`,
  "create index rfq_award_pending on rfq_award (proposed_at) where state = 'PENDING'",

  `create table rfq_award_line (
     award_id integer not null references rfq_award (id) on delete cascade,
     seqno integer not null,
     udztb_id integer not null references udztb (id),
     amount numeric(18, 2) not null,
     primary key (award_id, seqno)
   )`,
  'create index rfq_award_line_udztb on rfq_award_line (udztb_id)',

  'alter table udztb_line add column awarded boolean not null default false',

  `create table site_setting (
     siteid text primary key,
     award_approval_threshold numeric(18, 2) check (award_approval_threshold >= 0)
   )`,

  `create table webhook_outbox (
     id integer generated always as identity primary key,
     message_id uuid not null unique default gen_random_uuid(),
     kind text not null,
     rfq_id integer references rfq (id) on delete cascade,
     url text not null,
     payload jsonb not null,
     state text not null default 'queued'
       check (state in ('queued', 'sending', 'sent', 'failed', 'dropped')),
     attempts integer not null default 0,
     next_attempt_at timestamptz not null default now(),
     last_error text,
     last_status integer,
     created_at timestamptz not null default now(),
     sent_at timestamptz
   )`,
  `create index webhook_outbox_due on webhook_outbox (next_attempt_at) where state in ('queued', 'sending')`,
  'create index webhook_outbox_rfq on webhook_outbox (rfq_id, created_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop table webhook_outbox',
    'drop table site_setting',
    'alter table udztb_line drop column awarded',
    'drop table rfq_award_line',
    'drop table rfq_award',
    'drop table rfq_unseal',
    'alter table rfq drop column opening_quorum',
    'alter table rfq drop constraint rfq_status_check',
    `alter table rfq add constraint rfq_status_check
       check (status in ('DRAFT', 'PUBLISHED', 'AWARDED', 'CANCELLED'))`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
