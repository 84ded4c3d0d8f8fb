import { type Compilable, CompiledQuery } from 'kysely';
import type { Db } from './connect.ts';

// Kysely builds an immutable tree for every query and compiles it to SQL on every call: about 120 µs
// for the tender list page, as much as PostgreSQL spends running it (docs/performance.md). The hot reads
// have few shapes (what changes their SQL text: the scope's kind, how many statuses, a search or not), so
// each shape is compiled once, with a hole where each value goes; a call then only puts its values in the
// holes. The SQL text is the builder's own, so it stays the one prepared statement per shape.

class Hole {
  constructor(
    readonly key: string,
    readonly index?: number,
  ) {}
}

type Slot = Hole | { constant: unknown };

interface Shape {
  sql: string;
  slots: Slot[];
}

/** Values of one call by name; an array fills one hole per element (an `in` list). */
export type ShapeValues = Record<string, unknown>;

/** The choices that change a query's SQL text (a scope's kind, a search or not). */
export type ShapeChoices = Record<string, string | number | boolean>;

/** The compiled shapes of one query. `shape` must name every choice the builder makes. */
export class QueryShapes<S extends ShapeChoices, V extends ShapeValues, Row> {
  private readonly shapes = new Map<string, Shape>();

  /**
   * @param build makes the query; on the first call of a shape it gets holes in place of the values, so
   *   it must only pass the values into the query and branch on `shape` (and array lengths) alone.
   */
  constructor(private readonly build: (db: Db, shape: S, values: V) => Compilable<Row>) {}

  get size(): number {
    return this.shapes.size;
  }

  /** The query of these values, compiled at most once per shape. */
  compile(db: Db, shape: S, values: V): CompiledQuery<Row> {
    const key = keyOf(shape, values);
    let compiled = this.shapes.get(key);
    if (!compiled) {
      compiled = this.compileShape(db, shape, values);
      if (this.shapes.size >= 200) this.shapes.clear();
      this.shapes.set(key, compiled);
    }
    const parameters = compiled.slots.map((slot) => {
      if (!(slot instanceof Hole)) return slot.constant;
      const value = values[slot.key];
      return slot.index === undefined ? value : (value as unknown[])[slot.index];
    });
    return CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>;
  }

  async execute(db: Db, shape: S, values: V): Promise<Row[]> {
    return (await db.executeQuery(this.compile(db, shape, values))).rows;
  }

  async executeTakeFirst(db: Db, shape: S, values: V): Promise<Row | undefined> {
    return (await this.execute(db, shape, values))[0];
  }

  private compileShape(db: Db, shape: S, values: V): Shape {
    const holes: ShapeValues = {};
    for (const [key, value] of Object.entries(values)) {
      holes[key] = Array.isArray(value) ? value.map((_, i) => new Hole(key, i)) : new Hole(key);
    }
    const compiled = this.build(db, shape, holes as V).compile();
    return {
      sql: compiled.sql,
      slots: compiled.parameters.map((p) => (p instanceof Hole ? p : { constant: p })),
    };
  }
}

/** The choices and the array lengths: `in ($1, $2)` and `in ($1, $2, $3)` differ. */
function keyOf(shape: ShapeChoices, values: ShapeValues): string {
  let key = '';
  for (const name in shape) key += `${name}=${shape[name]},`;
  for (const name in values) {
    const value = values[name];
    if (Array.isArray(value)) key += `${name}#${value.length},`;
  }
  return key;
}
