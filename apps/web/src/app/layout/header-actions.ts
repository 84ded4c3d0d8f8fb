import type { IconShape } from '@/components/plain/icons';

/** What the header's menus offer besides links: the dialogs they open and the sign-out. */
export interface HeaderActions {
  openTerms: () => void;
  changePassword: () => void;
  signOut: () => void;
}

/** A page the header links to: in its nav from 768 px, in the phone menu below (or a crowded header's). */
export interface HeaderLink {
  to: string;
  icon: IconShape;
  label: string;
  /** Active only on `to` itself, not on the pages below it (/buyer is not /buyer/questions). */
  end?: boolean;
  title?: string;
  /** The wide header's link only: a test id is one element's. */
  testId?: string;
}
