import { describe, expect, it } from 'vitest';
import {
  appendLines,
  autocalOf,
  type BoqLine,
  blankLine,
  insertLine,
  kindOfAutocal,
  lineFromDetail,
  lineToInput,
  moveLine,
  renumberLines,
} from './boq-lines';
import { findLineProblems, serverLineProblems } from './boq-problems';
import { nextProblemKey } from './problem-navigation';

/** A bill from [seqno, autocal] pairs ('' entry, 'Y', or a sum list). */
function bill(...rows: Array<[number | null, string]>): BoqLine[] {
  return rows.map(([seqno, autocal]) => ({
    ...blankLine(seqno),
    description: `line ${seqno}`,
    ...kindOfAutocal(autocal),
  }));
}
const shape = (lines: BoqLine[]) => lines.map((line) => [line.seqno, autocalOf(line)]);

describe('editing the bill', () => {
  it('inserts into a gap without renumbering', () => {
    const { lines, inserted } = insertLine(bill([1, 'Y'], [5, 'Y'], [9, '1+5']), 1);
    expect(shape(lines)).toEqual([
      [1, 'Y'],
      [2, 'Y'],
      [5, 'Y'],
      [9, '1+5'],
    ]);
    expect(lines[1]).toBe(inserted);
  });

  it('inserts where the number is taken by moving the lines from it on, sum lists following', () => {
    const { lines } = insertLine(bill([1, 'Y'], [2, 'Y'], [3, 'Y'], [4, '1+2+3']), 1);
    expect(shape(lines)).toEqual([
      [1, 'Y'],
      [2, 'Y'],
      [3, 'Y'],
      [4, 'Y'],
      [5, '1+3+4'],
    ]);
  });

  it('inserts at the top and appends at the end', () => {
    expect(shape(insertLine(bill([1, 'Y'], [2, '1']), 0).lines)).toEqual([
      [1, 'Y'],
      [2, 'Y'],
      [3, '2'],
    ]);
    expect(shape(insertLine(bill([4, 'Y']), 1).lines)).toEqual([
      [4, 'Y'],
      [5, 'Y'],
    ]);
    expect(shape(insertLine([], 0).lines)).toEqual([[1, 'Y']]);
  });

  it('moves a line by swapping numbers, so sums keep adding up the same lines', () => {
    const moved = moveLine(bill([1, 'Y'], [2, ''], [3, '1+2']), 0, 1);
    expect(moved.map((line) => [line.seqno, line.description, autocalOf(line)])).toEqual([
      [1, 'line 2', ''],
      [2, 'line 1', 'Y'],
      [3, 'line 3', '2+1'],
    ]);
  });

  it('leaves the bill as it is for a move past either end', () => {
    const lines = bill([1, 'Y'], [2, 'Y']);
    expect(shape(moveLine(lines, 0, -1))).toEqual(shape(lines));
    expect(shape(moveLine(lines, 1, 1))).toEqual(shape(lines));
  });

  it('renumbers 1, 2, 3 in the order shown, sum lists following', () => {
    expect(shape(renumberLines(bill([10, 'Y'], [20, 'Y'], [null, ''], [40, '10+20'])))).toEqual([
      [1, 'Y'],
      [2, 'Y'],
      [3, ''],
      [4, '1+2'],
    ]);
  });

  it('appends imported lines after the bill when their numbers clash', () => {
    expect(shape(appendLines(bill([1, 'Y'], [2, 'Y']), bill([1, 'Y'], [2, '1'])))).toEqual([
      [1, 'Y'],
      [2, 'Y'],
      [3, 'Y'],
      [4, '3'],
    ]);
    expect(shape(appendLines(bill([1, 'Y']), bill([7, 'Y'])))).toEqual([
      [1, 'Y'],
      [7, 'Y'],
    ]);
  });

  it('goes to and from the contract line', () => {
    const line = lineFromDetail({
      seqno: 3,
      description: 'Paint',
      longdesc: '',
      remark: 'r',
      bold: true,
      underline: false,
      header: false,
      autocal: '1+2',
      required: true,
      qtyrequired: false,
      totalamountreq: true,
      neednotes: false,
      quantity: '2.5000',
      unit: 'm',
      disc: null,
    });
    expect(line).toMatchObject({ kind: 'sum', sumOf: '1+2', quantity: '2.5000', disc: '' });
    expect(lineToInput({ ...line, quantity: ' ', sumOf: '1 + 2' })).toMatchObject({
      seqno: 3,
      autocal: '1+2',
      quantity: null,
      disc: null,
      remark: 'r',
      bold: true,
    });
  });
});

describe('the problems of a bill', () => {
  const problemsOf = (lines: BoqLine[], draft = true) =>
    lines.map((line) => findLineProblems(lines, { draft }).get(line.key) ?? []);

  it('flags a sum line naming itself, a missing line, and a cycle (the domain rules)', () => {
    expect(problemsOf(bill([1, 'Y'], [2, '1+2'], [3, '9'], [4, '5'], [5, '4']))).toEqual([
      [],
      ['sum-self'],
      ['sum-missing'],
      ['sum-cycle'],
      ['sum-cycle'],
    ]);
  });

  it('flags every line sharing a seqno, a missing seqno and bad cells', () => {
    const lines = bill([1, 'Y'], [1, 'Y'], [null, 'Y'], [4, 'sum']);
    lines[3] = { ...lines[3]!, kind: 'sum', sumOf: '1+' };
    lines[0] = { ...lines[0]!, quantity: 'ten', disc: '120' };
    expect(problemsOf(lines)).toEqual([
      ['quantity', 'disc', 'duplicate-seqno'],
      ['duplicate-seqno'],
      ['no-seqno'],
      ['sum-syntax'],
    ]);
  });

  it('lets a draft keep empty descriptions, not an amendment', () => {
    const lines = [{ ...blankLine(1), description: '' }];
    expect(problemsOf(lines, true)).toEqual([[]]);
    expect(problemsOf(lines, false)).toEqual([['no-description']]);
  });

  it('adds the server refusal to its lines', () => {
    const lines = bill([1, 'Y'], [2, 'Y']);
    const found = findLineProblems(lines, { draft: true, server: new Map([[2, ['sum-cycle', 'odd']]]) });
    expect(found.get(lines[1]!.key)).toEqual(['sum-cycle', 'server']);
  });

  it("reads a BOQ_INVALID refusal's data.lines by seqno", () => {
    const reply = {
      code: 5600003,
      data: { lines: [{ seqno: 4, problem: 'sum-self' }, { seqno: 4, problem: 'sum-missing' }, { bad: 1 }] },
    };
    expect([...serverLineProblems(reply)]).toEqual([[4, ['sum-self', 'sum-missing']]]);
    expect(serverLineProblems(undefined).size).toBe(0);
    expect(serverLineProblems({ data: null }).size).toBe(0);
  });

  it('goes to the next line with a problem, wrapping around', () => {
    const lines = bill([1, 'Y'], [2, '2'], [3, 'Y'], [4, '4']);
    const problems = findLineProblems(lines, { draft: true });
    expect(nextProblemKey(lines, problems, null)).toBe(lines[1]!.key);
    expect(nextProblemKey(lines, problems, lines[1]!.key)).toBe(lines[3]!.key);
    expect(nextProblemKey(lines, problems, lines[3]!.key)).toBe(lines[1]!.key);
    expect(nextProblemKey(bill([1, 'Y']), new Map(), null)).toBeNull();
  });
});

describe('a quantity x price line', () => {
  it('always asks for its total, which is what makes spec 5 compute it', () => {
    const line = { ...blankLine(1), description: 'Cleaning', kind: 'qty' as const, totalamountreq: false };
    expect(lineToInput(line)).toMatchObject({ autocal: 'Y', totalamountreq: true });
    expect(lineToInput({ ...line, kind: 'entry' })).toMatchObject({ autocal: '', totalamountreq: false });
  });
});
