import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Rule } from '@/components/plain/form';
import { confirmPasswordRules, newPasswordRules } from './password-rules';

const t = ((key: string) => key) as unknown as TFunction<'auth'>;

/** Runs the rules in order as the form does; the first message, or null. */
function firstError(rules: Rule[], value: string, fields: Record<string, string> = {}) {
  for (const rule of rules) {
    const message = rule(value, fields);
    if (message) return message;
  }
  return null;
}

describe('newPasswordRules', () => {
  it.each([
    ['', 'changePassword.required.new'],
    ['short1!', 'changePassword.policy'],
    ['abcdefgh', 'changePassword.policy'],
    ['Fresh#Start2026', null],
  ])('%j gives %s', (value, expected) => {
    expect(firstError(newPasswordRules(t, 'new'), value)).toBe(expected);
  });
});

describe('confirmPasswordRules', () => {
  const rules = confirmPasswordRules(t, 'password');
  const fields = { password: 'Fresh#Start2026' };

  it.each([
    ['', 'changePassword.required.confirm'],
    // The policy is checked before the match.
    ['short', 'changePassword.policy'],
    ['Fresh#Start2027', 'changePassword.mismatch'],
    ['Fresh#Start2026', null],
  ])('%j gives %s', (value, expected) => {
    expect(firstError(rules, value, fields)).toBe(expected);
  });
});
