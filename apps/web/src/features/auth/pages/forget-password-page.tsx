import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/plain/button';
import { useForm } from '@/components/plain/form';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError, errorText } from '@/lib/api-client';
import { useConnect } from '../api/connect';
import { useValidateLoginId, useVerifyCode } from '../api/verification';
import { AuthForm } from '../components/auth-form';
import { CodeField } from '../components/code-field';
import { ImageCodeSlot } from '../components/image-code-slot';
import { LoginIdField } from '../components/login-id-field';
import {
  EMPTY_MOBILE,
  MobileNumberField,
  type MobileValues,
  type SignInWay,
  SignInWaySwitch,
  signInIdOf,
} from '../components/sign-in-way';
import { WRONG_CODE } from '../error-messages';
import { useAskedPage } from '../hooks/use-asked-page';
import { useImageCode } from '../hooks/use-image-code';
import { useSendCode } from '../hooks/use-send-code';
import { wayIn } from '../return-path';
import { updatePasswordFlow } from '../session';

type ForgetValues = MobileValues & {
  loginid: string;
  code: string;
};

function loginidFromState(state: unknown): string {
  return typeof state === 'object' && state && 'loginid' in state && typeof state.loginid === 'string'
    ? state.loginid
    : '';
}

/**
 * Spec 2.5: verify the account with a code sent to it (by e-mail, or by SMS to its verified mobile
 * number, issue 32), then set a new password on /changepassword.
 */
export function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle('forgetPassword');
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<ForgetValues>('forget', {
    loginid: loginidFromState(location.state),
    code: '',
    ...EMPTY_MOBILE,
  });
  const [way, setWay] = useState<SignInWay>(wayIn(location.state));
  const signInId = signInIdOf(way, form.values);
  const [error, setError] = useState<string | null>(null);
  // Set by the validate call when the login id is left; Verify is refused while it stands.
  const [loginidRejected, setLoginidRejected] = useState(false);
  useConnect();
  const validateLoginId = useValidateLoginId();
  const verifyCode = useVerifyCode();
  // After failed sign-ins from this address the server also asks for an image code (issue 18, item 13).
  const imageCode = useImageCode();
  // Per login id: typing another id frees the send button at once (issue 18, item 5).
  const sendCode = useSendCode((text, failure) => {
    imageCode.refusedFor(failure);
    setError(text);
  }, signInId.loginid);
  // Carried on to the change and back to login, so the next sign-in opens the page asked for.
  const askedPage = useAskedPage();

  const onLoginidBlur = () => {
    const loginid = form.values.loginid.trim();
    if (!loginid) return;
    validateLoginId.mutate(loginid, {
      onSuccess: () => setLoginidRejected(false),
      onError: (failure) => {
        setLoginidRejected(true);
        setError(errorText(failure));
      },
    });
  };

  const onSendCode = () => {
    setError(null);
    // The form shows the missing login id or number.
    const values = form.validate([way === 'mobile' ? 'mobile' : 'loginid']);
    const image = values && imageCode.take();
    if (values && image) sendCode.send({ ...signInIdOf(way, values), forgot: true, image });
  };

  const onFinish = (values: ForgetValues) => {
    setError(null);
    if (loginidRejected && way === 'account') {
      setError(t('errors.vercode'));
      return;
    }
    const image = imageCode.take();
    if (!image) return;
    const id = signInIdOf(way, values);
    const loginid = id.loginid;
    const enteredCode = values.code.trim();
    verifyCode.mutate(
      { ...id, code: enteredCode, image },
      {
        onSuccess: (hrid) => {
          updatePasswordFlow({ forgot: { loginid, hrid, code: enteredCode } });
          navigate('/changepassword', { replace: true, state: askedPage.state() });
        },
        onError: (failure) => {
          imageCode.refusedFor(failure);
          setError(
            failure instanceof ApiError && failure.code === WRONG_CODE
              ? t('errors.3000004')
              : errorText(failure),
          );
        },
      },
    );
  };

  return (
    <section className="auth-card">
      <h1 className="auth-card__title">{t('forget.title')}</h1>
      <p className="auth-card__intro">{t(way === 'mobile' ? 'forget.introMobile' : 'forget.intro')}</p>
      <SignInWaySwitch
        value={way}
        onChange={(next) => {
          setError(null);
          setWay(next);
        }}
      />
      <AuthForm form={form} error={error} onFinish={onFinish}>
        {way === 'mobile' ? (
          <MobileNumberField />
        ) : (
          <LoginIdField
            label={t('forget.loginid')}
            requiredMessage={t('forget.required.loginid')}
            onBlur={onLoginidBlur}
          />
        )}
        <ImageCodeSlot code={imageCode} formName={form.name} />
        <CodeField
          label={t('forget.code')}
          requiredMessage={t('forget.required.code')}
          sender={sendCode}
          onSend={onSendCode}
        />
        <div className="auth-card__actions">
          <Button
            onClick={() => navigate('/login', { state: askedPage.state(way === 'mobile' ? { way } : {}) })}
          >
            {t('forget.back')}
          </Button>
          <Button variant="primary" type="submit" disabled={!form.values.code} loading={verifyCode.isPending}>
            {t('forget.verify')}
          </Button>
        </div>
      </AuthForm>
    </section>
  );
}
