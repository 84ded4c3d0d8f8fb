import { describe, expect, it } from 'vitest';
import { type DescriptionsItem, rowsOf } from './descriptions';

const item = (key: string, span?: number): DescriptionsItem => ({ key, label: key, children: key, span });
/** Each row as its items' keys and spans. */
const shape = (items: DescriptionsItem[], column: number) =>
  rowsOf(items, column).map((row) => row.map((cell) => `${cell.key}:${cell.span ?? 1}`));

describe('the rows of a Descriptions, filled as antd fills them', () => {
  it.each([
    ['one column: one item a row', [item('a'), item('b')], 1, [['a:1'], ['b:1']]],
    [
      'two columns: two a row',
      [item('a'), item('b'), item('c'), item('d')],
      2,
      [
        ['a:1', 'b:1'],
        ['c:1', 'd:1'],
      ],
    ],
    [
      'a last row short of items: its last stretches',
      [item('a'), item('b'), item('c')],
      2,
      [['a:1', 'b:1'], ['c:2']],
    ],
    ['an item wider than the rest of its row is cut to it', [item('a'), item('b', 2)], 2, [['a:1', 'b:1']]],
    [
      'a full-width item takes a row of its own',
      [item('a', 2), item('b'), item('c')],
      2,
      [['a:2'], ['b:1', 'c:1']],
    ],
    ['span 1 in one column', [item('a', 1)], 1, [['a:1']]],
  ])('%s', (_name, items, column, rows) => {
    expect(shape(items, column)).toEqual(rows);
  });
});
