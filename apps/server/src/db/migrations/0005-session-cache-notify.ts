import { type Kysely, sql } from 'kysely';

// Each app server keeps the sessions it has resolved in memory (auth/session-cache.ts). Whoever changes
// a session or its user (sign-out, lock, password change, flags, role or site, an admin by hand), every
// server must drop its copy before its next request, so the database itself announces each change on
// one channel: 's<id>' for a session row, 'u<id>' for a user row, '*' when a table is truncated.
// NOTIFY is delivered at commit, once per distinct payload per transaction, and never for a rollback.
const statements = [
  `create function session_cache_notify() returns trigger language plpgsql as $$
   begin
     if tg_level = 'STATEMENT' then
       perform pg_notify('session_cache', '*');
     elsif tg_table_name = 'session' then
       perform pg_notify('session_cache', 's' || old.id);
     else
       perform pg_notify('session_cache', 'u' || old.id);
     end if;
     return null;
   end $$`,
  `create trigger session_cache_notify after update or delete on session
   for each row execute function session_cache_notify()`,
  `create trigger app_user_cache_notify after update or delete on app_user
   for each row execute function session_cache_notify()`,
  `create trigger session_cache_truncate after truncate on session
   for each statement execute function session_cache_notify()`,
  `create trigger app_user_cache_truncate after truncate on app_user
   for each statement execute function session_cache_notify()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop trigger app_user_cache_truncate on app_user',
    'drop trigger session_cache_truncate on session',
    'drop trigger app_user_cache_notify on app_user',
    'drop trigger session_cache_notify on session',
    'drop function session_cache_notify()',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
