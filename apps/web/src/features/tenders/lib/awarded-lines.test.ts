import { describe, expect, it } from 'vitest';
import { buildLineRow } from '../testing/build-line-row';
import { awardedLines } from './awarded-lines';

describe('awardedLines', () => {
  it('counts the lines won and adds their amounts exactly', () => {
    const rows = [
      buildLineRow(1, { awarded: '1', totallineamount: '0.10', disclineamt: '0.10' }),
      buildLineRow(2, { awarded: '0', totallineamount: '99.00', disclineamt: '99.00' }),
      buildLineRow(3, { awarded: '1', totallineamount: '0.30', disclineamt: '0.20' }),
      buildLineRow(4, { awarded: '1', totallineamount: '5.05', disclineamt: null }),
    ];
    expect(awardedLines(rows)).toEqual({ count: 3, total: '5.35' });
  });

  it('is none for a tender with no line won', () => {
    expect(awardedLines([buildLineRow(1)])).toEqual({ count: 0, total: '0.00' });
  });
});
