import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAccountSettings } from '../api/get-account-settings';
import { SettingsForm } from '../components/settings-form';
import '../account.css';

/** The header's change-password dialog (spec 2.6), handed in by the app so features stay apart. */
export type ChangePasswordDialog = ComponentType<{ open: boolean; onClose: () => void }>;

/**
 * Account Settings (spec 2.11, alternate variant): who the account is (name and e-mail, read only), the
 * settings the user changes, and the password change. One column, so it reads the same on a phone.
 */
export function AccountSettingsPage({
  changePasswordDialog: PasswordDialog,
}: {
  changePasswordDialog: ChangePasswordDialog;
}) {
  const { t } = useTranslation('account');
  usePageTitle('accountSettings');
  const settings = useAccountSettings();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const cardTitle = (key: string) => <h2 className="tp-account-card-title">{t(key)}</h2>;

  return (
    <div className="tp-account">
      <Typography.Title level={1}>{t('common:pages.accountSettings')}</Typography.Title>
      {settings.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {settings.isPending ? <Skeleton active /> : null}
      {settings.data ? (
        <Card title={cardTitle('details.title')}>
          <SettingsForm saved={settings.data} />
        </Card>
      ) : null}
      <Card title={cardTitle('password.title')}>
        <Typography.Paragraph>{t('password.text')}</Typography.Paragraph>
        <Button onClick={() => setPasswordOpen(true)}>{t('password.change')}</Button>
      </Card>
      <PasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </div>
  );
}
