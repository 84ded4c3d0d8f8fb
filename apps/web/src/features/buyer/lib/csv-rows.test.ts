import { describe, expect, it } from 'vitest';
import { csvField, detectSeparator, parseCsv } from './csv-rows';

describe('parseCsv', () => {
  it.each([
    [
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a,b\r1,2\r',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      '\uFEFFseq,desc\n1,x',
      [
        ['seq', 'desc'],
        ['1', 'x'],
      ],
    ],
    ['"a,b","say ""hi"""\n', [['a,b', 'say "hi"']]],
    ['"two\nlines",x\n', [['two\nlines', 'x']]],
    ['a,,c\n', [['a', '', 'c']]],
    ['a,b\n\n1,2\n', [['a', 'b'], [''], ['1', '2']]],
  ])('reads %j', (text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it('takes the separator of the title row: semicolons and tabs too', () => {
    expect(detectSeparator('Seq;Description;Qty\n1;a,b;2')).toBe(';');
    expect(detectSeparator('Seq\tDescription\n1\tx')).toBe('\t');
    expect(detectSeparator('"a;b",c\n')).toBe(',');
    expect(parseCsv('Seq;Description\n1;a,b')).toEqual([
      ['Seq', 'Description'],
      ['1', 'a,b'],
    ]);
  });

  it('writes fields that read back', () => {
    const fields = ['plain', 'a,b', 'say "hi"', 'two\nlines'];
    expect(parseCsv(`${fields.map((field) => csvField(field)).join(',')}\r\n`)).toEqual([fields]);
  });
});
