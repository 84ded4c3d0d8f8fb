import type { TenderStatus } from '@tender/domain';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { listTenderRowsQuery } from '../tenders/tender-repository.ts';
import type { Db } from './connect.ts';
import { QueryShapes } from './query-shapes.ts';
import type { Database } from './tables.ts';

const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
}) as Db;

type Shape = { search: boolean };
type Values = {
  supplierId: number;
  statuses: TenderStatus[];
  pattern: string | null;
  offset: number;
};

const direct = (shape: Shape, v: Values) =>
  listTenderRowsQuery(
    db,
    { kind: 'supplier', supplierId: v.supplierId },
    { statuses: v.statuses, pattern: shape.search ? v.pattern : null },
    { size: 10, offset: v.offset },
  );

describe('QueryShapes', () => {
  it('gives the builder’s own SQL and values, building each shape once', () => {
    const build = vi.fn((_db: Db, shape: Shape, v: Values) => direct(shape, v));
    const shapes = new QueryShapes(build);
    const cases: [Shape, Values][] = [
      [{ search: false }, { supplierId: 7, statuses: ['WTQUOTE'], pattern: null, offset: 0 }],
      [{ search: false }, { supplierId: 8, statuses: ['SUBMITED'], pattern: null, offset: 30 }],
      [{ search: true }, { supplierId: 7, statuses: ['WTQUOTE'], pattern: '%ab%', offset: 10 }],
      [{ search: true }, { supplierId: 9, statuses: ['WTQUOTE', 'SUBMITED'], pattern: '%x%', offset: 0 }],
      [{ search: true }, { supplierId: 3, statuses: ['SUBMITED', 'WTQUOTE'], pattern: '%y%', offset: 20 }],
    ];
    for (const [shape, values] of cases) {
      const expected = direct(shape, values).compile();
      const got = shapes.compile(db, shape, values);
      expect(got.sql).toBe(expected.sql);
      expect(got.parameters).toEqual(expected.parameters);
    }
    // One statuses entry without and with a search, two entries with a search.
    expect(build).toHaveBeenCalledTimes(3);
    expect(shapes.size).toBe(3);
  });
});
