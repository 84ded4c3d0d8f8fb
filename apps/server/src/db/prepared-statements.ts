import { createHash } from 'node:crypto';
import type pg from 'pg';

// PostgreSQL plans an unnamed statement anew on every execution. For the portal's short reads, planning
// costs more than running: the tender list page took 2.4 ms unnamed and 0.7 ms prepared, the session
// check 0.42 and 0.13 ms (docs/performance.md). So every pooled connection prepares each data statement
// once under a name derived from its text and afterwards only binds and executes it. Kysely always
// sends values as bind parameters, so the texts are few; the cap bounds a connection's memory anyway.

/** Prepared statements kept per connection; beyond this, statements run unnamed. */
export const MAX_PREPARED_PER_CONNECTION = 500;
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
const MAX_TEXT_LENGTH = 8_000;

const names = new Map<string, string>();

/** A stable statement name for a SQL text (hashed once; the map is cleared if it ever grows large). */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= 5_000) names.clear();
    name = `tp_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

type QueryFn = (...args: unknown[]) => unknown;

/** Makes every new client of the pool prepare its data statements (see above). */
export function prepareStatementsOn(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn;
    const prepared = new Set<string>();
    (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
      const [text, values] = args;
      if (
        args.length === 2 &&
        typeof text === 'string' &&
        Array.isArray(values) &&
        text.length <= MAX_TEXT_LENGTH &&
        DATA_STATEMENT.test(text)
      ) {
        const name = statementName(text);
        if (prepared.has(name) || prepared.size < MAX_PREPARED_PER_CONNECTION) {
          prepared.add(name);
          return query({ name, text, values });
        }
      }
      return query(...args);
    };
  });
}
