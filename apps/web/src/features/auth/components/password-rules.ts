import { checkNewPassword } from '@tender/domain';
import type { TFunction } from 'i18next';
import type { Rule } from '@/components/plain/form';

/** The checks of a new password: the domain's policy, with the spec's messages. */
export function newPasswordRules(t: TFunction<'auth'>, requiredKey: 'new' | 'confirm'): Rule[] {
  return [
    (value) => {
      const verdict = checkNewPassword(value);
      if (verdict === 'required') return t(`changePassword.required.${requiredKey}`);
      if (verdict === 'pattern') return t('changePassword.policy');
      return undefined;
    },
  ];
}

/** The confirmation must pass the same policy, then equal the new password. */
export function confirmPasswordRules(t: TFunction<'auth'>, newField: string): Rule[] {
  return [
    ...newPasswordRules(t, 'confirm'),
    (value, values) => (value && value !== values[newField] ? t('changePassword.mismatch') : undefined),
  ];
}
