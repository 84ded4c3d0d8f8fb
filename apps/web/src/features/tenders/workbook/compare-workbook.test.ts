import { LINE_NOTES_MAX_LENGTH } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { compareWorkbook } from './compare-workbook';
import { readWorkbook } from './read-workbook';
import { demoLikeRows, linesOf, NEGOTIATING, QUOTING, TENDER } from './workbook.fixture';
import { editWorkbook, excel, exportOf, importInto } from './workbook-test-helpers';

const ROWS = demoLikeRows(2000);
/** Ten quantity x price lines spread over the tender. */
const PRICED = [2, 3, 104, 257, 433, 767, 999, 1205, 1618, 1999];

// 2,000-line workbooks take seconds each on a shared 2-core machine.
const SLOW = { timeout: 60_000 };

/** One export of the quotation layout, shared by the tests that only edit a copy of it. */
let quoting: Promise<Uint8Array> | undefined;
const quotingExport = () => {
  quoting ??= exportOf(ROWS, QUOTING);
  return quoting;
};

describe('compareWorkbook', SLOW, () => {
  it('an unchanged export reports nothing', async () => {
    const comparison = await importInto(await quotingExport(), ROWS, QUOTING);
    expect(comparison).toEqual({ changes: [], refused: [], buyerDifferences: [] });
  });

  it('lists exactly the 10 prices changed in the file, old and new', async () => {
    const edited = await editWorkbook(await quotingExport(), (set) => {
      for (const [index, seqno] of PRICED.entries()) set(seqno, 'unitprice', 1000 + index + 0.25);
    });
    const { changes, refused, buyerDifferences } = await importInto(edited, ROWS, QUOTING);
    expect(refused).toEqual([]);
    expect(buyerDifferences).toEqual([]);
    expect(changes).toEqual(
      PRICED.map((seqno, index) => ({
        seqno,
        field: 'unitprice',
        before: ROWS[seqno - 1]!.unitprice,
        after: `${1000 + index}.25`,
      })),
    );
  });

  it('shows a changed description and a text in a price cell, and applies neither', async () => {
    const edited = await editWorkbook(await quotingExport(), (set) => {
      set(3, 'description', 'Cheaper item');
      set(4, 'unitprice', 'abc');
      set(6, 'unitprice', '1,234.50');
      set(7, 'quantity', 2.345);
      set(8, 'unitprice', { formula: 'F3*2', result: 10 });
      set(12, 'total', -5);
    });
    const { changes, refused, buyerDifferences } = await importInto(edited, ROWS, QUOTING);
    expect(buyerDifferences).toEqual([
      { seqno: 3, field: 'description', tender: ROWS[2]!.description, workbook: 'Cheaper item' },
    ]);
    expect(refused).toEqual([
      { rowNumber: 4, seqno: 3, field: 'description', text: 'Cheaper item', reason: 'buyer-field' },
      { rowNumber: 5, seqno: 4, field: 'unitprice', text: 'abc', reason: 'not-a-number' },
      { rowNumber: 8, seqno: 7, field: 'quantity', text: '2.345', reason: 'too-many-decimals' },
      { rowNumber: 9, seqno: 8, field: 'unitprice', text: '=F3*2', reason: 'not-a-value' },
      { rowNumber: 13, seqno: 12, field: 'totallineamount', text: '-5', reason: 'negative' },
    ]);
    // A number typed as text with thousands separators is fine, as in a cell of the grid.
    expect(changes).toEqual([{ seqno: 6, field: 'unitprice', before: ROWS[5]!.unitprice, after: '1234.50' }]);
  });

  it('lists a value typed on a heading or a sum line as refused, never drops it unseen (issue 35, item 4)', async () => {
    const edited = await editWorkbook(await quotingExport(), (set) => {
      set(1, 'unitprice', 120);
      set(1, 'linenotes', 'Section note');
      set(50, 'total', 999);
      set(50, 'quantity', 3);
    });
    const { changes, refused } = await importInto(edited, ROWS, QUOTING);
    expect(changes).toEqual([]);
    expect(refused).toEqual([
      { rowNumber: 2, seqno: 1, field: 'unitprice', text: '120', reason: 'not-an-entry-line' },
      { rowNumber: 2, seqno: 1, field: 'linenotes', text: 'Section note', reason: 'not-an-entry-line' },
      { rowNumber: 51, seqno: 50, field: 'quantity', text: '3', reason: 'not-an-entry-line' },
      { rowNumber: 51, seqno: 50, field: 'totallineamount', text: '999', reason: 'not-an-entry-line' },
    ]);
  });

  it('under price negotiation a fixed quantity that differs is the buyer’s, a price is locked', async () => {
    const edited = await editWorkbook(await exportOf(ROWS, NEGOTIATING), (set) => {
      set(2, 'quantity', 99);
      set(3, 'unitprice', 1);
      set(4, 'disc', 90);
    });
    const { changes, refused, buyerDifferences } = await importInto(edited, ROWS, NEGOTIATING);
    expect(buyerDifferences).toEqual([
      { seqno: 2, field: 'quantity', tender: ROWS[1]!.quantity, workbook: '99.00' },
    ]);
    expect(refused).toEqual([
      { rowNumber: 3, seqno: 2, field: 'quantity', text: '99', reason: 'buyer-quantity' },
      { rowNumber: 4, seqno: 3, field: 'unitprice', text: '1', reason: 'locked' },
    ]);
    expect(changes).toEqual([{ seqno: 4, field: 'disc', before: '100.00', after: '90.00' }]);
  });

  // Issue 28, finding 4: the quantity is the supplier's only on lines the buyer left it to (7, 17, ...).
  it.each([
    // line, quantity typed in the file, taken as a change, refused as the buyer's
    [17, 25, true, false],
    [27, 2.5, true, false],
    [5, 99, false, true],
    [12, 3, false, true],
    [5, '6.00', false, false],
  ] as const)(
    'a quantity of line %i set to %s: changed %s, refused as the buyer’s %s',
    async (seqno, value, changed, refusedAsBuyers) => {
      const edited = await editWorkbook(await quotingExport(), (set) => set(seqno, 'quantity', value));
      const { changes, refused, buyerDifferences } = await importInto(edited, ROWS, QUOTING);
      expect(changes.map((change) => [change.seqno, change.field])).toEqual(
        changed ? [[seqno, 'quantity']] : [],
      );
      expect(refused.map((refusal) => [refusal.seqno, refusal.field, refusal.reason])).toEqual(
        refusedAsBuyers ? [[seqno, 'quantity', 'buyer-quantity']] : [],
      );
      // Every refused buyer's quantity is counted among the buyer fields that differ, and never applied.
      expect(buyerDifferences.map((difference) => [difference.seqno, difference.field])).toEqual(
        refusedAsBuyers ? [[seqno, 'quantity']] : [],
      );
    },
  );

  it('notes, blanks and unknown or repeated line numbers', async () => {
    const edited = await editWorkbook(await quotingExport(), (set) => {
      set(7, 'linenotes', 'Brand X');
      set(14, 'unitprice', null);
      set(15, 'linenotes', 'y'.repeat(LINE_NOTES_MAX_LENGTH + 1));
      set(16, 'seqno', 99999);
      set(17, 'seqno', 18);
    });
    const { changes, refused } = await importInto(edited, ROWS, QUOTING);
    expect(changes).toEqual([
      { seqno: 7, field: 'linenotes', before: 'Brand 7', after: 'Brand X' },
      { seqno: 14, field: 'unitprice', before: ROWS[13]!.unitprice, after: '' },
    ]);
    expect(refused.map((r) => [r.seqno, r.field, r.reason])).toEqual([
      [15, 'linenotes', 'notes-too-long'],
      [99999, null, 'unknown-line'],
      [18, null, 'duplicate-line'],
      [18, null, 'duplicate-line'],
    ]);
  });

  it('refuses a workbook of another tender and one of an older version of the lines', async () => {
    const read = await readWorkbook(excel, await exportOf(ROWS, QUOTING, 'WB-OTHER-002-S1'));
    if (!read.ok) throw new Error(read.problem);
    expect(compareWorkbook(read.content, TENDER.udztbnum, linesOf(ROWS), QUOTING)).toEqual({
      ok: false,
      problem: 'other-tender',
    });

    const older = await readWorkbook(excel, await quotingExport());
    if (!older.ok) throw new Error(older.problem);
    const renamed = ROWS.map((row) =>
      row.seqno === 500 ? { ...row, description: 'Changed by the buyer' } : row,
    );
    expect(compareWorkbook(older.content, TENDER.udztbnum, linesOf(renamed), QUOTING)).toEqual({
      ok: false,
      problem: 'stale',
    });
    // The quantity is the buyer's, and so part of the lines' version, only where the supplier cannot
    // change it: line 7 leaves it to the supplier, line 2 does not (issue 28).
    const supplierQuantity = ROWS.map((row) => (row.seqno === 7 ? { ...row, quantity: '50.00' } : row));
    expect(compareWorkbook(older.content, TENDER.udztbnum, linesOf(supplierQuantity), QUOTING).ok).toBe(true);
    const requantified = ROWS.map((row) => (row.seqno === 2 ? { ...row, quantity: '50.00' } : row));
    expect(compareWorkbook(older.content, TENDER.udztbnum, linesOf(requantified), QUOTING)).toEqual({
      ok: false,
      problem: 'stale',
    });
    const negotiated = await readWorkbook(excel, await exportOf(ROWS, NEGOTIATING));
    if (!negotiated.ok) throw new Error(negotiated.problem);
    expect(compareWorkbook(negotiated.content, TENDER.udztbnum, linesOf(requantified), NEGOTIATING)).toEqual({
      ok: false,
      problem: 'stale',
    });
  });
});
