import { type Kysely, sql } from 'kysely';

// Issue 12: a submitted quotation gets a receipt the supplier can quote back (when, by whom, and a
// server-made reference, unique across the portal), and an RFQ may name its currency (null: the
// CURRENCY setting applies).
const statements = [
  'alter table udztb add column submitted_at timestamptz',
  'alter table udztb add column submitted_by integer references app_user (id)',
  'alter table udztb add column submission_ref text',
  'create unique index udztb_submission_ref on udztb (submission_ref) where submission_ref is not null',
  'alter table rfq add column currency text',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'alter table rfq drop column currency',
    'drop index udztb_submission_ref',
    'alter table udztb drop column submission_ref',
    'alter table udztb drop column submitted_by',
    'alter table udztb drop column submitted_at',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
