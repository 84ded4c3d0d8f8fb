import { type RawBuilder, sql } from 'kysely';

// Writing a bill of quantities (rfq_line, udztb_line) as an upsert that touches only the rows that differ,
// so a repeated import or save changes nothing, and says how many rows it inserted, updated and left.

/** 500 rows of about 20 columns stay far below PostgreSQL's 65,535 bind parameters per statement. */
const CHUNK = 500;

export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/**
 * The `doUpdateSet` and `where` of an upsert into `table` that updates a conflicting row only when one of
 * `columns` differs (`is distinct from`, so null equals null).
 */
export function onlyChanged(
  table: string,
  columns: readonly string[],
): { set: Record<string, RawBuilder<unknown>>; differs: RawBuilder<boolean> } {
  return {
    set: Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)])),
    differs: sql<boolean>`(${sql.join(columns.map((c) => sql.ref(`${table}.${c}`)))}) is distinct from (${sql.join(
      columns.map((c) => sql.ref(`excluded.${c}`)),
    )})`,
  };
}

/** `xmax = 0`, true only for a row the statement inserted: the upsert returns it as `inserted`. */
export const insertedFlag = () => sql<boolean>`xmax = 0`.as('inserted');

/**
 * Runs `write` on the rows CHUNK at a time; `write` upserts its chunk and returns one `{ inserted }` per
 * row it wrote (rows whose values were all equal are not returned).
 */
export async function writeChanged<R>(
  rows: readonly R[],
  write: (chunk: R[]) => Promise<ReadonlyArray<{ inserted: boolean }>>,
): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const written = await write(chunk);
    const inserted = written.filter((w) => w.inserted).length;
    counts.inserted += inserted;
    counts.updated += written.length - inserted;
    counts.unchanged += chunk.length - written.length;
  }
  return counts;
}
