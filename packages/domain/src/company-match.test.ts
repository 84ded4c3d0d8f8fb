import { describe, expect, it } from 'vitest';
import { emailDomain, normalizeBrNumber, normalizeCompanyName, sameCompanyName } from './company-match.ts';

describe('normalizeCompanyName (issue 33, item 4)', () => {
  it.each([
    ['Harbour Linen Ltd', 'harbourlinen'],
    ['HARBOUR LINEN LIMITED', 'harbourlinen'],
    ['Harbour  Linen Co., Ltd.', 'harbourlinen'],
    ['harbour-linen co.', 'harbourlinen'],
    ['Harbour Linen Company Limited', 'harbourlinen'],
    ['A&B Cleaning Ltd', 'aandbcleaning'],
    ['港灣布草有限公司', '港灣布草'],
    ['港灣布草 有限公司', '港灣布草'],
    ['Ltd', 'ltd'],
    ['Co. Ltd', 'co'],
    ['', ''],
    ['Ｈａｒｂｏｕｒ Linen', 'harbourlinen'],
  ])('%j -> %j', (name, normalized) => {
    expect(normalizeCompanyName(name)).toBe(normalized);
  });

  it.each([
    ['Harbour Linen Ltd', 'harbour linen limited', true],
    ['Harbour Linen Ltd', 'Harbour Linens Ltd', false],
    ['Harbour Linen', 'Harbour Laundry', false],
    ['', '', false],
  ])('same(%j, %j) = %j', (a, b, same) => {
    expect(sameCompanyName(a, b)).toBe(same);
  });

  it('reads the domain of an address and normalises a BR number', () => {
    expect(emailDomain('Ann@Harbour-Linen.COM.hk')).toBe('harbour-linen.com.hk');
    expect(emailDomain('nobody')).toBe('');
    expect(normalizeBrNumber(' 12-345 678 ')).toBe('12345678');
    expect(normalizeBrNumber('ab 12.34')).toBe('AB1234');
  });
});
