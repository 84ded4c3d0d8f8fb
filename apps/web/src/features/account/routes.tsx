import { AccountSettingsView, type ChangePasswordDialog } from './components/account-settings-page';
import './account.css';

// Thin page: the app shell lazy-loads it and hands in the change-password dialog of the auth feature.

export type { ChangePasswordDialog };

/** /accountsettings: the signed-in supplier's display name, language, e-mail and mobile number. */
export function AccountSettingsPage({
  changePasswordDialog,
}: {
  changePasswordDialog: ChangePasswordDialog;
}) {
  return <AccountSettingsView changePasswordDialog={changePasswordDialog} />;
}
