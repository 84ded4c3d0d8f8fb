import { LINE_NOTES_MAX_LENGTH } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import type { EditableField } from './line-editor-types';
import { isBlock, parseBlock, pastedAmount, planPaste } from './paste-block';

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

  it('lists refused values with their reason, their cells keeping what they held; rows past the end are counted', () => {
    const plan = planPaste(parseBlock('abc\n-1\n1,234.50\n7\n8'), lines, fieldsOf, columns, {
      seqno: 2,
      field: 'unitprice',
    });
    expect(plan.refused).toEqual([
      { seqno: 2, field: 'unitprice', text: 'abc', problem: 'not-a-number' },
      { seqno: 3, field: 'unitprice', text: '-1', problem: 'negative' },
    ]);
    // Issue 35, item 5: a refused value changes nothing (the report says the cell kept its value).
    expect(plan.edits.map((edit) => [edit.seqno, edit.text])).toEqual([
      [4, '1,234.50'],
      [5, '7'],
    ]);
    expect(plan.dropped).toBe(1);
  });

  it.each([
    ['HK$1,234.50', { text: '1,234.50' }],
    ['HK$ 1,234.50', { text: '1,234.50' }],
    ['US$12', { text: '12' }],
    ['$99.90', { text: '99.90' }],
    ['¥1,000', { text: '1,000' }],
    ['HKD 1,234.50', { text: '1,234.50' }],
    ['1,234.50 HKD', { text: '1,234.50' }],
    ['RMB500', { text: '500' }],
    ['1 234.50', { text: '1234.50' }],
    ['12\u00A0345\u00A0678.9', { text: '12345678.9' }],
    ['1\u202F234', { text: '1234' }],
    ['(1,234.50)', { problem: 'bracketed' }],
    ['HK$(20.00)', { problem: 'bracketed' }],
    // Not money: left as pasted, for the cell's rule to refuse.
    ['HKD', { text: 'HKD' }],
    ['abc', { text: 'abc' }],
    ['12 34', { text: '12 34' }],
    ['1234.5', { text: '1234.5' }],
  ] as const)('a spreadsheet copies %j: %j (issue 35, item 5)', (pasted, value) => {
    expect(
      pastedAmount(
        pasted.replace(/\\u([0-9A-F]{4})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
      ),
    ).toEqual(value);
  });

  it('takes money as a spreadsheet copies it, refuses brackets as negative, and names the columns left over', () => {
    const plan = planPaste(
      parseBlock('HK$1,234.50\t99\tnote\textra\tmore\n(20.00)\t1 500.00'),
      lines,
      fieldsOf,
      columns,
      { seqno: 2, field: 'unitprice' },
    );
    expect(plan.edits).toEqual([
      { seqno: 2, field: 'unitprice', text: '1,234.50' },
      { seqno: 2, field: 'totallineamount', text: '99' },
      { seqno: 2, field: 'linenotes', text: 'note' },
      { seqno: 3, field: 'totallineamount', text: '1500.00' },
    ]);
    expect(plan.refused).toEqual([{ seqno: 3, field: 'unitprice', text: '(20.00)', problem: 'bracketed' }]);
    // From Unit Price, the grid has three columns: the 4th and 5th pasted were not used.
    expect(plan.unusedColumns).toEqual([4, 5]);
    expect(plan.lastField).toBe('linenotes');
  });

  // Issue 28, finding 4: a quantity pasted over a line whose quantity is the buyer's is refused and the
  // cell keeps the buyer's value; the same value pasted back is no change. Line 3 leaves it to the supplier.
  it.each([
    // pasted quantities of lines 2, 3, 4, the edits made, the refused (line, text)
    [
      '9\n8\n7',
      [[3, '8']],
      [
        [2, '9'],
        [4, '7'],
      ],
    ],
    ['100\n8\n1,000.00', [[3, '8']], []],
    ['\n\n1000', [[3, '']], [[2, '']]],
    // Line 3's -1 is refused: its cell keeps what it held, no edit.
    ['abc\n-1\n1000', [], [[2, 'abc']]],
  ] as const)('quantities %j: edits %j, refused as the buyer’s %j', (text, edits, refused) => {
    const quantities: Record<number, string> = { 2: '100.00', 4: '1000.00' };
    const withQuantity: Record<number, EditableField[]> = {
      ...fields,
      3: ['quantity', ...(fields[3] ?? [])],
    };
    const plan = planPaste(
      parseBlock(text),
      lines,
      (seqno) => withQuantity[seqno] ?? [],
      columns,
      { seqno: 2, field: 'quantity' },
      (seqno, field) => (field === 'quantity' ? (quantities[seqno] ?? null) : null),
    );
    expect(plan.edits.filter((edit) => edit.field === 'quantity').map((e) => [e.seqno, e.text])).toEqual(
      edits,
    );
    expect(plan.refused.filter((r) => r.problem === 'buyer-quantity').map((r) => [r.seqno, r.text])).toEqual(
      refused,
    );
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
