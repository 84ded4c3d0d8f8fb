import { type Kysely, sql } from 'kysely';

// Issue 18, mail in the reader's language: each invitation (udztb) remembers when its invitation mail and
// its reminder before closing went out, so neither is sent twice, whichever process (an import, one of
// several app servers) gets there first: each is claimed by one conditional UPDATE before it is sent.
// Invitations made before this release were never announced by mail and are not announced now: they are
// marked as announced at the epoch (which also lets their reminder go out, as for any other).
const statements = [
  'alter table udztb add column invitation_mailed_at timestamptz',
  'alter table udztb add column reminder_mailed_at timestamptz',
  "update udztb set invitation_mailed_at = 'epoch'",
  // What an import leaves to announce, and what the reminder sweep looks for: only the rows still to do.
  'create index udztb_invitation_due on udztb (closingdate) where invitation_mailed_at is null',
  `create index udztb_reminder_due on udztb (closingdate)
   where reminder_mailed_at is null and status in ('NEW', 'DRAFT', 'WTQUOTE', 'NORESPONSE')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop index udztb_reminder_due',
    'drop index udztb_invitation_due',
    'alter table udztb drop column reminder_mailed_at',
    'alter table udztb drop column invitation_mailed_at',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
