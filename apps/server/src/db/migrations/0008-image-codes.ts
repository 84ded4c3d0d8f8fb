import { type Kysely, sql } from 'kysely';

// Issue 18, item 13: image verification codes (auth/image-codes.ts), kept where every app server can
// check the one another issued. The answer is never stored, only its keyed hash (the code pepper of
// server_key); a code is answered once, by the address it was issued to, before it expires, and
// expired rows are swept.
const statements = [
  `create table image_code (
     id uuid primary key,
     kind text not null check (kind in ('image', 'question')),
     answer_hash text not null,
     client text not null,
     created_at timestamptz not null default now(),
     expires_at timestamptz not null,
     used_at timestamptz
   )`,
  'create index image_code_expires on image_code (expires_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table image_code').execute(db);
}
