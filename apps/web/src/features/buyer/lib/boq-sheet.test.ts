import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { autocalOf } from './boq-lines';
import {
  BOQ_SHEET_COLUMNS,
  columnOfTitle,
  readBoqSheet,
  type SheetCell,
  sheetDecimal,
  sheetFlag,
  sheetKind,
} from './boq-sheet';
import { buildTemplateCsv, templateRows } from './boq-template';
import { parseCsv } from './csv-rows';

const simple = (lines: ReturnType<typeof readBoqSheet>) => {
  if (!lines.ok) throw new Error(lines.failure);
  return lines.lines.map((line) => ({
    seqno: line.seqno,
    description: line.description,
    unit: line.unit,
    quantity: line.quantity,
    autocal: autocalOf(line),
    header: line.header,
  }));
};

describe('the BOQ spreadsheet reader', () => {
  it('reads a bill: header, priced lines and a sum line', () => {
    const rows: SheetCell[][] = [
      ['Seq No', 'Description', 'Unit', 'Qty', 'Total By', 'Header', 'Bold'],
      [1, 'Preliminaries', '', '', '', 'Y', 'Y'],
      [2, 'Hoarding', 'm', 12.5, 'Y', 'N', ''],
      [3, 'Lighting', 'no.', '1,200', '', '', ''],
      [4, 'Total', '', '', '2+3', '', 'Y'],
    ];
    expect(simple(readBoqSheet(rows))).toEqual([
      { seqno: 1, description: 'Preliminaries', unit: '', quantity: '', autocal: '', header: true },
      { seqno: 2, description: 'Hoarding', unit: 'm', quantity: '12.5', autocal: 'Y', header: false },
      { seqno: 3, description: 'Lighting', unit: 'no.', quantity: '1200', autocal: 'Y', header: false },
      { seqno: 4, description: 'Total', unit: '', quantity: '', autocal: '2+3', header: false },
    ]);
  });

  it('finds the title row below a heading, in any column order, and skips blank rows', () => {
    const rows: SheetCell[][] = [
      ['Bill of quantities for the lobby'],
      [],
      ['Qty', 'description', 'SEQ NO.'],
      [3, 'Paint', 10],
      [null, '', ''],
      ['', 'Brushes', ''],
    ];
    expect(simple(readBoqSheet(rows)).map((line) => [line.seqno, line.description, line.quantity])).toEqual([
      [10, 'Paint', '3'],
      [11, 'Brushes', ''],
    ]);
  });

  it('numbers rows without a seqno after the row above (1 for the first)', () => {
    const rows: SheetCell[][] = [['Description'], ['a'], ['b'], ['c']];
    expect(simple(readBoqSheet(rows)).map((line) => line.seqno)).toEqual([1, 2, 3]);
  });

  it('reports each unreadable cell with its row and keeps the rest of the line', () => {
    const result = readBoqSheet([
      ['Seq No', 'Description', 'Quantity', 'Total By', 'Bold', 'Discount %'],
      ['1.1', 'Dotted number', 'ten', 'maybe', 'sometimes', '5%'],
    ]);
    if (!result.ok) throw new Error(result.failure);
    expect(result.problems).toEqual([
      { row: 2, column: 'seqno', problem: 'seqno', value: '1.1' },
      { row: 2, column: 'bold', problem: 'flag', value: 'sometimes' },
      { row: 2, column: 'quantity', problem: 'number', value: 'ten' },
      { row: 2, column: 'disc', problem: 'number', value: '5%' },
      { row: 2, column: 'autocal', problem: 'autocal', value: 'maybe' },
    ]);
    const [line] = result.lines;
    expect(line).toMatchObject({ seqno: null, description: 'Dotted number', quantity: '', bold: false });
    expect(line && autocalOf(line)).toBe('Y');
  });

  it('cuts a text longer than the contract takes, and says so', () => {
    const result = readBoqSheet([
      ['Description', 'Unit'],
      ['x'.repeat(4001), 'u'.repeat(201)],
    ]);
    if (!result.ok) throw new Error(result.failure);
    expect(result.lines[0]?.description).toHaveLength(4000);
    expect(result.lines[0]?.unit).toHaveLength(200);
    expect(result.problems.map((problem) => problem.problem)).toEqual(['too-long', 'too-long']);
  });

  it.each([
    [[['Seq', 'Item text']], 'no-title-row'],
    [[['Description'], [], ['']], 'no-lines'],
    [[], 'no-title-row'],
  ] as const)('refuses %j: %s', (rows, failure) => {
    expect(readBoqSheet(rows as unknown as SheetCell[][])).toEqual({ ok: false, failure });
  });

  it('refuses more than 20,000 rows', () => {
    const rows: SheetCell[][] = [['Description'], ...Array.from({ length: 20_001 }, () => ['x'])];
    expect(readBoqSheet(rows)).toEqual({ ok: false, failure: 'too-many-rows' });
  });

  it.each([
    [12, '12'],
    [0.1 + 0.2, '0.3'],
    [1.23456, '1.2346'],
    ['1,234.5', '1234.5'],
    [' 7 ', '7'],
    ['-2.5', '-2.5'],
    ['1.23456', null],
    ['12,34', null],
    ['abc', null],
    [Number.NaN, null],
    [1e16, null],
  ])('reads the number %j as %j', (cell, text) => {
    expect(sheetDecimal(cell)).toBe(text);
  });

  it.each([
    ['Y', true],
    ['yes', true],
    ['1', true],
    [1, true],
    [true, true],
    ['x', true],
    ['是', true],
    ['', false],
    [null, false],
    ['N', false],
    ['0', false],
    ['否', false],
    ['maybe', null],
  ])('reads the flag %j as %j', (cell, flag) => {
    expect(sheetFlag(cell)).toBe(flag);
  });

  it.each([
    ['', false, { kind: 'qty', sumOf: '' }],
    ['', true, { kind: 'entry', sumOf: '' }],
    ['y', false, { kind: 'qty', sumOf: '' }],
    ['E', false, { kind: 'entry', sumOf: '' }],
    ['2+3+4', false, { kind: 'sum', sumOf: '2+3+4' }],
    [' 2 + 3 ', false, { kind: 'sum', sumOf: '2+3' }],
    ['=2+3', false, { kind: 'sum', sumOf: '2+3' }],
    ['2,3', false, { kind: 'sum', sumOf: '2+3' }],
    [5, false, { kind: 'sum', sumOf: '5' }],
    ['2+', false, null],
    ['sum', false, null],
  ] as const)('reads Total By %j (header %s)', (cell, header, kind) => {
    expect(sheetKind(cell, header)).toEqual(kind);
  });
});

describe('the BOQ templates', () => {
  const localeTitles = (lang: string): Record<string, string> =>
    JSON.parse(readFileSync(new URL(`../locales/${lang}.json`, import.meta.url), 'utf8')).sheet.columns;

  it.each(['en', 'zh', 'zht'])('have %s titles the reader knows, each naming its own column', (lang) => {
    const titles = localeTitles(lang);
    for (const column of BOQ_SHEET_COLUMNS) expect(columnOfTitle(titles[column] ?? '')).toBe(column);
  });

  it('read back as the example bill they show (CSV)', async () => {
    const text = {
      titles: localeTitles('zh') as Record<(typeof BOQ_SHEET_COLUMNS)[number], string>,
      examples: { header: 'A 部分', first: '围板', second: '照明', total: '合计', unit: '米' },
    };
    const csv = await buildTemplateCsv(text).text();
    const result = readBoqSheet(parseCsv(csv));
    if (!result.ok) throw new Error(result.failure);
    expect(result.problems).toEqual([]);
    expect(result.lines.map((line) => [line.seqno, line.description, autocalOf(line), line.header])).toEqual(
      templateRows(text).map((row) => [
        row.seqno,
        row.description,
        row.autocal === 'E' ? '' : row.autocal,
        row.header === 'Y',
      ]),
    );
  });
});
