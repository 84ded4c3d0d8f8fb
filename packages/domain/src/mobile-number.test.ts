import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkMobileNumber,
  internationalMobileNumber,
  MOBILE_NUMBER_FORMAT,
  MOBILE_PREFIXES,
  mobileLoginId,
  normalizeMobileNumber,
  parseMobileLoginId,
} from './mobile-number.ts';

describe('checkMobileNumber (spec 9: prefixes 0086, 0852, 0853, 0886)', () => {
  it.each([
    // 0086, mainland China: 11 digits starting with 1.
    ['0086', '13800138000', '13800138000'],
    ['0086', '138 0013 8000', '13800138000'],
    ['0086', '138-0013-8000', '13800138000'],
    ['0086', '１３８００１３８０００', '13800138000'],
    ['0086', '19912345678', '19912345678'],
    // 0852 Hong Kong and 0853 Macau: 8 digits.
    ['0852', '91234567', '91234567'],
    ['0852', '9123 4567', '91234567'],
    ['0853', '66123456', '66123456'],
    // 0886, Taiwan: a mobile, with or without its leading 0, kept with it.
    ['0886', '0912345678', '0912345678'],
    ['0886', '0912 345 678', '0912345678'],
    ['0886', '912345678', '0912345678'],
  ])('%s %j is kept as %j', (prefix, number, kept) => {
    expect(checkMobileNumber(prefix, number)).toEqual({ problem: null, mobile: { prefix, number: kept } });
  });

  it.each([
    ['0086', '1380013800'], // 10 digits
    ['0086', '138001380001'], // 12 digits
    ['0086', '23800138000'], // 11 digits, not a mobile
    ['0086', '1380013800a'],
    ['0086', '+8613800138000'],
    ['0852', '9123456'],
    ['0852', '912345678'],
    ['0852', '9123.4567'],
    ['0853', '6612345'],
    ['0853', '661234567'],
    ['0886', '91234567'], // 8 digits
    ['0886', '09123456789'], // 11 digits
    ['0886', '0212345678'], // a Taipei landline
    ['0886', '812345678'],
    ['0886', '00912345678'],
  ])('%s %j is refused: number', (prefix, number) => {
    expect(checkMobileNumber(prefix, number)).toEqual({ problem: 'number' });
  });

  it.each([
    ['', '91234567'],
    [null, '91234567'],
    [undefined, '91234567'],
    ['852', '91234567'],
    ['+852', '91234567'],
    ['0044', '7911123456'],
    [' 0852', '91234567'],
  ])('prefix %j with a number is refused: prefix', (prefix, number) => {
    expect(checkMobileNumber(prefix, number)).toEqual({ problem: 'prefix' });
  });

  it.each([
    ['0852', ''],
    ['0852', '   '],
    ['', ''],
    [null, null],
    ['0044', ' - '],
  ])('%j %j is no mobile at all (the number is optional)', (prefix, number) => {
    expect(checkMobileNumber(prefix, number)).toEqual({ problem: null, mobile: null });
  });

  it('accepts the written format of every prefix with its Xs as digits', () => {
    for (const prefix of MOBILE_PREFIXES) {
      const example = MOBILE_NUMBER_FORMAT[prefix].replaceAll('X', '5');
      expect(checkMobileNumber(prefix, example).problem, prefix).toBeNull();
    }
  });

  it('keeps only the ASCII digits of whatever it accepts', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MOBILE_PREFIXES), fc.string({ maxLength: 16 }), (prefix, text) => {
        const check = checkMobileNumber(prefix, text);
        if (check.problem === null && check.mobile) expect(check.mobile.number).toMatch(/^[0-9]{8,11}$/);
      }),
    );
  });
});

describe('normalizeMobileNumber', () => {
  it.each([
    ['9123 4567', '91234567'],
    [' 9123-4567 ', '91234567'],
    ['９１２３　４５６７', '91234567'],
    ['9123－4567', '91234567'],
    ['(852) 9123', '(852)9123'],
  ])('%j -> %j', (text, normalized) => {
    expect(normalizeMobileNumber(text)).toBe(normalized);
  });
});

describe('the mobile sign-in login id (issue 32)', () => {
  it.each([
    ['0852-91234567', { prefix: '0852', number: '91234567' }, '+85291234567'],
    ['0852-9123 4567', { prefix: '0852', number: '91234567' }, '+85291234567'],
    [' 0853-66123456 ', { prefix: '0853', number: '66123456' }, '+85366123456'],
    ['0086-138-0013-8000', { prefix: '0086', number: '13800138000' }, '+8613800138000'],
    ['0886-912345678', { prefix: '0886', number: '0912345678' }, '+886912345678'],
    ['０８８６－０９１２３４５６７８', { prefix: '0886', number: '0912345678' }, '+886912345678'],
  ])('%j reads as %j, sent to %s', (loginid, mobile, international) => {
    const parsed = parseMobileLoginId(loginid);
    expect(parsed).toEqual(mobile);
    expect(internationalMobileNumber(parsed!)).toBe(international);
    expect(parseMobileLoginId(mobileLoginId(parsed!))).toEqual(parsed);
  });

  it.each(['', 'alice', '91234567', '852-91234567', '0852-', '-91234567', '0852-9123456', '0044-7911123456'])(
    '%j is no mobile login id',
    (loginid) => {
      expect(parseMobileLoginId(loginid)).toBeNull();
    },
  );

  it('reads back every number it writes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MOBILE_PREFIXES),
        fc.stringMatching(/^[0-9]{8,11}$/),
        (prefix, digits) => {
          const check = checkMobileNumber(prefix, digits);
          if (check.problem !== null || check.mobile === null) return;
          expect(parseMobileLoginId(mobileLoginId(check.mobile))).toEqual(check.mobile);
          expect(internationalMobileNumber(check.mobile)).toMatch(/^\+[1-9][0-9]{8,13}$/);
        },
      ),
    );
  });
});
