import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/tables.ts';

export type SqlValue = string | number | boolean | Date | null;

export interface UpsertOptions {
  /** Key columns compared with lower() on both sides (app_user.loginid has a unique index on lower()). */
  caseInsensitive?: string[];
  /** Tables keyed by their natural key only (no serial id). */
  noId?: boolean;
  /** Extra assignments made only when a row really changes, e.g. a version bump. */
  onChange?: RawBuilder<unknown>[];
}

// Only the columns present in `fields` are written, and an update happens only when one of them differs
// (IS DISTINCT FROM compares numerics and dates by value), so importing the same file twice changes
// nothing. Column names come from the importer's code, never from the file.
function keyCondition(key: Record<string, SqlValue>, opts: UpsertOptions): RawBuilder<unknown> {
  return sql.join(
    Object.entries(key).map(([col, value]) =>
      opts.caseInsensitive?.includes(col)
        ? sql`lower(${sql.ref(col)}) = lower(${value}::text)`
        : sql`${sql.ref(col)} = ${value}`,
    ),
    sql` and `,
  );
}

/** Inserts or updates the row with this natural key; says which, and returns its id (0 for noId tables). */
export async function upsertRow(
  trx: Db,
  table: keyof Database,
  key: Record<string, SqlValue>,
  fieldsWithUndefined: Record<string, SqlValue | undefined>,
  opts: UpsertOptions = {},
): Promise<{ id: number; outcome: 'inserted' | 'updated' | 'unchanged' }> {
  const fields = Object.entries(fieldsWithUndefined).filter(
    (e): e is [string, SqlValue] => e[1] !== undefined,
  );
  const idColumn = opts.noId ? sql`0` : sql.ref('id');
  const where = keyCondition(key, opts);
  const found = await sql<{
    id: number;
  }>`select ${idColumn} as id from ${sql.table(table)} where ${where}`.execute(trx);
  const existing = found.rows[0];

  if (!existing) {
    // A key column may also be a field (a login id whose case changes): the field's value wins.
    const row = [...new Map([...Object.entries(key), ...fields])];
    const inserted = await sql<{ id: number }>`
      insert into ${sql.table(table)} (${sql.join(row.map(([c]) => sql.ref(c)))})
      values (${sql.join(row.map(([, v]) => v))})
      returning ${idColumn} as id`.execute(trx);
    return { id: inserted.rows[0]?.id ?? 0, outcome: 'inserted' };
  }
  if (fields.length === 0) return { id: existing.id, outcome: 'unchanged' };

  const assignments = [...fields.map(([c, v]) => sql`${sql.ref(c)} = ${v}`), ...(opts.onChange ?? [])];
  const differs = sql.join(
    fields.map(([c, v]) => sql`${sql.ref(c)} is distinct from ${v}`),
    sql` or `,
  );
  const updated = await sql`
    update ${sql.table(table)} set ${sql.join(assignments)}
    where ${where} and (${differs})
    returning 1 as one`.execute(trx);
  return { id: existing.id, outcome: updated.rows.length > 0 ? 'updated' : 'unchanged' };
}
