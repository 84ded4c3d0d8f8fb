import { describe, expect, it } from 'vitest';
import { buildLineRow } from '../testing/build-line-row';
import { changedColumns, hasChangedLines } from './changed-cells';
import { LineStore } from './line-store';
import { draftPayload } from './quotation-payload';

// Issue 28, finding 5: the cells an amendment changed carry a mark until the supplier saves the line.

describe('changedColumns', () => {
  it.each<[string, string[], string[]]>([
    ['nothing changed', [], []],
    ['the quantity', ['quantity'], ['quantity']],
    ['the description and its long text', ['description', 'longdesc'], ['description']],
    ['the unit and the quantity rule', ['unit', 'qtyrequired'], ['unit', 'quantity']],
    ['a line the amendment added', ['new'], ['seqno']],
    [
      'the price and notes rules',
      ['required', 'neednotes', 'totalamountreq'],
      ['unitprice', 'linenotes', 'total'],
    ],
    ['a field this client does not know marks the line number', ['colour'], ['seqno']],
  ])('%s', (_case, changedfields, columns) => {
    expect([...changedColumns({ changedfields })]).toEqual(columns);
  });

  it('tells whether any line has a change to show the legend', () => {
    expect(hasChangedLines([buildLineRow(1), buildLineRow(2)])).toBe(false);
    expect(hasChangedLines([buildLineRow(1), buildLineRow(2, { changedfields: ['quantity'] })])).toBe(true);
  });
});

describe('LineStore: marks after a save', () => {
  it("clears the marks of the lines a save sent, whether or not the reply carries them, and keeps the others'", () => {
    const store = new LineStore([
      buildLineRow(1, { changedfields: ['quantity'] }),
      buildLineRow(2, { changedfields: ['description'] }),
      buildLineRow(3, { changedfields: ['new'] }),
    ]);
    store.dispatch({ type: 'edit', seqno: 1, field: 'unitprice', text: '10' });
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '5' });
    const { sent } = draftPayload(store.getState(), 'T-1');
    // A reply of the changed lines only (replylines 'changed'): line 2's values came back the same.
    store.dispatch({
      type: 'saved',
      sent,
      rows: [buildLineRow(1, { unitprice: '10.00', changedfields: [] })],
    });
    const marks = [1, 2, 3].map((seqno) => store.getState().lines.get(seqno)?.row.changedfields);
    expect(marks).toEqual([[], [], ['new']]);
  });
});
