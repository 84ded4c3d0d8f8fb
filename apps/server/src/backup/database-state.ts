/** Runs one SQL text (no parameters: every name in it comes from the catalogue) and answers its rows. */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

/** What a backup's manifest says of its database, read in the same snapshot as the dump. */
export interface DatabaseState {
  /** Rows of each table of the portal's schema, by table name (sorted). */
  tables: Record<string, number>;
  /** The storage keys the rows refer to (every `storage_key` column), sorted. */
  storageKeys: string[];
  /** The last migration applied, e.g. `0009-buyer-console`. */
  migration: string | null;
  /** The server's version, e.g. `15.18`. */
  serverVersion: string;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The state of the database `query` reads (in one snapshot when it runs in one transaction). */
export async function readDatabaseState(query: RunQuery): Promise<DatabaseState> {
  const names = (
    await query(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((r) => String(r.name));
  const tables: Record<string, number> = {};
  for (const name of names) {
    const [row] = await query(`select count(*)::text as n from ${ident(name)}`);
    tables[name] = Number(row?.n);
  }
  const keyColumns = await query(
    `select table_name as t, column_name as c from information_schema.columns
     where table_schema = current_schema() and column_name = 'storage_key' order by 1`,
  );
  const keys = new Set<string>();
  for (const { t, c } of keyColumns) {
    if (!names.includes(String(t))) continue;
    for (const row of await query(`select distinct ${ident(String(c))} as k from ${ident(String(t))}`))
      if (typeof row.k === 'string') keys.add(row.k);
  }
  const migration = names.includes('kysely_migration')
    ? ((await query('select max(name) as m from kysely_migration'))[0]?.m as string | null)
    : null;
  const [version] = await query(`select current_setting('server_version') as v`);
  return {
    tables,
    storageKeys: [...keys].sort(),
    migration: migration ?? null,
    serverVersion: String(version?.v).split(' ')[0] ?? '',
  };
}

/** The differences between the counts of a manifest and of a database, one line each. */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const problems: string[] = [];
  for (const name of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const want = expected[name];
    const have = actual[name];
    if (want === have) continue;
    if (want === undefined) problems.push(`table ${name}: not in the backup's manifest (${have} rows)`);
    else if (have === undefined) problems.push(`table ${name}: missing (the manifest has ${want} rows)`);
    else problems.push(`table ${name}: ${have} rows, the manifest has ${want}`);
  }
  return problems;
}
