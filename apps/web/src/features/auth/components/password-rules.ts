import { checkNewPassword } from '@tender/domain';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** antd rules for a new password: the domain's policy check, with the spec's messages. */
export function newPasswordRules(t: TFunction<'auth'>, requiredKey: 'new' | 'confirm'): FormRule[] {
  return [
    {
      validator: async (_rule, value: string | undefined) => {
        const verdict = checkNewPassword(value ?? '');
        if (verdict === 'required') throw new Error(t(`changePassword.required.${requiredKey}`));
        if (verdict === 'pattern') throw new Error(t('changePassword.policy'));
      },
    },
  ];
}

/** The confirmation must equal the new password (checked after the policy). */
export function confirmPasswordRules(t: TFunction<'auth'>, newField: string): FormRule[] {
  return [
    ...newPasswordRules(t, 'confirm'),
    ({ getFieldValue }) => ({
      validator: async (_rule, value: string | undefined) => {
        if (value && value !== getFieldValue(newField)) throw new Error(t('changePassword.mismatch'));
      },
    }),
  ];
}
