/**
 * What other features and the app shell use from the auth feature: the session and light helpers. Pages
 * are lazy-loaded from ./pages; the dialogs the shell mounts (change password, terms) are imported from
 * their own files, so a page that only reads the session (the printable report) does not download them.
 */
export { useSiteInfo } from './api/site-info';
export { homePathFor, isProcurement } from './home-path';
export { useSignOut } from './hooks/use-sign-out';
export { getSession, type Session, updateSessionUsername, usePasswordFlow, useSession } from './session';
export { signOutLocally } from './sign-out';
