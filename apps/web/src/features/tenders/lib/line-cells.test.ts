import { describe, expect, it } from 'vitest';
import { buildLineRow } from '../testing/build-line-row';
import { cellShown, lineCardColumns } from './line-cells';
import type { LineEditControls } from './line-edit-controls';

const quoting: LineEditControls = {
  quantity: false,
  price: true,
  notes: true,
  disc: false,
  showPrices: true,
  priceNegotiation: false,
};
const negotiating: LineEditControls = { ...quoting, price: false, disc: true, priceNegotiation: true };
const paperHidden: LineEditControls = { ...quoting, price: false, notes: false, showPrices: false };

describe('cellShown', () => {
  it('shows no amount on a heading and no price or notes on a sum line', () => {
    const heading = buildLineRow(1, { header: '1', autocal: '' });
    const sum = buildLineRow(4, { autocal: '2+3' });
    for (const column of ['quantity', 'unitprice', 'total', 'linenotes', 'disc', 'disclineamt'] as const)
      expect(cellShown(heading, column, quoting)).toBe(false);
    expect(cellShown(sum, 'unitprice', quoting)).toBe(false);
    expect(cellShown(sum, 'linenotes', quoting)).toBe(false);
    expect(cellShown(sum, 'total', quoting)).toBe(true);
  });

  it('hides every amount where prices are hidden, but not the notes', () => {
    const line = buildLineRow(2);
    expect(cellShown(line, 'unitprice', paperHidden)).toBe(false);
    expect(cellShown(line, 'total', paperHidden)).toBe(false);
    expect(cellShown(line, 'linenotes', paperHidden)).toBe(true);
  });

  it('gives an optional lump sum a total box only, on the grid as on a card (issue 35, item 9)', () => {
    const lumpSum = buildLineRow(6, { autocal: '', required: '0' });
    expect(cellShown(lumpSum, 'unitprice', quoting)).toBe(false);
    expect(cellShown(lumpSum, 'total', quoting)).toBe(true);
    expect(cellShown({ ...lumpSum, unitprice: '12.00' }, 'unitprice', quoting)).toBe(true);
    expect(cellShown(buildLineRow(2, { required: '0' }), 'unitprice', quoting)).toBe(true);
  });
});

describe('lineCardColumns', () => {
  it('reads quantity and unit first, then the price cells, then the computed total', () => {
    const line = buildLineRow(2, { remark: 'Brass' });
    expect(lineCardColumns(line, quoting)).toEqual({
      facts: ['quantity', 'unit'],
      prices: ['unitprice', 'linenotes'],
      details: ['total', 'remark'],
    });
  });

  it('takes a typed total (lump sum) among the price cells, without a unit price box (issue 35, item 9)', () => {
    const lumpSum = buildLineRow(6, { autocal: '', unit: 'lot', quantity: null, required: '0' });
    expect(lineCardColumns(lumpSum, quoting)).toEqual({
      facts: ['quantity', 'unit'],
      prices: ['total', 'linenotes'],
      details: [],
    });
  });

  it('keeps the unit price of a lump sum whose price is required, as a submission needs it', () => {
    const lumpSum = buildLineRow(6, { autocal: '', unit: 'lot', quantity: null });
    expect(lineCardColumns(lumpSum, quoting)).toEqual({
      facts: ['quantity', 'unit'],
      prices: ['unitprice', 'total', 'linenotes'],
      details: [],
    });
  });

  it('adds the discount after the unit price, and the discounted amount, under price negotiation', () => {
    expect(lineCardColumns(buildLineRow(2, { unit: '' }), negotiating)).toEqual({
      facts: ['quantity'],
      prices: ['unitprice', 'disc', 'linenotes'],
      details: ['total', 'disclineamt'],
    });
  });

  it('leaves a heading with nothing but its description, and a sum line with its total', () => {
    expect(lineCardColumns(buildLineRow(1, { header: '1', autocal: '', unit: '' }), quoting)).toEqual({
      facts: [],
      prices: [],
      details: [],
    });
    expect(lineCardColumns(buildLineRow(4, { autocal: '2+3', unit: '', quantity: null }), quoting)).toEqual({
      facts: [],
      prices: [],
      details: ['total'],
    });
  });

  it('shows only the notes where prices are hidden', () => {
    // Nothing can be typed there: notes read as text, so only notes given are shown (issue 18, item 15).
    expect(lineCardColumns(buildLineRow(2, { linenotes: 'Brass' }), paperHidden)).toEqual({
      facts: ['quantity', 'unit'],
      prices: ['linenotes'],
      details: [],
    });
  });
});
