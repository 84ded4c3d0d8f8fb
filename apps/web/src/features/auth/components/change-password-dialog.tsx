import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/components/plain/form';
import { useEditAccount } from '../api/edit-account';
import { changePasswordErrorText } from '../error-messages';
import { useFinishPasswordChange } from '../hooks/use-finish-password-change';
import { useSession } from '../session';
import { AuthForm } from './auth-form';
import { CurrentPasswordField, NewPasswordFields } from './password-fields';

type DialogValues = {
  oldpassword: string;
  password: string;
  confirm: string;
};

/**
 * Spec 2.6, from the header menu: old, new and confirmed password; success signs the user out. An antd
 * dialog around the same form and fields as the full-screen change (components/plain).
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const form = useForm<DialogValues>('change-dialog', { oldpassword: '', password: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const editAccount = useEditAccount();
  const finish = useFinishPasswordChange();

  const onFinish = (values: DialogValues) => {
    if (!session) return;
    setError(null);
    editAccount.mutate(
      { hrid: session.hrid, password: values.password, oldpassword: values.oldpassword },
      {
        onSuccess: () => {
          onClose();
          finish();
        },
        onError: (failure) => setError(changePasswordErrorText(failure, t)),
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('changePassword.title')}
      okText={t('changePassword.submit')}
      cancelText={t('common:actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={editAccount.isPending}
      destroyOnHidden
      afterClose={() => {
        setError(null);
        form.reset();
      }}
    >
      <AuthForm form={form} error={error} errorTestId="change-error" onFinish={onFinish}>
        <CurrentPasswordField
          name="oldpassword"
          label={t('changePassword.oldPassword')}
          requiredMessage={t('changePassword.required.old')}
          autoFocus
        />
        <NewPasswordFields />
        {/* Lets Enter submit from any field. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </AuthForm>
    </Modal>
  );
}
