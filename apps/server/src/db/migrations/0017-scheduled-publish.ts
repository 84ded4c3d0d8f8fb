import { type Kysely, sql } from 'kysely';

// Issue 33, item 2: scheduled publish.
// - rfq.publish_at: when a draft publishes itself (null: not scheduled); rfq.publish_by: the buyer who
//   scheduled it, on whose behalf it is published (or refused, and who is mailed then).
// - rfq_publish_due: the scheduled drafts by time, which each app server's worker reads (the claim, and
//   when the next one is due) without scanning the RFQs.
// - A schedule set or moved NOTIFYs 'rfq_schedule' at its commit, which wakes every server's worker so
//   the one that claims it can wait for exactly that time.
const statements = [
  'alter table rfq add column publish_at timestamptz',
  'alter table rfq add column publish_by integer references app_user (id)',
  'create index rfq_publish_due on rfq (publish_at) where publish_at is not null',
  `create function rfq_schedule_notify() returns trigger language plpgsql as $$
   begin
     perform pg_notify('rfq_schedule', '');
     return null;
   end $$`,
  `create trigger rfq_schedule_notify after update of publish_at on rfq
   for each row when (new.publish_at is not null and new.publish_at is distinct from old.publish_at)
   execute function rfq_schedule_notify()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop trigger rfq_schedule_notify on rfq',
    'drop function rfq_schedule_notify()',
    'drop index rfq_publish_due',
    'alter table rfq drop column publish_by',
    'alter table rfq drop column publish_at',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
