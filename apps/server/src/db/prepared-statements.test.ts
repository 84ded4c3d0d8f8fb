import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MAX_PREPARED_PER_CONNECTION, prepareStatementsOn, statementName } from './prepared-statements.ts';

/** A pool that hands out one recording client, enough to see what the wrapper passes to pg. */
function recordingClient() {
  const pool = new EventEmitter();
  const calls: unknown[][] = [];
  const client = { query: (...args: unknown[]) => calls.push(args) };
  prepareStatementsOn(pool as unknown as pg.Pool);
  pool.emit('connect', client);
  return { query: client.query as (...args: unknown[]) => unknown, calls };
}

describe('prepared statements', () => {
  it('names a SQL text the same way every time, and different texts differently', () => {
    expect(statementName('select 1 where a = $1')).toBe(statementName('select 1 where a = $1'));
    expect(statementName('select 1 where a = $1')).not.toBe(statementName('select 2 where a = $1'));
    expect(statementName('select 1')).toMatch(/^tp_[\w-]{24}$/);
  });

  it('prepares data statements with their values and leaves other calls as they were', () => {
    const { query, calls } = recordingClient();
    query('select * from udztb where id = $1', [7]);
    query('  WITH x as (select 1) select * from x', []);
    query('begin', []);
    query('create table t (a int)', []);
    query('select 1');
    expect(calls[0]).toEqual([
      {
        name: statementName('select * from udztb where id = $1'),
        text: 'select * from udztb where id = $1',
        values: [7],
      },
    ]);
    expect(calls[1]?.[0]).toMatchObject({ values: [] });
    expect(calls.slice(2)).toEqual([['begin', []], ['create table t (a int)', []], ['select 1']]);
  });

  it('keeps at most the cap of statements per connection and runs the rest unnamed', () => {
    const { query, calls } = recordingClient();
    for (let i = 0; i <= MAX_PREPARED_PER_CONNECTION; i += 1) query(`select ${i}`, []);
    query('select 0', []);
    expect(calls.filter((c) => typeof c[0] === 'object')).toHaveLength(MAX_PREPARED_PER_CONNECTION + 1);
    expect(calls[MAX_PREPARED_PER_CONNECTION]).toEqual([`select ${MAX_PREPARED_PER_CONNECTION}`, []]);
  });
});
