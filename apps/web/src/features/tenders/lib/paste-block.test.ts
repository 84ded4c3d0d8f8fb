import { LINE_NOTES_MAX_LENGTH } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import type { EditableField } from './line-editor-types';
import { isBlock, parseBlock, planPaste } from './paste-block';

describe('parseBlock', () => {
  it('splits rows on newlines and cells on tabs, without the trailing newline a spreadsheet adds', () => {
    expect(parseBlock('1\t2\r\n3\t4\r\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(parseBlock('12.5')).toEqual([['12.5']]);
    expect(parseBlock('"a\tb"')).toEqual([['"a', 'b"']]);
  });

  it('tells a block from a single value', () => {
    expect(isBlock(parseBlock('12.5'))).toBe(false);
    expect(isBlock(parseBlock('12.5\n'))).toBe(false);
    expect(isBlock(parseBlock('1\n2'))).toBe(true);
    expect(isBlock(parseBlock('1\t2'))).toBe(true);
  });
});

describe('planPaste', () => {
  // 1 is a header (nothing to type), 4 has a computed total (no total cell), the rest take all three.
  const fields: Record<number, EditableField[]> = {
    1: [],
    2: ['unitprice', 'totallineamount', 'linenotes'],
    3: ['unitprice', 'totallineamount', 'linenotes'],
    4: ['unitprice', 'linenotes'],
    5: ['unitprice', 'totallineamount', 'linenotes'],
  };
  const lines = [1, 2, 3, 4, 5];
  const fieldsOf = (seqno: number) => fields[seqno] ?? [];
  const columns: EditableField[] = ['quantity', 'unitprice', 'totallineamount', 'linenotes'];

  it('fills down and across from the cell, skipping headers and cells a line does not have', () => {
    const plan = planPaste(parseBlock('10\t100\n20\t200\n30\t300'), lines, fieldsOf, columns, {
      seqno: 2,
      field: 'unitprice',
    });
    expect(plan.edits).toEqual([
      { seqno: 2, field: 'unitprice', text: '10' },
      { seqno: 2, field: 'totallineamount', text: '100' },
      { seqno: 3, field: 'unitprice', text: '20' },
      { seqno: 3, field: 'totallineamount', text: '200' },
      { seqno: 4, field: 'unitprice', text: '30' },
    ]);
    expect(plan.refused).toEqual([]);
    expect(plan.dropped).toBe(0);
  });

  it('lists refused values with their reason and leaves their cells empty; rows past the end are counted', () => {
    const plan = planPaste(parseBlock('abc\n-1\n1,234.50\n7\n8'), lines, fieldsOf, columns, {
      seqno: 2,
      field: 'unitprice',
    });
    expect(plan.refused).toEqual([
      { seqno: 2, field: 'unitprice', text: 'abc', problem: 'not-a-number' },
      { seqno: 3, field: 'unitprice', text: '-1', problem: 'negative' },
    ]);
    expect(plan.edits.map((edit) => edit.text)).toEqual(['', '', '1,234.50', '7']);
    expect(plan.dropped).toBe(1);
  });

  it('checks notes by their length only', () => {
    const plan = planPaste(
      [['fine', 'x'.repeat(LINE_NOTES_MAX_LENGTH + 1)]],
      lines,
      fieldsOf,
      ['linenotes', 'disc'],
      {
        seqno: 5,
        field: 'linenotes',
      },
    );
    expect(plan.edits).toEqual([{ seqno: 5, field: 'linenotes', text: 'fine' }]);
    const long = planPaste([['x'.repeat(LINE_NOTES_MAX_LENGTH + 1)]], lines, fieldsOf, columns, {
      seqno: 5,
      field: 'linenotes',
    });
    expect(long.refused[0]?.problem).toBe('too-long');
  });
});
