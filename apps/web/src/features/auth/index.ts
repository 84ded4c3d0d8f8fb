/** What the app shell uses from the auth feature (pages are lazy-loaded from ./routes). */
export { useSiteInfo } from './api/site-info';
export { ChangePasswordDialog } from './components/change-password-dialog';
export { TermsDialog } from './components/terms-dialog';
export { homePathFor } from './home-path';
export { useSignOut } from './hooks/use-sign-out';
export { getSession, type Session, usePasswordFlow, useSession } from './session';
export { signOutLocally } from './sign-out';
