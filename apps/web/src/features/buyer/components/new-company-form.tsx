import type { BuyerRfqStage } from '@tender/api-contract';
import { Alert, App, Button, Form, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { langcodeFromI18n } from '@/i18n/languages';
import { errorText } from '@/lib/api-client';
import { useInviteSuppliers } from '../api/invite-suppliers';
import { type InvitedNew, useInviteNewCompany } from '../api/registrations';
import { supplierRecordPath } from '../lib/paths';
import './registration.css';

interface NewCompanyValues {
  companyname: string;
  contactname: string;
  email: string;
  language: 'EN' | 'ZH' | 'ZHT';
}

interface NewCompanyFormProps {
  rfqnum: string;
  stage: BuyerRfqStage;
  /** Codes already invited: a duplicate among them is shown as such. */
  invited: ReadonlySet<string>;
  onCancel: () => void;
  onDone: () => void;
}

/**
 * Invite a company that is not registered (issue 33, item 4): its name, a contact and an e-mail. The
 * server looks for it among the suppliers first (same e-mail; same e-mail domain and a similar name) and
 * shows those instead, to be invited as they are; otherwise the contact is mailed a registration link.
 */
export function NewCompanyForm({ rfqnum, stage, invited, onCancel, onDone }: NewCompanyFormProps) {
  const { t, i18n } = useTranslation('buyer');
  const { message } = App.useApp();
  const [form] = Form.useForm<NewCompanyValues>();
  const inviteNew = useInviteNewCompany();
  const inviteExisting = useInviteSuppliers();
  const [duplicates, setDuplicates] = useState<InvitedNew['duplicates']>([]);
  const language = langcodeFromI18n(i18n.language);

  const submit = async (values: NewCompanyValues) => {
    try {
      const reply = await inviteNew.mutateAsync({ rfqnum, ...values });
      setDuplicates(reply.duplicates);
      if (reply.registrationid !== null) {
        message.success(t('registration.sent', { email: values.email.trim() }));
        onDone();
      }
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const inviteDuplicate = async (code: string) => {
    try {
      await inviteExisting.mutateAsync({ rfqnum, suppliers: [code] });
      message.success(t(stage === 'DRAFT' ? 'invite.doneDraft' : 'invite.doneOpen', { count: 1 }));
      onDone();
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const failure = inviteNew.error ?? inviteExisting.error;
  return (
    <Form<NewCompanyValues>
      form={form}
      layout="vertical"
      initialValues={{ language }}
      onFinish={submit}
      onValuesChange={() => setDuplicates([])}
      requiredMark
      data-testid="new-company-form"
    >
      <p className="tp-bt-note">{t('registration.intro')}</p>
      <Form.Item
        name="companyname"
        label={t('registration.companyname')}
        rules={[{ required: true, whitespace: true, message: t('registration.required') }]}
      >
        <Input maxLength={200} autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="contactname"
        label={t('registration.contactname')}
        rules={[{ required: true, whitespace: true, message: t('registration.required') }]}
      >
        <Input maxLength={100} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('registration.email')}
        rules={[
          { required: true, whitespace: true, message: t('registration.required') },
          { type: 'email', message: t('registration.emailInvalid') },
        ]}
      >
        <Input maxLength={254} type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="language" label={t('registration.language')}>
        <Select
          options={[
            { value: 'EN', label: 'English' },
            { value: 'ZH', label: '简体中文' },
            { value: 'ZHT', label: '繁體中文' },
          ]}
        />
      </Form.Item>
      {duplicates.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          className="tp-bt-dialog-alert tp-bt-duplicates"
          data-testid="registration-duplicates"
          title={t('registration.duplicatesTitle')}
          description={
            <ul className="tp-bt-pick">
              {duplicates.map((d) => (
                <li key={d.suppliercode} className="tp-bt-pick__item">
                  <span className="tp-bt-pick__name">
                    {d.suppliercode} {d.suppliername}
                  </span>{' '}
                  <Tag>{t(d.match === 'email' ? 'registration.matchEmail' : 'registration.matchName')}</Tag>
                  <Link
                    to={supplierRecordPath(d.suppliercode)}
                    target="_blank"
                    className="tp-bt-pick__record"
                  >
                    {t('record.open')}
                  </Link>{' '}
                  {invited.has(d.suppliercode) ? (
                    <Tag>{t('invite.already')}</Tag>
                  ) : (
                    <Button
                      size="small"
                      loading={inviteExisting.isPending}
                      onClick={() => void inviteDuplicate(d.suppliercode)}
                    >
                      {t('registration.inviteExisting', { code: d.suppliercode })}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {failure ? (
        <Alert type="error" showIcon title={errorText(failure)} className="tp-bt-dialog-alert" />
      ) : null}
      <div className="tp-bt-dialog-buttons">
        <Button onClick={onCancel}>{t('actions.back')}</Button>
        <Button type="primary" htmlType="submit" loading={inviteNew.isPending}>
          {t('registration.send')}
        </Button>
      </div>
    </Form>
  );
}
