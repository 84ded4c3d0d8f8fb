import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
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
    <Form.Item name={name} label={label} rules={[{ required: true, message: requiredMessage }]}>
      <Input.Password autoComplete="current-password" autoFocus={autoFocus} />
    </Form.Item>
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
  const form = Form.useFormInstance();
  const password = Form.useWatch('password', form);
  return (
    <>
      <Form.Item
        name="password"
        label={t('changePassword.newPassword')}
        rules={newPasswordRules(t, 'new')}
        extra={t('changePassword.policy')}
      >
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      {!confirmWhenTyped || password ? (
        <Form.Item
          name="confirm"
          label={t('changePassword.confirmPassword')}
          dependencies={['password']}
          validateFirst
          rules={confirmPasswordRules(t, 'password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      ) : null}
    </>
  );
}
