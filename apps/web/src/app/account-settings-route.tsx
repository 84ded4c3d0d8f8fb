import { AccountSettingsPage } from '@/features/account/pages/account-settings-page';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';

/**
 * /accountsettings: the account feature's page with the auth feature's change-password dialog, put
 * together here so that neither feature imports the other's components.
 */
export function AccountSettingsRoute() {
  return <AccountSettingsPage changePasswordDialog={ChangePasswordDialog} />;
}
