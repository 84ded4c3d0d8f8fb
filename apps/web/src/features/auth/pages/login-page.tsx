import { REPEAT_CLICK_GUARD_MS } from '@tender/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { showModal } from '@/components/modal';
import { Alert } from '@/components/plain/alert';
import { Button } from '@/components/plain/button';
import { useForm } from '@/components/plain/form';
import { useClickGuard } from '@/hooks/use-click-guard';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useConnect } from '../api/connect';
import { type LoginData, toSession, useUserLogin } from '../api/user-login';
import { AuthForm, ErrorAlert } from '../components/auth-form';
import { CodeField } from '../components/code-field';
import { ImageCodeSlot } from '../components/image-code-slot';
import { TermsDialog } from '../components/lazy-terms-dialog';
import { LoginIdField } from '../components/login-id-field';
import { CurrentPasswordField } from '../components/password-fields';
import {
  EMPTY_MOBILE,
  MobileNumberField,
  type MobileValues,
  type SignInWay,
  SignInWaySwitch,
  signInIdOf,
} from '../components/sign-in-way';
import { loginErrorText, PASSWORD_EXPIRED_CODE } from '../error-messages';
import { useAskedPage } from '../hooks/use-asked-page';
import { useImageCode } from '../hooks/use-image-code';
import { useSendCode } from '../hooks/use-send-code';
import { clearLoginNotice, type LoginNotice, peekLoginNotice } from '../login-notice';
import { wayIn } from '../return-path';
import { rememberLoginPassword, type Session, saveSession, updatePasswordFlow } from '../session';

type LoginValues = MobileValues & {
  loginid: string;
  password: string;
  code: string;
};

const NOTICE_TEXT: Record<LoginNotice, string> = {
  idle: 'common:session.idleSignedOut',
  idleSaved: 'common:session.idleSignedOutSaved',
  idleUnsaved: 'common:session.idleSignedOutUnsaved',
  sessionEnded: 'common:session.ended',
  passwordChanged: 'auth:login.passwordChanged',
  signedOutElsewhere: 'common:session.signedOutElsewhere',
  termsDeclined: 'auth:terms.declined',
};

/** 3000007 comes with a session: it is what lets the user change the expired password. */
function sessionInReply(error: ApiError, loginid: string): Session | null {
  const data = error.reply?.data;
  if (typeof data !== 'object' || data === null || !('token' in data)) return null;
  return toSession(data as LoginData, loginid);
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle('login');
  const navigate = useNavigate();
  const form = useForm<LoginValues>('login', { loginid: '', password: '', code: '', ...EMPTY_MOBILE });
  // By account name or by a verified mobile number (issue 32); the forgotten-password page keeps it.
  const [way, setWay] = useState<SignInWay>(wayIn(useLocation().state));
  const signInId = signInIdOf(way, form.values);
  const [error, setError] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const connect = useConnect();
  const login = useUserLogin();
  const allowClick = useClickGuard(REPEAT_CLICK_GUARD_MS);
  // After failed sign-ins from this address the server also asks for an image code (issue 18, item 13).
  const imageCode = useImageCode();
  const sendCode = useSendCode((text, failure) => {
    imageCode.refusedFor(failure);
    setError(text);
  }, signInId.loginid);
  // The page asked for before signing in (a link, an idle sign-out): where the sign-in goes.
  const askedPage = useAskedPage();
  const [notice, setNotice] = useState(peekLoginNotice);
  useEffect(clearLoginNotice, []);

  const onSendCode = () => {
    setError(null);
    // The form shows which field is missing.
    const values = form.validate([way === 'mobile' ? 'mobile' : 'loginid', 'password']);
    const image = values && imageCode.take();
    if (values && image) sendCode.send({ ...signInIdOf(way, values), password: values.password, image });
  };

  const onSignedIn = (session: Session) => {
    saveSession(session);
    if (session.issupplier === 1 && session.emailverified === 0) {
      updatePasswordFlow({ isfirst: true });
      setTermsOpen(true);
      return;
    }
    askedPage.enter(session);
  };

  const onPasswordExpired = (failure: ApiError, typed: string, password: string) => {
    const session = sessionInReply(failure, typed);
    // The account's name, which the reply gives (a mobile sign-in typed a number).
    const loginid = session?.loginid ?? typed;
    updatePasswordFlow({ isexpired: true, loginid });
    if (session) {
      saveSession(session);
      rememberLoginPassword(password);
    }
    showModal('warning', {
      content: failure.message,
      okText: t('common:actions.ok'),
      onOk: () => {
        // A supplier's first login accepts the terms before the change, expired or not (the server holds
        // the change until they are recorded); the terms dialog then goes on to /changepassword.
        if (session?.issupplier === 1 && session.emailverified === 0) {
          updatePasswordFlow({ isfirst: true });
          setTermsOpen(true);
          return;
        }
        // Without a session the password can only be reset through an e-mailed code.
        navigate(session ? '/changepassword' : '/forgetpassword', {
          state: askedPage.state(way === 'mobile' ? { way } : { loginid }),
        });
      },
    });
  };

  const onFinish = (values: LoginValues) => {
    if (!allowClick()) return;
    setError(null);
    const image = imageCode.take();
    if (!image) return;
    const id = signInIdOf(way, values);
    const loginid = id.loginid;
    login.mutate(
      { ...id, password: values.password, code: values.code.trim(), image },
      {
        onSuccess: (session) => {
          if (session.emailverified === 0) rememberLoginPassword(values.password);
          onSignedIn(session);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === PASSWORD_EXPIRED_CODE)
            onPasswordExpired(failure, loginid, values.password);
          else {
            imageCode.refusedFor(failure);
            setError(loginErrorText(failure, t));
          }
        },
      },
    );
  };

  return (
    <section className="auth-card">
      <h1 className="auth-card__title">{t('login.title')}</h1>
      <p className="auth-card__intro">{t('login.subtitle')}</p>
      {notice && !error && (
        <Alert
          className="auth-card__alert"
          type={notice === 'idleUnsaved' ? 'error' : 'info'}
          title={t(NOTICE_TEXT[notice])}
        />
      )}
      {connect.isError && !error && <ErrorAlert text={connect.error.message} />}
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
          <LoginIdField label={t('login.loginid')} requiredMessage={t('login.required.loginid')} />
        )}
        <CurrentPasswordField
          name="password"
          label={t('login.password')}
          requiredMessage={t('login.required.password')}
        />
        <ImageCodeSlot code={imageCode} formName={form.name} />
        <CodeField
          label={t('login.code')}
          requiredMessage={t('login.required.code')}
          extra={t(way === 'mobile' ? 'login.codeHintMobile' : 'login.codeHint')}
          sender={sendCode}
          onSend={onSendCode}
        />
        <Button variant="primary" type="submit" block size="large" loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </AuthForm>
      <div className="auth-card__links">
        <Link to="/forgetpassword" state={askedPage.state(way === 'mobile' ? { way } : {})}>
          {t('login.forgot')}
        </Link>
      </div>
      {termsOpen && (
        <TermsDialog
          open={termsOpen}
          requireAgreement
          onAccept={() => {
            setTermsOpen(false);
            navigate('/changepassword', { replace: true, state: askedPage.state() });
          }}
          onDecline={() => {
            // Signed out by the dialog: back to a blank sign-in, saying why.
            setTermsOpen(false);
            clearLoginNotice();
            setNotice('termsDeclined');
            form.reset();
          }}
        />
      )}
    </section>
  );
}
