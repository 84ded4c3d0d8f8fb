import { sql } from 'kysely';
import type { Db } from '../../src/db/connect.ts';

/**
 * The tables whose content a refused request must leave as it was, with the columns left out because
 * refusals are meant to change them: the lockout counters (app_user.failed_logins, locked) and a
 * code's wrong-try count. Not here: rate_limit (it counts refusals), server_key (made at start).
 */
const WATCHED: Record<string, string[]> = {
  supplier: [],
  app_user: ['failed_logins', 'locked'],
  password_history: [],
  session: [],
  verification_code: ['attempts'],
  terms_acceptance: [],
  rfq: [],
  // The buyer console's tables (issue 17).
  rfq_line: [],
  rfq_invitee: [],
  rfq_revision: [],
  // A refused request queues no mail; a mail queued before may be delivered meanwhile (mail_log is the
  // view of the sent ones). A new row shows without its text, which would only make each digest slower.
  mail_outbox: ['state', 'attempts', 'next_attempt_at', 'last_error', 'sent_at', 'body_text', 'body_html'],
  udztb: [],
  udztb_line: [],
  document: [],
  document_download: [],
  question: [],
  site_inspection: [],
  contact: [],
  svc_scope: [],
  svc_scope_cert: [],
  license_cert: [],
  work_order: [],
  message_template: [],
  audit_log: [],
};

const presentTables = new WeakMap<Db, Promise<string[]>>();

/** The watched tables the database has (read once per database: the suites do not add tables). */
function watchedTablesOf(db: Db): Promise<string[]> {
  let tables = presentTables.get(db);
  if (!tables) {
    tables = sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = current_schema()
    `
      .execute(db)
      .then((present) =>
        present.rows
          .map((r) => r.table_name)
          .filter((name) => name in WATCHED)
          .sort(),
      );
    presentTables.set(db, tables);
  }
  return tables;
}

/**
 * One digest of every watched table's rows (order-independent), to compare before and after requests: one
 * query, a digest a table. Table and column names come from the list above, never from a request.
 */
export async function stateChecksum(db: Db): Promise<string> {
  const tables = await watchedTablesOf(db);
  const parts = tables.map((name) => {
    const row = sql`to_jsonb(t) - ${sql.val(WATCHED[name] ?? [])}::text[]`;
    return sql`select ${sql.lit(name)} as name, md5(coalesce(string_agg(md5((${row})::text), ',' order by md5((${row})::text)), '')) as digest from ${sql.table(name)} as t`;
  });
  const result = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(
    db,
  );
  const digests = new Map(result.rows.map((r) => [r.name, r.digest]));
  return tables.map((name) => `${name}:${digests.get(name) ?? ''}`).join(' ');
}
