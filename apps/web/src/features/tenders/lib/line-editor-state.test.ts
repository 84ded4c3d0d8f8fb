import { calculateLines, summarizeLines } from '@tender/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLineRow } from '../testing/build-line-row';
import { createLineEditorState, lineEditorReducer } from './line-editor-state';
import type { LineEditorState } from './line-editor-types';

const row = buildLineRow;

// 1 header, 2-4 entries, 5 = 2+3, 6 manual total, 7 = 5+6 (a sum of a sum line).
const rows = [
  row(1, { header: '1', autocal: '' }),
  row(2),
  row(3),
  row(4),
  row(5, { autocal: '2+3' }),
  row(6, { autocal: '', totalamountreq: '1' }),
  row(7, { autocal: '5+6' }),
];

/** The incremental editor must agree with a full recalculation by the domain. */
function expectConsistent(state: LineEditorState) {
  const full = calculateLines(state.inputs);
  expect(state.amounts).toEqual(full);
  expect(state.summary).toEqual(summarizeLines(full, state.inputs));
  for (const amount of full) expect(state.lines.get(amount.seqno)?.amounts).toEqual(amount);
}

describe('line editor state', () => {
  it('recalculates the edited line and the sum lines above it', () => {
    let state = createLineEditorState(rows);
    state = lineEditorReducer(state, { type: 'edit', seqno: 2, field: 'unitprice', text: '1,000.5' });
    state = lineEditorReducer(state, { type: 'edit', seqno: 3, field: 'unitprice', text: '20' });
    state = lineEditorReducer(state, { type: 'edit', seqno: 6, field: 'totallineamount', text: '500' });
    expect(state.lines.get(2)?.amounts?.totallineamount).toBe('2001.00');
    expect(state.lines.get(5)?.amounts?.totallineamount).toBe('2041.00');
    expect(state.lines.get(7)?.amounts?.totallineamount).toBe('2541.00');
    expect(state.summary.total).toBe('2541.00');
    expectConsistent(state);
  });

  it('keeps untouched lines as the same objects so memoised rows skip rendering', () => {
    const before = createLineEditorState(rows);
    const after = lineEditorReducer(before, { type: 'edit', seqno: 2, field: 'unitprice', text: '3' });
    expect(after.lines.get(4)).toBe(before.lines.get(4));
    expect(after.lines.get(6)).toBe(before.lines.get(6));
    expect(after.lines.get(2)).not.toBe(before.lines.get(2));
  });

  it('holds refused text as no value (never 0) and blank as no value', () => {
    let state = createLineEditorState(rows);
    state = lineEditorReducer(state, { type: 'edit', seqno: 6, field: 'totallineamount', text: 'abc' });
    expect(state.lines.get(6)?.input.totallineamount).toBeNull();
    expect(state.lines.get(6)?.refused?.totallineamount?.problem).toBe('not-a-number');
    state = lineEditorReducer(state, { type: 'edit', seqno: 6, field: 'totallineamount', text: ' ' });
    expect(state.lines.get(6)?.input.totallineamount).toBeNull();
  });

  it('applies a discount rate to every entry line', () => {
    let state = createLineEditorState(rows);
    state = lineEditorReducer(state, { type: 'edit', seqno: 2, field: 'unitprice', text: '100' });
    state = lineEditorReducer(state, { type: 'apply-rate', rate: '90.00' });
    expect(state.lines.get(2)?.amounts?.disclineamt).toBe('180.00');
    expect(state.lines.get(1)?.input.disc).toBeNull();
    expect(state.lines.get(5)?.input.disc).toBeNull();
    expectConsistent(state);
  });

  it('agrees with a full recalculation after any sequence of edits', () => {
    const edit = fc.record({
      seqno: fc.integer({ min: 1, max: 7 }),
      field: fc.constantFrom(
        'quantity' as const,
        'unitprice' as const,
        'totallineamount' as const,
        'disc' as const,
      ),
      text: fc.oneof(
        fc.constant(''),
        fc.constant('x'),
        fc.integer({ min: 0, max: 99_999 }).map((n) => `${n / 100}`),
      ),
    });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 12 }), (edits) => {
        let state = createLineEditorState(rows);
        for (const e of edits) state = lineEditorReducer(state, { type: 'edit', ...e });
        expectConsistent(state);
      }),
      { numRuns: 200 },
    );
  });
});
