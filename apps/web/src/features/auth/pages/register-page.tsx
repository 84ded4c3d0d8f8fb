import type { RegistrationProfile } from '@tender/api-contract';
import { checkNewPassword, isValidHomepageUrl } from '@tender/domain';
import { Alert, Button, Card, Checkbox, Form, Input, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorText } from '@/lib/api-client';
import { useConnect } from '../api/connect';
import { useRegistrationLink, useSubmitRegistration } from '../api/registration';
import { TermsDialog } from '../components/lazy-terms-dialog';
import './register-page.css';

type RegisterValues = Required<Omit<RegistrationProfile, 'companyname'>> & {
  companyname: string;
  loginid: string;
  password: string;
  confirm: string;
  acceptterms: boolean;
};

/** The token of the mailed link: in the address's fragment, which is never sent to any server. */
function tokenFromLocation(): string {
  return window.location.hash.replace(/^#/, '').trim();
}

/**
 * The link's token, followed when only the fragment changes (a newer link pasted into the same tab, after
 * the buyer sent it again: the page is not loaded anew for a fragment).
 */
function useLinkToken(): string {
  const [token, setToken] = useState(tokenFromLocation);
  useEffect(() => {
    const follow = () => setToken(tokenFromLocation());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return token;
}

/**
 * The registration of an invited company (/register#<token>, issue 33, item 4), without a session: a
 * login id and password (the portal's rules), the terms, the company profile with BR & CI. Then it waits
 * for the group's review; an unknown, used or expired link shows why, in the reader's language.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  usePageTitle('register');
  useConnect();
  const token = useLinkToken();
  const link = useRegistrationLink(token);
  const submit = useSubmitRegistration();
  const [form] = Form.useForm<RegisterValues>();
  const [showTerms, setShowTerms] = useState(false);

  if (token === '' || link.isError) {
    return (
      <Card className="tp-register" data-testid="register-refused">
        <Result
          status="warning"
          title={
            <Typography.Title level={1} className="tp-register__result">
              {t('register.linkTitle')}
            </Typography.Title>
          }
          subTitle={token === '' ? t('register.noToken') : errorText(link.error)}
          extra={<Link to="/login">{t('register.toLogin')}</Link>}
        />
      </Card>
    );
  }
  if (submit.isSuccess) {
    return (
      <Card className="tp-register" data-testid="register-done">
        <Result
          status="success"
          title={
            <Typography.Title level={1} className="tp-register__result">
              {t('register.doneTitle')}
            </Typography.Title>
          }
          subTitle={t('register.doneText', { email: link.data?.email ?? '' })}
          extra={<Link to="/login">{t('register.toLogin')}</Link>}
        />
      </Card>
    );
  }
  if (!link.data) return <Spin className="tp-register__loading" />;
  const invitation = link.data;

  const onFinish = (values: RegisterValues) => {
    const { loginid, password, acceptterms, confirm: _confirm, ...profile } = values;
    const text = (value: string | undefined) => (value ?? '').trim();
    const body: RegistrationProfile = {
      companyname: text(profile.companyname),
      addressline1: text(profile.addressline1),
      phone: text(profile.phone),
      brnumber: text(profile.brnumber),
    };
    for (const key of [
      'addressline2',
      'addressline3',
      'city',
      'state',
      'zip',
      'fax',
      'homepage',
      'salutation',
      'position',
      'contactphone',
      'cinumber',
      'brexpirydate',
      'ciexpirydate',
    ] as const) {
      const value = text(profile[key]);
      if (value !== '') body[key] = value;
    }
    submit.mutate({ token, loginid: loginid.trim(), password, acceptterms, profile: body });
  };

  const required = { required: true, whitespace: true, message: t('register.required') };
  return (
    <Card className="tp-register" data-testid="register-page">
      <Typography.Title level={1} className="tp-register__title">
        {t('register.title')}
      </Typography.Title>
      <p>{t('register.intro', { company: invitation.companyname, name: invitation.contactname })}</p>
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ companyname: invitation.companyname, acceptterms: false }}
        onFinish={onFinish}
        scrollToFirstError
      >
        <Typography.Title level={2} className="tp-register__section">
          {t('register.account')}
        </Typography.Title>
        <Form.Item label={t('register.email')} htmlFor="register_email">
          <Input id="register_email" value={invitation.email} readOnly aria-readonly />
        </Form.Item>
        <Form.Item
          name="loginid"
          label={t('register.loginid')}
          extra={t('register.loginidHelp')}
          rules={[required, { pattern: /^[A-Za-z0-9._@-]{3,100}$/, message: t('register.loginidRule') }]}
        >
          <Input maxLength={100} autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('register.password')}
          extra={t('changePassword.policy')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                if (checkNewPassword(value ?? '') !== 'ok') throw new Error(t('changePassword.policy'));
              },
            },
          ]}
        >
          <Input.Password maxLength={100} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('register.confirm')}
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (value !== getFieldValue('password')) throw new Error(t('changePassword.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password maxLength={100} autoComplete="new-password" />
        </Form.Item>

        <Typography.Title level={2} className="tp-register__section">
          {t('register.company')}
        </Typography.Title>
        <Form.Item name="companyname" label={t('register.companyname')} rules={[required]}>
          <Input maxLength={200} autoComplete="organization" />
        </Form.Item>
        <Form.Item name="addressline1" label={t('register.addressline1')} rules={[required]}>
          <Input maxLength={200} autoComplete="address-line1" />
        </Form.Item>
        <Form.Item name="addressline2" label={t('register.addressline2')}>
          <Input maxLength={200} autoComplete="address-line2" />
        </Form.Item>
        <Form.Item name="addressline3" label={t('register.addressline3')}>
          <Input maxLength={200} autoComplete="address-line3" />
        </Form.Item>
        <div className="tp-register__row">
          <Form.Item name="city" label={t('register.city')}>
            <Input maxLength={100} autoComplete="address-level2" />
          </Form.Item>
          <Form.Item name="state" label={t('register.state')}>
            <Input maxLength={100} autoComplete="address-level1" />
          </Form.Item>
          <Form.Item name="zip" label={t('register.zip')}>
            <Input maxLength={40} autoComplete="postal-code" />
          </Form.Item>
        </div>
        <div className="tp-register__row">
          <Form.Item name="phone" label={t('register.phone')} rules={[required]}>
            <Input maxLength={50} type="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item name="fax" label={t('register.fax')}>
            <Input maxLength={50} type="tel" />
          </Form.Item>
        </div>
        <Form.Item
          name="homepage"
          label={t('register.homepage')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                if (!isValidHomepageUrl(value)) throw new Error(t('register.homepageRule'));
              },
            },
          ]}
        >
          <Input maxLength={300} type="url" autoComplete="url" />
        </Form.Item>

        <Typography.Title level={2} className="tp-register__section">
          {t('register.contact')}
        </Typography.Title>
        <Form.Item label={t('register.contactname')} htmlFor="register_contactname">
          <Input id="register_contactname" value={invitation.contactname} readOnly aria-readonly />
        </Form.Item>
        <div className="tp-register__row">
          <Form.Item name="salutation" label={t('register.salutation')}>
            <Input maxLength={20} autoComplete="honorific-prefix" />
          </Form.Item>
          <Form.Item name="position" label={t('register.position')}>
            <Input maxLength={100} autoComplete="organization-title" />
          </Form.Item>
        </div>
        <Form.Item name="contactphone" label={t('register.contactphone')}>
          <Input maxLength={50} type="tel" />
        </Form.Item>

        <Typography.Title level={2} className="tp-register__section">
          {t('register.licences')}
        </Typography.Title>
        <div className="tp-register__row">
          <Form.Item name="brnumber" label={t('register.brnumber')} rules={[required]}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="brexpirydate" label={t('register.brexpirydate')}>
            <Input type="date" />
          </Form.Item>
        </div>
        <div className="tp-register__row">
          <Form.Item name="cinumber" label={t('register.cinumber')}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="ciexpirydate" label={t('register.ciexpirydate')}>
            <Input type="date" />
          </Form.Item>
        </div>

        <Form.Item
          name="acceptterms"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, value: boolean) => {
                if (!value) throw new Error(t('register.termsRequired'));
              },
            },
          ]}
        >
          <Checkbox>{t('terms.agree')}</Checkbox>
        </Form.Item>
        <p>
          <Button type="link" className="tp-register__terms" onClick={() => setShowTerms(true)}>
            {t('register.readTerms')}
          </Button>
        </p>
        {submit.isError ? <Alert type="error" showIcon title={errorText(submit.error)} /> : null}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={submit.isPending}
          className="tp-register__submit"
        >
          {t('register.submit')}
        </Button>
      </Form>
      {showTerms ? <TermsDialog open onClose={() => setShowTerms(false)} /> : null}
    </Card>
  );
}
