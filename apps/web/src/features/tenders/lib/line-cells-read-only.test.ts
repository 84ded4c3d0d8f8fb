import { describe, expect, it } from 'vitest';
import { buildLineRow } from '../testing/build-line-row';
import { lineCardColumns } from './line-cells';
import type { LineEditControls } from './line-edit-controls';

// Issue 18, item 15: a quotation nobody can change reads as text; a phone's card leaves out what is empty.
const readOnly: LineEditControls = {
  quantity: false,
  price: false,
  notes: false,
  disc: false,
  showPrices: true,
  priceNegotiation: false,
};

describe('lineCardColumns of a read-only quotation', () => {
  it('leaves out an empty price and empty notes, keeps those with a value', () => {
    const empty = buildLineRow(2, { unitprice: null, linenotes: '' });
    expect(lineCardColumns(empty, readOnly).prices).toEqual([]);
    const priced = buildLineRow(3, { unitprice: '12.5', linenotes: 'Two skips' });
    expect(lineCardColumns(priced, readOnly).prices).toEqual(['unitprice', 'linenotes']);
  });

  it('keeps every price cell while the supplier can still type', () => {
    const empty = buildLineRow(2, { unitprice: null, linenotes: '' });
    expect(lineCardColumns(empty, { ...readOnly, price: true, notes: true }).prices).toEqual([
      'unitprice',
      'linenotes',
    ]);
  });
});
