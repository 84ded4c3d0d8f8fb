import type { TenderStatus } from '@tender/domain';
import { TENDER_STATUSES } from '@tender/domain';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Db } from '../../apps/server/src/db/connect.ts';
import { QueryShapes } from '../../apps/server/src/db/query-shapes.ts';
import type { Database } from '../../apps/server/src/db/tables.ts';
import {
  countTenderRowsQuery,
  listTenderRowsQuery,
} from '../../apps/server/src/tenders/tender-repository.ts';

// node --import tsx bench/api-load/compile-cost.ts — what building and compiling the hot queries costs
// per call with Kysely, against filling a shape compiled once (db/query-shapes.ts). No database: only
// the server-side work before a statement is sent.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
}) as Db;
const scope = { kind: 'supplier', supplierId: 5 } as const;
const statuses: TenderStatus[] = [...TENDER_STATUSES];
type Shape = { search: boolean };
type Values = { statuses: TenderStatus[]; pattern: string | null; offset: number };
const filter = (shape: Shape, v: Values) => ({
  statuses: v.statuses,
  pattern: shape.search ? v.pattern : null,
});
const lists = new QueryShapes((d, shape: Shape, v: Values) =>
  listTenderRowsQuery(d, scope, filter(shape, v), { size: 10, offset: v.offset }),
);
const counts = new QueryShapes((d, shape: Shape, v: Values) =>
  countTenderRowsQuery(d, scope, filter(shape, v)),
);

function perCall(run: (i: number) => unknown): number {
  for (let i = 0; i < 20_000; i++) run(i);
  const n = 100_000;
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) run(i);
  return Number(process.hrtime.bigint() - start) / n / 1000;
}

const rows: [string, number, number][] = [];
for (const search of [false, true]) {
  const pattern = search ? '%cleaning%' : null;
  rows.push([
    `list page${search ? ', search' : ''}`,
    perCall((i) =>
      listTenderRowsQuery(db, scope, { statuses, pattern }, { size: 10, offset: i % 200 }).compile(),
    ),
    perCall((i) => lists.compile(db, { search }, { statuses, pattern, offset: i % 200 })),
  ]);
  rows.push([
    `count${search ? ', search' : ''}`,
    perCall(() => countTenderRowsQuery(db, scope, { statuses, pattern }).compile()),
    perCall(() => counts.compile(db, { search }, { statuses, pattern, offset: 0 })),
  ]);
}
console.log('| Query | Build + compile per call | Compiled shape filled |');
console.log('| --- | ---: | ---: |');
for (const [name, built, filled] of rows)
  console.log(`| ${name} | ${built.toFixed(1)} µs | ${filled.toFixed(1)} µs |`);
