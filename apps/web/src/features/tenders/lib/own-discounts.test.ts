import type { TenderLine } from '@tender/api-contract';
import { describe, expect, it } from 'vitest';
import { createLineEditorState } from './line-editor-state';
import { countOwnDiscounts } from './own-discounts';

const line = (seqno: number, disc: string | null, autocal = 'Y'): TenderLine => ({
  seqno,
  description: `Line ${seqno}`,
  longdesc: '',
  remark: '',
  bold: '0',
  underline: '0',
  header: '0',
  autocal,
  required: '1',
  qtyrequired: '0',
  totalamountreq: '1',
  neednotes: '0',
  quantity: '1',
  unit: 'pc',
  unitprice: '10',
  totallineamount: null,
  disc,
  disclineamt: null,
  linenotes: '',
  changedfields: [],
  awarded: '0',
});

describe('countOwnDiscounts', () => {
  it('counts neither the default (blank, 0, 100) nor the rate about to be applied', () => {
    const state = createLineEditorState([line(1, null), line(2, '0'), line(3, '100'), line(4, '90.00')]);
    expect(countOwnDiscounts(state, '90')).toBe(0);
    expect(countOwnDiscounts(state, '95')).toBe(1);
  });

  it('does not count what GO set before, nor sum lines', () => {
    const state = createLineEditorState([line(1, '90'), line(2, '80'), line(3, '70', '1+2')]);
    expect(countOwnDiscounts(state, '95', '90.00')).toBe(1);
    expect(countOwnDiscounts(state, '95')).toBe(2);
  });
});
