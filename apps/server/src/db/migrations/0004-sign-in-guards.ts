import { type Kysely, sql } from 'kysely';

// Issue 14: failed sign-in attempts per client address are counted where every app server sees them
// (rate_limit, written by @fastify/rate-limit through auth/rate-limit-store.ts), and a supplier's
// acceptance of the Terms of Use is recorded: who, when, from which session and which version of the text.
const statements = [
  `create table rate_limit (
     key text primary key,
     count integer not null,
     reset_at timestamptz not null
   )`,
  'create index rate_limit_reset on rate_limit (reset_at)',
  `create table terms_acceptance (
     id serial primary key,
     user_id integer not null references app_user (id),
     session_id integer references session (id),
     version text not null,
     accepted_at timestamptz not null default now()
   )`,
  'create index terms_acceptance_user on terms_acceptance (user_id, version)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of ['drop table terms_acceptance', 'drop table rate_limit']) {
    await sql.raw(statement).execute(db);
  }
}
