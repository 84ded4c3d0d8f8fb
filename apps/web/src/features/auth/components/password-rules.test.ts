import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { confirmPasswordRules, newPasswordRules } from './password-rules';

const t = ((key: string) => key) as unknown as TFunction<'auth'>;

/** Runs antd rules in order as `validateFirst` does; resolves with the first message, or null. */
async function firstError(rules: FormRule[], value: string, fields: Record<string, string> = {}) {
  const form = { getFieldValue: (name: string) => fields[name] } as unknown as FormInstance;
  for (const entry of rules) {
    const rule = typeof entry === 'function' ? entry(form) : entry;
    try {
      await rule.validator?.(rule, value, () => {});
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

describe('newPasswordRules', () => {
  it.each([
    ['', 'changePassword.required.new'],
    ['short1!', 'changePassword.policy'],
    ['abcdefgh', 'changePassword.policy'],
    ['Fresh#Start2026', null],
  ])('%j gives %s', async (value, expected) => {
    expect(await firstError(newPasswordRules(t, 'new'), value)).toBe(expected);
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
  ])('%j gives %s', async (value, expected) => {
    expect(await firstError(rules, value, fields)).toBe(expected);
  });
});
