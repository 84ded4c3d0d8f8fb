import type { TenderLine } from '@tender/api-contract';
import { describe, expect, it } from 'vitest';
import { buildLineRow } from '../testing/build-line-row';
import {
  type Caret,
  editableFields,
  type KeyInput,
  keyIntent,
  lockedCellValue,
  moveTarget,
} from './grid-keys';
import type { LineEditControls } from './line-edit-controls';
import type { EditableField, EditorLine } from './line-editor-types';

const row = buildLineRow;

const FIXED_QUANTITIES: LineEditControls = {
  quantity: false,
  price: true,
  notes: true,
  disc: false,
  showPrices: true,
  priceNegotiation: false,
};

const key = (name: string, extra: Partial<KeyInput> = {}): KeyInput => ({
  key: name,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...extra,
});
const caret = (start: number, end: number, length: number): Caret => ({ start, end, length });

describe('editableFields', () => {
  it('puts the price first where quantities are fixed, and skips a computed total', () => {
    expect(editableFields(row(2), FIXED_QUANTITIES)).toEqual(['unitprice', 'linenotes']);
  });

  it('offers a typed total, the quantity when it is open, and nothing on headers and sum lines', () => {
    const open = { ...FIXED_QUANTITIES, quantity: true };
    expect(editableFields(row(6, { autocal: '', qtyrequired: '1' }), open)).toEqual([
      'quantity',
      'unitprice',
      'totallineamount',
      'linenotes',
    ]);
    expect(editableFields(row(1, { header: '1', autocal: '' }), open)).toEqual([]);
    expect(editableFields(row(5, { autocal: '2+3' }), open)).toEqual([]);
  });

  // Issue 35, item 9: a lump sum takes its total only; Tab and a paste pass its unit price by, as the grid
  // shows no box for it, unless the price is required or already given.
  it.each([
    ['an optional lump sum', { autocal: '', required: '0' }, ['totallineamount', 'linenotes']],
    [
      'a lump sum whose price is required',
      { autocal: '', required: '1' },
      ['unitprice', 'totallineamount', 'linenotes'],
    ],
    [
      'a lump sum holding a price',
      { autocal: '', required: '0', unitprice: '5.00' },
      ['unitprice', 'totallineamount', 'linenotes'],
    ],
    ['an optional quantity x price line', { required: '0' }, ['unitprice', 'linenotes']],
  ] as const)('%s: %j', (_, overrides, fields) => {
    expect(editableFields(row(6, overrides), FIXED_QUANTITIES)).toEqual(fields);
  });

  it('offers the discount only under price negotiation, and no amounts when prices are hidden', () => {
    const negotiation = { ...FIXED_QUANTITIES, price: false, disc: true, priceNegotiation: true };
    expect(editableFields(row(2), negotiation)).toEqual(['linenotes', 'disc']);
    expect(editableFields(row(2), { ...FIXED_QUANTITIES, showPrices: false })).toEqual(['linenotes']);
  });
});

// Issue 28, finding 4: the quantity is the supplier's only where the buyer left it to them (qtyrequired)
// and the tender lets quantities change; the grid asks the domain's isLineQuantityEditable through
// isQuantityEditable, so Tab, the arrows, a paste and the workbook agree.
describe('the quantity cell', () => {
  const QUOTING = { ...FIXED_QUANTITIES, quantity: true };
  it.each([
    // what the line is, its row, the tender's controls, the quantity is a cell to type in
    ['left to the supplier', row(2, { qtyrequired: '1' }), QUOTING, true],
    ['the buyer’s', row(2, { qtyrequired: '0' }), QUOTING, false],
    ['a lump sum left to the supplier', row(2, { autocal: '', qtyrequired: '1' }), QUOTING, true],
    ['a lump sum of the buyer’s', row(2, { autocal: '' }), QUOTING, false],
    ['left to the supplier, quantities fixed', row(2, { qtyrequired: '1' }), FIXED_QUANTITIES, false],
    [
      'left to the supplier, prices hidden',
      row(2, { qtyrequired: '1' }),
      { ...QUOTING, showPrices: false },
      false,
    ],
    ['a heading', row(1, { header: '1', autocal: '', qtyrequired: '1' }), QUOTING, false],
    ['a sum line', row(5, { autocal: '2+3', qtyrequired: '1' }), QUOTING, false],
  ] as const)('%s: %s', (_, line, controls, editable) => {
    expect(editableFields(line, controls).includes('quantity')).toBe(editable);
  });

  it.each([
    // row, the tender's controls, the value a paste over the quantity meets (null: no such cell)
    [row(2, { qtyrequired: '0', quantity: '100.00' }), QUOTING, '100.00'],
    [row(2, { qtyrequired: '0', quantity: null }), QUOTING, ''],
    [row(2, { qtyrequired: '0', quantity: '100.00' }), FIXED_QUANTITIES, '100.00'],
    [row(2, { qtyrequired: '1', quantity: '100.00' }), QUOTING, null],
    [row(2, { qtyrequired: '0', quantity: '100.00' }), { ...QUOTING, showPrices: false }, null],
    [row(1, { header: '1', autocal: '' }), QUOTING, null],
    [row(5, { autocal: '2+3' }), QUOTING, null],
  ] as const)('a locked quantity: %o %o is %s', (line, controls, value) => {
    const editor = {
      row: line,
      input: { quantity: line.quantity },
      amounts: null,
    } as unknown as EditorLine;
    expect(lockedCellValue(editor, 'quantity', controls)).toBe(value);
    expect(lockedCellValue(editor, 'unitprice', controls)).toBeNull();
  });

  it('Enter and Tab pass by a quantity that is the buyer’s, down the column and along the line', () => {
    // 2 and 5 leave the quantity to the supplier; 3 and 4 do not; 6 is a heading.
    const rows = new Map(
      [
        row(2, { qtyrequired: '1' }),
        row(3),
        row(4, { autocal: '' }),
        row(5, { qtyrequired: '1' }),
        row(6, { header: '1', autocal: '', qtyrequired: '1' }),
      ].map((r) => [r.seqno, r]),
    );
    const fieldsOf = (seqno: number) => editableFields(rows.get(seqno) as TenderLine, QUOTING);
    const lines = [...rows.keys()];
    const at = (seqno: number, field: EditableField) => ({ seqno, field });
    expect(moveTarget(lines, fieldsOf, at(2, 'quantity'), 'down')).toEqual(at(5, 'quantity'));
    expect(moveTarget(lines, fieldsOf, at(5, 'quantity'), 'up')).toEqual(at(2, 'quantity'));
    expect(moveTarget(lines, fieldsOf, at(5, 'quantity'), 'down')).toBeNull();
    expect(moveTarget(lines, fieldsOf, at(2, 'linenotes'), 'next')).toEqual(at(3, 'unitprice'));
    expect(moveTarget(lines, fieldsOf, at(3, 'unitprice'), 'left')).toBeNull();
    expect(moveTarget(lines, fieldsOf, at(4, 'linenotes'), 'next')).toEqual(at(5, 'quantity'));
    expect(moveTarget(lines, fieldsOf, at(5, 'quantity'), 'previous')).toEqual(at(4, 'linenotes'));
    expect(moveTarget(lines, fieldsOf, at(3, 'unitprice'), 'previous')).toEqual(at(2, 'linenotes'));
  });
});

describe('keyIntent', () => {
  const whole = caret(0, 4, 4);
  it('moves down and up with Enter and Shift+Enter, on with Tab and back with Shift+Tab', () => {
    expect(keyIntent(key('Enter'), whole)).toBe('down');
    expect(keyIntent(key('Enter', { shiftKey: true }), whole)).toBe('up');
    expect(keyIntent(key('Tab'), whole)).toBe('next');
    expect(keyIntent(key('Tab', { shiftKey: true }), whole)).toBe('previous');
    expect(keyIntent(key('ArrowDown'), caret(2, 2, 4))).toBe('down');
  });

  it('leaves the cell sideways only at the edge of the text or with the whole value selected', () => {
    expect(keyIntent(key('ArrowLeft'), whole)).toBe('left');
    expect(keyIntent(key('ArrowRight'), whole)).toBe('right');
    expect(keyIntent(key('ArrowLeft'), caret(0, 0, 4))).toBe('left');
    expect(keyIntent(key('ArrowRight'), caret(4, 4, 4))).toBe('right');
    expect(keyIntent(key('ArrowLeft'), caret(2, 2, 4))).toBeNull();
    expect(keyIntent(key('ArrowRight'), caret(2, 2, 4))).toBeNull();
    expect(keyIntent(key('ArrowRight', { shiftKey: true }), caret(4, 4, 4))).toBeNull();
  });

  it('edits with F2, restores with Escape, and leaves shortcuts and composition alone', () => {
    expect(keyIntent(key('F2'), whole)).toBe('edit');
    expect(keyIntent(key('Escape'), whole)).toBe('restore');
    expect(keyIntent(key('Enter', { isComposing: true }), whole)).toBeNull();
    expect(keyIntent(key('ArrowDown', { ctrlKey: true }), whole)).toBeNull();
    expect(keyIntent(key('5'), whole)).toBeNull();
  });
});

describe('moveTarget', () => {
  // 1 header, 2-4 priced lines, 5 a sum line, 6 a typed total, 7 a priced line.
  const rows = new Map(
    [
      row(1, { header: '1', autocal: '' }),
      row(2),
      row(3),
      row(4),
      row(5, { autocal: '2+3' }),
      row(6, { autocal: '' }),
      row(7),
    ].map((r) => [r.seqno, r]),
  );
  const lines = [...rows.keys()];
  const fieldsOf = (seqno: number) => editableFields(rows.get(seqno) as TenderLine, FIXED_QUANTITIES);
  const at = (seqno: number, field: EditableField) => ({ seqno, field });

  it('keeps the column going down and up, skipping lines without it', () => {
    expect(moveTarget(lines, fieldsOf, at(4, 'unitprice'), 'down')).toEqual(at(6, 'unitprice'));
    expect(moveTarget(lines, fieldsOf, at(6, 'unitprice'), 'up')).toEqual(at(4, 'unitprice'));
    expect(moveTarget(lines, fieldsOf, at(2, 'unitprice'), 'up')).toBeNull();
    expect(moveTarget(lines, fieldsOf, at(7, 'unitprice'), 'down')).toBeNull();
    expect(moveTarget(lines, fieldsOf, at(6, 'totallineamount'), 'down')).toBeNull();
  });

  it('tabs through editable cells only, line after line', () => {
    expect(moveTarget(lines, fieldsOf, at(2, 'unitprice'), 'next')).toEqual(at(2, 'linenotes'));
    expect(moveTarget(lines, fieldsOf, at(2, 'linenotes'), 'next')).toEqual(at(3, 'unitprice'));
    expect(moveTarget(lines, fieldsOf, at(4, 'linenotes'), 'next')).toEqual(at(6, 'unitprice'));
    expect(moveTarget(lines, fieldsOf, at(6, 'unitprice'), 'previous')).toEqual(at(4, 'linenotes'));
    expect(moveTarget(lines, fieldsOf, at(7, 'linenotes'), 'next')).toBeNull();
    expect(moveTarget(lines, fieldsOf, at(2, 'unitprice'), 'previous')).toBeNull();
  });

  it('moves sideways within the line and stops at its ends', () => {
    expect(moveTarget(lines, fieldsOf, at(6, 'unitprice'), 'right')).toEqual(at(6, 'totallineamount'));
    expect(moveTarget(lines, fieldsOf, at(6, 'totallineamount'), 'left')).toEqual(at(6, 'unitprice'));
    expect(moveTarget(lines, fieldsOf, at(2, 'unitprice'), 'left')).toBeNull();
    expect(moveTarget(lines, fieldsOf, at(2, 'linenotes'), 'right')).toBeNull();
  });

  it('runs over the lines shown, whatever page they are on, and nowhere from a line not shown', () => {
    expect(moveTarget([2, 7], fieldsOf, at(2, 'unitprice'), 'down')).toEqual(at(7, 'unitprice'));
    expect(moveTarget([2, 7], fieldsOf, at(4, 'unitprice'), 'down')).toBeNull();
  });
});
