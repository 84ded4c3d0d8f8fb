import { describe, expect, it } from 'vitest';
import { checkNewPassword, PASSWORD_SPECIAL_CHARACTERS } from './password-policy.ts';

describe('checkNewPassword (spec 5, main variant)', () => {
  it.each([
    ['', 'required'],
    ['abc123!', 'pattern'],
    ['abcd123!', 'ok'],
    ['ABCD123!', 'ok'],
    ['abcdefg!', 'pattern'],
    ['12345678!', 'pattern'],
    ['abcd1234', 'pattern'],
    ['abcd 123!', 'pattern'],
    ['abcd123`', 'pattern'],
    ['abcd123€', 'pattern'],
    ['äbcd123!', 'pattern'],
    ['abcd１２３!', 'pattern'],
    ['Pa55word\\', 'ok'],
    ['Pa55word"', 'ok'],
    ["Pa55word'", 'ok'],
  ])('checkNewPassword(%j) = %j', (password, expected) => {
    expect(checkNewPassword(password)).toBe(expected);
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('accepts the special character %j', (special) => {
    expect(checkNewPassword(`abcd1234${special}`)).toBe('ok');
  });

  it('has exactly the specials of spec 5', () => {
    expect([...PASSWORD_SPECIAL_CHARACTERS].sort()).toEqual([...'~!#@$%^*&()-_=+{}[]|\\;:\'",<.>/?'].sort());
  });
});
