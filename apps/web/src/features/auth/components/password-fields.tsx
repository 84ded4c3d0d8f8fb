import { useTranslation } from 'react-i18next';
import { FormItem, required, useFormStore } from '@/components/plain/form';
import { PasswordInput } from '@/components/plain/input';
import { confirmPasswordRules, newPasswordRules } from './password-rules';

interface CurrentPasswordFieldProps {
  /** `password` on the login form, `oldpassword` when changing it. */
  name: string;
  label: string;
  requiredMessage: string;
  autoFocus?: boolean;
}

/** The password the user has now: required, offered to the browser's password manager as such. */
export function CurrentPasswordField({ name, label, requiredMessage, autoFocus }: CurrentPasswordFieldProps) {
  return (
    <FormItem name={name} label={label} rules={[required(requiredMessage)]} isRequired>
      {(control) => <PasswordInput {...control} autoComplete="current-password" autoFocus={autoFocus} />}
    </FormItem>
  );
}

interface NewPasswordFieldsProps {
  autoFocus?: boolean;
  /** Shows the confirmation only once a new password is typed (the full-screen change, spec 2.6). */
  confirmWhenTyped?: boolean;
}

/**
 * The new password (form field `password`) under the domain's password policy, and its confirmation
 * (form field `confirm`), which must pass the same policy and equal it.
 */
export function NewPasswordFields({ autoFocus, confirmWhenTyped = false }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const form = useFormStore<{ password: string }>();
  return (
    <>
      <FormItem
        name="password"
        label={t('changePassword.newPassword')}
        rules={newPasswordRules(t, 'new')}
        extra={t('changePassword.policy')}
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" autoFocus={autoFocus} />}
      </FormItem>
      {!confirmWhenTyped || form.values.password ? (
        <FormItem
          name="confirm"
          label={t('changePassword.confirmPassword')}
          dependencies={['password']}
          rules={confirmPasswordRules(t, 'password')}
        >
          {(control) => <PasswordInput {...control} autoComplete="new-password" />}
        </FormItem>
      ) : null}
    </>
  );
}
