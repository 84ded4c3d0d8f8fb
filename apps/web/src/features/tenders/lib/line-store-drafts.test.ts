import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLineRow } from '../testing/build-line-row';
import type { LineEditorAction } from './line-editor-state';
import { attentionOf, hasUnsavedEdits } from './line-issues';
import { LineStore } from './line-store';
import { draftPayload } from './quotation-payload';

const rights = { quantityEditable: true, priceEditable: true, notesEditable: true };

const row = buildLineRow;

const tender = () =>
  new LineStore([row(1, { header: '1', autocal: '' }), row(2), row(3), row(4, { autocal: '2+3' })]);

describe('LineStore drafts: the dirty set', () => {
  it('marks edited lines, and only those, as dirty', () => {
    const store = tender();
    expect(store.getState().dirty.size).toBe(0);
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '10' });
    store.dispatch({ type: 'edit', seqno: 2, field: 'linenotes', text: 'brass' });
    expect([...store.getState().dirty]).toEqual([2]);
    expect(hasUnsavedEdits(store.getState())).toBe(true);
  });

  it('sends only the dirty lines, without computed amounts', () => {
    const store = tender();
    store.dispatch({ type: 'edit', seqno: 3, field: 'unitprice', text: '1,234.5' });
    const { lines, sent } = draftPayload(store.getState(), 'T-1');
    expect(lines).toEqual([
      {
        seqno: 3,
        udztbnum: 'T-1',
        linenotes: '',
        quantity: '2',
        unitprice: '1234.50',
        disc: null,
        totallineamount: null,
      },
    ]);
    expect([...sent]).toEqual([[3, 1]]);
  });

  it('a save reply cleans the lines sent, takes the server values, and keeps edits typed meanwhile', () => {
    const store = tender();
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '10' });
    store.dispatch({ type: 'edit', seqno: 3, field: 'unitprice', text: '20' });
    const { sent } = draftPayload(store.getState(), 'T-1');
    // Typed while the save is in flight.
    store.dispatch({ type: 'edit', seqno: 3, field: 'unitprice', text: '25' });
    store.dispatch({
      type: 'saved',
      sent,
      rows: [
        row(2, { quantity: '2.00', unitprice: '10.00', totallineamount: '20.00' }),
        row(3, { quantity: '2.00', unitprice: '20.00', totallineamount: '40.00' }),
      ],
    });
    const state = store.getState();
    expect([...state.dirty]).toEqual([3]);
    expect(state.lines.get(2)?.input.unitprice).toBe('10.00');
    expect(state.lines.get(3)?.input.unitprice).toBe('25.00');
    expect(state.lines.get(4)?.amounts?.totallineamount).toBe('70.00');
  });
});

describe('LineStore drafts: refused values', () => {
  it('keeps refused text for display, calculates without it, and never sends it', () => {
    const store = tender();
    store.dispatch({ type: 'edit', seqno: 2, field: 'quantity', text: '3' });
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '12abc' });
    const line = store.getState().lines.get(2);
    expect(line?.refused?.unitprice).toEqual({ text: '12abc', problem: 'not-a-number', shown: false });
    expect(line?.input.unitprice).toBeNull();
    expect(line?.amounts?.totallineamount).toBeNull();
    const [sentLine] = draftPayload(store.getState(), 'T-1').lines;
    expect(sentLine).not.toHaveProperty('unitprice');
    expect(sentLine?.quantity).toBe('3.00');
  });

  it('shows the reason once the cell is left, and counts the line as needing attention', () => {
    const store = tender();
    store.dispatch({ type: 'edit', seqno: 3, field: 'quantity', text: '0.5' });
    expect(store.getState().attention).toEqual([]);
    store.dispatch({ type: 'leave', seqno: 3, field: 'quantity' });
    expect(store.getState().lines.get(3)?.refused?.quantity).toMatchObject({
      problem: 'below-minimum',
      shown: true,
    });
    expect(store.getState().attention).toEqual([3]);
  });

  it('refuses by the domain rule: decimals, negatives, discounts over 100', () => {
    const store = tender();
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '1.005' });
    store.dispatch({ type: 'edit', seqno: 2, field: 'totallineamount', text: '-5' });
    store.dispatch({ type: 'edit', seqno: 2, field: 'disc', text: '150' });
    const refused = store.getState().lines.get(2)?.refused;
    expect(refused?.unitprice?.problem).toBe('too-many-decimals');
    expect(refused?.totallineamount?.problem).toBe('negative');
    expect(refused?.disc?.problem).toBe('above-maximum');
  });

  it('clears the refusal when a valid value (or nothing) is typed, and stays unsaved while refused', () => {
    const store = tender();
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: 'x' });
    store.dispatch({ type: 'leave', seqno: 2, field: 'unitprice' });
    const { sent } = draftPayload(store.getState(), 'T-1');
    store.dispatch({ type: 'saved', sent, rows: [row(2)] });
    // The line is saved, but the refused text is still not on the server: leaving must ask.
    expect(store.getState().dirty.size).toBe(0);
    expect(hasUnsavedEdits(store.getState())).toBe(true);
    expect(store.getState().lines.get(2)?.refused?.unitprice?.text).toBe('x');
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '' });
    expect(store.getState().lines.get(2)?.refused).toBeNull();
    expect(store.getState().attention).toEqual([]);
  });
});

describe('LineStore drafts: line issues', () => {
  it('set-issues marks lines, and re-checking an edited line clears what is fixed', () => {
    const store = tender();
    store.dispatch({
      type: 'set-issues',
      issues: [
        { seqno: 2, problems: ['price'] },
        { seqno: 3, problems: ['price'] },
      ],
      rights,
    });
    expect(store.getState().attention).toEqual([2, 3]);
    expect(store.getState().lines.get(2)?.problems).toEqual(['price']);

    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '5' });
    expect(store.getState().lines.get(2)?.problems).toBeNull();
    expect(store.getState().issues.has(2)).toBe(false);
    expect(store.getState().attention).toEqual([3]);
  });

  it('a line emptied after the check counts again; its cell is marked once the marks are shown', () => {
    const store = new LineStore([row(1, { unitprice: '5' })]);
    store.dispatch({ type: 'check-issues', rights });
    expect(store.getState().attention).toEqual([]);
    store.dispatch({ type: 'edit', seqno: 1, field: 'unitprice', text: '' });
    expect(store.getState().attention).toEqual([1]);
    expect(store.getState().lines.get(1)?.problems).toBeNull();
    store.dispatch({ type: 'show-marks' });
    expect(store.getState().lines.get(1)?.problems).toEqual(['price']);
  });

  it('notifies only the lines whose marks changed', () => {
    const store = tender();
    const notified: number[] = [];
    for (const seqno of [1, 2, 3, 4]) store.subscribeLine(seqno, () => notified.push(seqno));
    store.dispatch({ type: 'set-issues', issues: [{ seqno: 3, problems: ['price'] }], rights });
    expect(notified).toEqual([3]);
  });

  it('a new set of issues replaces the old one', () => {
    const store = tender();
    store.dispatch({ type: 'set-issues', issues: [{ seqno: 2, problems: ['price'] }], rights });
    store.dispatch({ type: 'set-issues', issues: [{ seqno: 3, problems: ['notes'] }], rights });
    expect(store.getState().lines.get(2)?.problems).toBeNull();
    expect(store.getState().attention).toEqual([3]);
  });
});

describe('LineStore drafts: what a submission lacks, from the moment the quotation opens (issue 35, item 2)', () => {
  it('counts every unpriced required line on opening, without marking a cell', () => {
    const store = tender();
    const notified: number[] = [];
    for (const seqno of [1, 2, 3, 4]) store.subscribeLine(seqno, () => notified.push(seqno));
    store.dispatch({ type: 'check-issues', rights });
    // The header and the sum line lack nothing; 2 and 3 lack their price.
    expect(store.getState().attention).toEqual([2, 3]);
    expect(store.getState().issues.get(2)?.problems).toEqual(['price']);
    expect(store.getState().lines.get(2)?.problems).toBeNull();
    expect(store.getState().marksShown).toBe(false);
    // Nothing on screen changes: no line re-renders for a count.
    expect(notified).toEqual([]);
  });

  it('falls line by line as prices are typed, and rises when a price is cleared', () => {
    const store = tender();
    store.dispatch({ type: 'check-issues', rights });
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '1' });
    expect(store.getState().attention).toEqual([3]);
    const issues = store.getState().issues;
    // More digits on a line already priced change nothing the count is made of.
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '12' });
    expect(store.getState().issues).toBe(issues);
    store.dispatch({ type: 'edit', seqno: 3, field: 'unitprice', text: '0' });
    expect(store.getState().attention).toEqual([3]);
    store.dispatch({ type: 'edit', seqno: 3, field: 'unitprice', text: '0.5' });
    expect(store.getState().attention).toEqual([]);
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '' });
    expect(store.getState().attention).toEqual([2]);
  });

  it('checks nothing where the supplier cannot save (null rights), and clears an earlier check', () => {
    const store = tender();
    store.dispatch({ type: 'check-issues', rights });
    store.dispatch({ type: 'check-issues', rights: null });
    expect(store.getState().attention).toEqual([]);
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '' });
    expect(store.getState().attention).toEqual([]);
  });

  it('keeps what cannot be typed out of the count (prices fixed under negotiation)', () => {
    const store = tender();
    store.dispatch({ type: 'check-issues', rights: { ...rights, priceEditable: false } });
    expect(store.getState().attention).toEqual([]);
  });

  it("checks the server's lines again after a reload, the marks shown as they were", () => {
    const store = tender();
    store.dispatch({ type: 'check-issues', rights });
    store.dispatch({ type: 'show-marks' });
    store.dispatch({
      type: 'reset',
      rows: [row(1, { header: '1', autocal: '' }), row(2, { unitprice: '3' }), row(3)],
    });
    expect(store.getState().attention).toEqual([3]);
    expect(store.getState().lines.get(3)?.problems).toEqual(['price']);
  });

  it('a save reply re-checks the lines it brings, and the whole quotation when the server counts otherwise', () => {
    const store = tender();
    store.dispatch({ type: 'check-issues', rights });
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '7' });
    const { sent } = draftPayload(store.getState(), 'T-1');
    // The server stored no price on line 2 (the reply is the authority): it lacks one again.
    store.dispatch({ type: 'saved', sent, rows: [row(2)], lacking: 2 });
    expect(store.getState().attention).toEqual([2, 3]);
    expect(store.getState().lines.get(2)?.input.unitprice).toBeNull();
  });
});

describe('LineStore drafts: invariants', () => {
  it('keeps attention, issues and the dirty set consistent under any sequence of actions', () => {
    const seqno = fc.integer({ min: 1, max: 4 });
    const field = fc.constantFrom(
      'quantity' as const,
      'unitprice' as const,
      'totallineamount' as const,
      'disc' as const,
    );
    const action: fc.Arbitrary<LineEditorAction> = fc.oneof(
      fc.record({
        type: fc.constant('edit' as const),
        seqno,
        field,
        text: fc.constantFrom('', 'x', '5', '0.5', '1.234', '-1', '150'),
      }),
      fc.record({
        type: fc.constant('edit' as const),
        seqno,
        field: fc.constant('linenotes' as const),
        text: fc.constantFrom('', 'n'),
      }),
      fc.record({ type: fc.constant('leave' as const), seqno, field }),
      fc.array(fc.constantFrom(2, 3), { maxLength: 2 }).map((seqnos) => ({
        type: 'set-issues' as const,
        issues: seqnos.map((s) => ({ seqno: s, problems: ['price' as const] })),
        rights,
      })),
      fc.constant({ type: 'check-issues' as const, rights }),
      fc.constant({ type: 'show-marks' as const }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 15 }), (actions) => {
        const store = tender();
        const edited = new Set<number>();
        for (const a of actions) {
          store.dispatch(a);
          if (a.type === 'edit') edited.add(a.seqno);
        }
        const state = store.getState();
        expect(state.attention).toEqual(attentionOf(state));
        expect([...state.dirty].sort()).toEqual([...edited].sort());
        for (const [s, line] of state.lines)
          expect(line.problems ?? null).toEqual(
            state.marksShown ? (state.issues.get(s)?.problems ?? null) : null,
          );
      }),
      { numRuns: 300 },
    );
  });
});

describe('LineStore drafts: many edits at once (an imported workbook)', () => {
  const edit = fc.record({
    seqno: fc.constantFrom(1, 2, 3, 4),
    field: fc.constantFrom('quantity', 'unitprice', 'linenotes') as fc.Arbitrary<
      'quantity' | 'unitprice' | 'linenotes'
    >,
    text: fc.constantFrom('', '3', '12.5', '1,000', 'abc', '0.5', 'note'),
  });

  it('ends where the same edits one by one end (property)', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 12 }), (edits) => {
        const one = tender();
        for (const e of edits) one.dispatch({ type: 'edit', ...e });
        const many = tender();
        many.dispatch({ type: 'edit-many', edits });
        const a = one.getState();
        const b = many.getState();
        expect(b.summary).toEqual(a.summary);
        expect(b.amounts).toEqual(a.amounts);
        expect([...b.dirty].sort()).toEqual([...a.dirty].sort());
        for (const [seqno, line] of a.lines) {
          const other = b.lines.get(seqno);
          expect(other?.input).toEqual(line.input);
          expect(other?.linenotes).toBe(line.linenotes);
          expect(other?.refused).toEqual(line.refused);
        }
      }),
    );
  });
});
