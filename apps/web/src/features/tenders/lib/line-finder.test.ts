import { describe, expect, it } from 'vitest';
import { buildLineRow } from '../testing/build-line-row';
import { createLineEditorState, lineEditorReducer } from './line-editor-state';
import { ALL_LINES, findLines } from './line-finder';

const row = buildLineRow;

// Two sections: 1 (lines 2-3) and 4 (lines 5-6, 6 a lump sum with a typed total).
const base = createLineEditorState([
  row(1, { header: '1', autocal: '', description: 'Preliminaries' }),
  row(2, { description: 'Site hoarding', unitprice: '10' }),
  row(3, { description: 'Temporary lighting' }),
  row(4, { header: '1', autocal: '', description: 'Concrete works' }),
  row(5, { description: 'Grade 30 concrete', linenotes: 'Ready mix' }),
  row(6, { autocal: '', description: 'Formwork', totallineamount: '500' }),
]);

describe('findLines', () => {
  it('shows priced and unpriced entry lines, a typed total counting as priced', () => {
    expect(findLines(base, { ...ALL_LINES, show: 'priced' })).toEqual([2, 6]);
    expect(findLines(base, { ...ALL_LINES, show: 'unpriced' })).toEqual([3, 5]);
  });

  it('shows one section with its header', () => {
    expect(findLines(base, { ...ALL_LINES, section: 4 })).toEqual([4, 5, 6]);
  });

  it('searches number, description and notes, every word, in any case', () => {
    expect(findLines(base, { ...ALL_LINES, search: 'LIGHTING' })).toEqual([3]);
    expect(findLines(base, { ...ALL_LINES, search: 'ready mix' })).toEqual([5]);
    expect(findLines(base, { ...ALL_LINES, search: '6' })).toEqual([6]);
    const noted = lineEditorReducer(base, { type: 'edit', seqno: 3, field: 'linenotes', text: 'LED' });
    expect(findLines(noted, { ...ALL_LINES, search: 'led' })).toEqual([3]);
  });

  it('keeps a folded section header and hides its lines', () => {
    expect(findLines(base, ALL_LINES, new Set([1]))).toEqual([1, 4, 5, 6]);
  });

  it('shows the lines needing attention', () => {
    const typed = lineEditorReducer(base, { type: 'edit', seqno: 5, field: 'unitprice', text: 'abc' });
    const refused = lineEditorReducer(typed, { type: 'leave', seqno: 5, field: 'unitprice' });
    expect(findLines(refused, { ...ALL_LINES, show: 'attention' })).toEqual([5]);
  });
});
