/** What the header's menus offer besides links: the dialogs they open and the sign-out. */
export interface HeaderActions {
  openTerms: () => void;
  changePassword: () => void;
  signOut: () => void;
}
