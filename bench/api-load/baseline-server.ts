import { createServer } from 'node:http';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/connect.ts';
import { statementName } from '../../apps/server/src/db/prepared-statements.ts';
import type { Database } from '../../apps/server/src/db/tables.ts';
import { readLinesQuery } from '../../apps/server/src/tenders/tender-line-repository.ts';
import { filterOf } from '../../apps/server/src/tenders/tender-read-service.ts';
import {
  countTenderRowsQuery,
  findTenderIdQuery,
  listTenderRowsQuery,
} from '../../apps/server/src/tenders/tender-repository.ts';
import { keyOf, scenariosFor } from './scenarios.ts';

// The bare baseline of the load bench: node:http and the pg driver, running for each request exactly the
// SQL the portal runs (compiled once, here, from the portal's own query builders), with none of the
// framework, schema validation, session check or reply shaping. The portal's figures are read against it.
// Like the portal (db/prepared-statements.ts) it runs them as named prepared statements, so the ratio
// measures the framework and not a planning difference.

const { DATABASE_URL, PORT, BENCH_SUPPLIER_ID, LINES_UDZTBNUM } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
// Compiles only: Kysely never connects here.
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
}) as Db;

const run = (text: string, values: unknown[]) => pool.query({ name: statementName(text), text, values });

type Handler = () => Promise<unknown>;
const scope = { kind: 'supplier', supplierId: Number(BENCH_SUPPLIER_ID) } as const;
const handlers = new Map<string, Handler>();

for (const { body } of scenariosFor(LINES_UDZTBNUM ?? '')) {
  const filter = filterOf({ str: body.str as string | undefined });
  if (body.reqname === 'getudztb') {
    const size = Number(body.pagesize);
    const q = listTenderRowsQuery(compiler, scope, filter, {
      size,
      offset: (Number(body.page) - 1) * size,
    }).compile();
    handlers.set(keyOf(body), async () => ({ getudztb: (await run(q.sql, [...q.parameters])).rows }));
  } else if (body.reqname === 'udztbcount') {
    const q = countTenderRowsQuery(compiler, scope, filter).compile();
    handlers.set(keyOf(body), async () => ({
      udztbcount: [{ totalcount: (await run(q.sql, [...q.parameters])).rows[0].total }],
    }));
  } else if (body.reqname === 'getudztbline') {
    const idQuery = findTenderIdQuery(compiler, scope, String(body.udztbnum)).compile();
    const linesQuery = readLinesQuery(compiler, 0).compile();
    handlers.set(keyOf(body), async () => {
      const id = (await run(idQuery.sql, [...idQuery.parameters])).rows[0].id;
      return { getudztbline: (await run(linesQuery.sql, [id])).rows };
    });
  }
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const handler = handlers.get(keyOf(JSON.parse(Buffer.concat(chunks).toString() || '{}')));
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    handler().then(
      (result) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 0, success: true, ...(result as object) }));
      },
      (error: unknown) => {
        res.writeHead(500).end(String(error));
      },
    );
  });
});
server.listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
