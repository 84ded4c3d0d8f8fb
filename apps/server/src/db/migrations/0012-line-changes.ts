import { type Kysely, sql } from 'kysely';

// Issue 28, finding 5: an amendment's changes reach every invitation's lines, and the supplier sees what
// changed since they last looked. `changed_fields` lists, per invitation line, the fields of the line's
// definition (BOQ_LINE_FIELDS, and 'new' for a line the amendment added) that amendments changed since
// the supplier last saved that line or submitted; a JSON array of field names, empty when nothing is new.
const statements = ["alter table udztb_line add column changed_fields jsonb not null default '[]'::jsonb"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table udztb_line drop column changed_fields').execute(db);
}
