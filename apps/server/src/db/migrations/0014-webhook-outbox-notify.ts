import { type Kysely, sql } from 'kysely';

// Issue 29, the ERP hand-off: a new due row of webhook_outbox (migration 0013) NOTIFYs 'webhook_outbox'
// at the commit of the transaction that queued it (never for a rollback), which wakes the hand-off worker
// of every app server at once, as mail_outbox's trigger does (migration 0010).
const statements = [
  `create function webhook_outbox_notify() returns trigger language plpgsql as $$
   begin
     perform pg_notify('webhook_outbox', '');
     return null;
   end $$`,
  `create trigger webhook_outbox_notify after insert or update of state on webhook_outbox
   for each row when (new.state = 'queued' and new.next_attempt_at <= now())
   execute function webhook_outbox_notify()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop trigger webhook_outbox_notify on webhook_outbox').execute(db);
  await sql.raw('drop function webhook_outbox_notify()').execute(db);
}
