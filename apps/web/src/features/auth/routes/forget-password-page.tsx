import { LOGIN_ID_MAX } from '@tender/domain';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorText } from '@/lib/api-client';
import { useConnect } from '../api/connect';
import { useValidateLoginId, useVerifyCode } from '../api/verification';
import { AuthForm } from '../components/auth-form';
import { CodeField } from '../components/code-field';
import { WRONG_CODE } from '../error-messages';
import { useSendCode } from '../hooks/use-send-code';
import { updatePasswordFlow } from '../session';

interface ForgetValues {
  loginid: string;
  code: string;
}

function loginidFromState(state: unknown): string {
  return typeof state === 'object' && state && 'loginid' in state && typeof state.loginid === 'string'
    ? state.loginid
    : '';
}

/** Spec 2.5: verify the account with an e-mailed code, then set a new password on /changepassword. */
export function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<ForgetValues>();
  const code = Form.useWatch('code', form);
  const [error, setError] = useState<string | null>(null);
  // Set by the validate call when the login id is left; Verify is refused while it stands.
  const [loginidRejected, setLoginidRejected] = useState(false);
  useConnect();
  const validateLoginId = useValidateLoginId();
  const verifyCode = useVerifyCode();
  const sendCode = useSendCode(setError);

  const onLoginidBlur = () => {
    const loginid = (form.getFieldValue('loginid') as string | undefined)?.trim();
    if (!loginid) return;
    validateLoginId.mutate(loginid, {
      onSuccess: () => setLoginidRejected(false),
      onError: (failure) => {
        setLoginidRejected(true);
        setError(errorText(failure));
      },
    });
  };

  const onSendCode = async () => {
    setError(null);
    try {
      const { loginid } = await form.validateFields(['loginid']);
      sendCode.send({ loginid: loginid.trim(), forgot: true });
    } catch {
      // The form shows the missing login id.
    }
  };

  const onFinish = (values: ForgetValues) => {
    setError(null);
    if (loginidRejected) {
      setError(t('errors.vercode'));
      return;
    }
    const loginid = values.loginid.trim();
    const enteredCode = values.code.trim();
    verifyCode.mutate(
      { loginid, code: enteredCode },
      {
        onSuccess: (hrid) => {
          updatePasswordFlow({ forgot: { loginid, hrid, code: enteredCode } });
          navigate('/changepassword', { replace: true });
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.code === WRONG_CODE
              ? t('errors.3000004')
              : errorText(failure),
          ),
      },
    );
  };

  return (
    <section className="auth-card">
      <h1 className="auth-card__title">{t('forget.title')}</h1>
      <p className="auth-card__intro">{t('forget.intro')}</p>
      <AuthForm<ForgetValues>
        form={form}
        name="forget"
        error={error}
        initialValues={{ loginid: loginidFromState(location.state), code: '' }}
        onFinish={onFinish}
      >
        <Form.Item
          name="loginid"
          label={t('forget.loginid')}
          rules={[{ required: true, whitespace: true, message: t('forget.required.loginid') }]}
        >
          <Input maxLength={LOGIN_ID_MAX} autoComplete="username" autoFocus onBlur={onLoginidBlur} />
        </Form.Item>
        <CodeField
          id="forget_code"
          label={t('forget.code')}
          requiredMessage={t('forget.required.code')}
          sender={sendCode}
          onSend={onSendCode}
        />
        <Space className="auth-card__actions">
          <Button onClick={() => navigate('/login')}>{t('forget.back')}</Button>
          <Button type="primary" htmlType="submit" disabled={!code} loading={verifyCode.isPending}>
            {t('forget.verify')}
          </Button>
        </Space>
      </AuthForm>
    </section>
  );
}
