import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { preloadModal } from '@/components/modal';
import { Button } from '@/components/plain/button';
import { FieldLayout, useForm } from '@/components/plain/form';
import { TextInput } from '@/components/plain/input';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { type EditAccountInput, useEditAccount } from '../api/edit-account';
import { AuthForm } from '../components/auth-form';
import { TermsDialog } from '../components/lazy-terms-dialog';
import { CurrentPasswordField, NewPasswordFields } from '../components/password-fields';
import { changePasswordErrorText, TERMS_NOT_ACCEPTED_CODE } from '../error-messages';
import { useFinishPasswordChange } from '../hooks/use-finish-password-change';
import { recalledLoginPassword, usePasswordFlow, useSession } from '../session';

type ChangeValues = {
  oldpassword: string;
  password: string;
  confirm: string;
};

/** Spec 2.6, full screen: the forced change after a first login or an expired password, and the forgot flow. */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle('changePassword');
  const session = useSession();
  const flow = usePasswordFlow();
  const form = useForm<ChangeValues>('change', { oldpassword: '', password: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const editAccount = useEditAccount();
  // The change the server held back until the terms are accepted (a reload lost the first-login dialog).
  const [afterTerms, setAfterTerms] = useState<EditAccountInput | null>(null);
  const finish = useFinishPasswordChange();
  const navigate = useNavigate();

  const forgot = flow.forgot;
  const loginid = forgot?.loginid ?? session?.loginid ?? flow.loginid ?? '';
  // After a first login the password just typed proves the user; after a reload it must be asked again.
  const [knownOldPassword] = useState(() => (forgot ? null : recalledLoginPassword()));
  const askOldPassword = !forgot && !knownOldPassword;
  const intro = forgot
    ? t('changePassword.introForgot')
    : flow.isexpired
      ? t('changePassword.introExpired')
      : flow.isfirst || session?.emailverified === 0
        ? t('changePassword.introFirst')
        : t('changePassword.intro');

  const submit = (input: EditAccountInput) => {
    preloadModal();
    editAccount.mutate(input, {
      onSuccess: finish,
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === TERMS_NOT_ACCEPTED_CODE) setAfterTerms(input);
        else setError(changePasswordErrorText(failure, t));
      },
    });
  };

  const onFinish = (values: ChangeValues) => {
    setError(null);
    let input: EditAccountInput;
    if (forgot) input = { hrid: forgot.hrid, password: values.password, verificationcode: forgot.code };
    else if (session) {
      const oldpassword = knownOldPassword ?? values.oldpassword;
      input = { hrid: session.hrid, password: values.password, oldpassword };
    } else return;
    submit(input);
  };

  return (
    <section className="auth-card">
      <h1 className="auth-card__title">{t('changePassword.title')}</h1>
      <p className="auth-card__intro">{intro}</p>
      <AuthForm form={form} error={error} onFinish={onFinish}>
        <FieldLayout label={t('changePassword.loginid')} htmlFor="change_loginid">
          <TextInput id="change_loginid" value={loginid} onChange={() => {}} readOnly variant="filled" />
        </FieldLayout>
        {askOldPassword && (
          <CurrentPasswordField
            name="oldpassword"
            label={t('changePassword.oldPassword')}
            requiredMessage={t('changePassword.required.old')}
          />
        )}
        <NewPasswordFields autoFocus confirmWhenTyped />
        <Button variant="primary" type="submit" block size="large" loading={editAccount.isPending}>
          {t('changePassword.reset')}
        </Button>
      </AuthForm>
      {afterTerms && (
        <TermsDialog
          open
          requireAgreement
          onAccept={() => {
            setAfterTerms(null);
            submit(afterTerms);
          }}
          // Signed out by the dialog: the login page says why.
          onDecline={() => navigate('/login', { replace: true })}
        />
      )}
    </section>
  );
}
