import { type Kysely, sql } from 'kysely';

// Issue 35, item 13: the buyer is told what the suppliers do.
// - app_user.notice_mode: how a buyer hears of a supplier's question, decline or submission: 'each' (one
//   mail each, the default), 'digest' (one mail a day at NOTICE_DIGEST_TIME) or 'none'.
// - rfq_activity: each such event, written in the transaction of the supplier's change; the console counts
//   what came after the buyer last looked (rfq_seen), and the digest lists what came since the last one.
//   It holds who and when, never an amount.
// - rfq_seen: when each buyer (or approver) last opened each RFQ's page.
// - notice_digest: the claim of one buyer's digest of one day (insert ... on conflict do nothing), so
//   several app servers sweeping one database at once queue it exactly once; `until` is what it covered.
const statements = [
  `alter table app_user add column notice_mode text not null default 'each'
     check (notice_mode in ('each', 'digest', 'none'))`,

  `create table rfq_activity (
     id integer generated always as identity primary key,
     rfq_id integer not null references rfq (id) on delete cascade,
     udztb_id integer references udztb (id) on delete cascade,
     supplier_id integer not null references supplier (id),
     user_id integer references app_user (id),
     kind text not null check (kind in ('question', 'decline', 'submit')),
     at timestamptz not null default now()
   )`,
  'create index rfq_activity_rfq on rfq_activity (rfq_id, at)',
  'create index rfq_activity_at on rfq_activity (at)',

  `create table rfq_seen (
     user_id integer not null references app_user (id) on delete cascade,
     rfq_id integer not null references rfq (id) on delete cascade,
     seen_at timestamptz not null default now(),
     primary key (user_id, rfq_id)
   )`,

  `create table notice_digest (
     user_id integer not null references app_user (id) on delete cascade,
     day date not null,
     until timestamptz not null,
     created_at timestamptz not null default now(),
     primary key (user_id, day)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop table notice_digest',
    'drop table rfq_seen',
    'drop table rfq_activity',
    'alter table app_user drop column notice_mode',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
