import { type MouseEvent, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { Icon, type IconShape } from '@/components/plain/icons';
import { CLOSE, FILE_TEXT, LOCK, LOGOUT, MOBILE, SETTING } from '@/components/plain/shell-icons';
import { type Session, useSiteInfo } from '@/features/auth';
import type { HeaderActions, HeaderLink } from './header-actions';

interface HeaderPhoneMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The menu button: focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  session: Session;
  /** The pages of the header's nav, in its order. */
  links: readonly HeaderLink[];
  /** T&C's spoken name (the abbreviation spelt out). */
  termsName: string;
  actions: HeaderActions;
}

/**
 * The header on a phone (below 768 px) and a crowded header (a buyer's, below 1200 px): everything the wide
 * header shows, in a panel from the right opened by the menu button. A modal <dialog> drawn like antd's
 * Drawer: the page behind is inert (focus stays in the menu), Escape, the close button or a click beside
 * the panel close it, and focus returns to the menu button. Pages are links (they can open in a new tab);
 * T&C and Change Password open their dialogs.
 */
export function HeaderPhoneMenu({
  id,
  open,
  onClose,
  returnFocusTo,
  session,
  links,
  termsName,
  actions,
}: HeaderPhoneMenuProps) {
  const { t } = useTranslation();
  const { data: siteInfo } = useSiteInfo();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const isSupplier = session.issupplier === 1;
  const isBuyer = session.isbuyer === 1;

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // The page behind stops scrolling while the menu is open (app-shell.css); where it had a scroll bar, the
      // bar's width is kept free so that nothing behind the mask moves, as antd's Drawer does.
      const root = document.documentElement;
      root.style.setProperty('--page-scrollbar', `${window.innerWidth - root.clientWidth}px`);
      element.showModal();
    } else if (!open && element.open) element.close();
  }, [open]);

  /** Closes the panel at once (before a dialog opens or a page loads) and gives the focus back. */
  const close = () => {
    dialog.current?.close();
    returnFocusTo.current?.focus();
    onClose();
  };
  const then = (action: () => void) => () => {
    close();
    action();
  };
  // A click on the backdrop is a click on the <dialog> itself, outside the panel's box.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) close();
  };

  const pageLink = (to: string, icon: IconShape, label: string, end?: boolean) => (
    <li key={to}>
      <NavLink to={to} end={end} className="phone-menu__item" onClick={close}>
        <Icon name={icon} />
        {label}
      </NavLink>
    </li>
  );

  return (
    // The dialog's keys are its own (Escape closes it); a click beside the panel closes it as antd's mask did.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop is not focusable; Escape closes the dialog
    <dialog
      ref={dialog}
      id={id}
      className="phone-menu"
      aria-labelledby={titleId}
      // Escape (the browser closes it) and close() both end here. The focus goes back to the menu button
      // unless something else has taken it since (a dialog the menu opened).
      onClose={() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body || dialog.current?.contains(focused)) {
          returnFocusTo.current?.focus();
        }
        onClose();
      }}
      onClick={closeOnBackdrop}
    >
      <div className="phone-menu__header">
        <button type="button" className="phone-menu__close" aria-label={t('actions.close')} onClick={close}>
          <Icon name={CLOSE} />
        </button>
        <div id={titleId} className="phone-menu__title">
          {t('header.welcome', { name: session.username })}
        </div>
      </div>
      <div className="phone-menu__body">
        <nav aria-label={t('app.mainNavigation')}>
          <ul className="phone-menu__list">
            {links.map((link) => pageLink(link.to, link.icon, link.label, link.end))}
            <li>
              <button type="button" className="phone-menu__item" onClick={then(actions.openTerms)}>
                <Icon name={FILE_TEXT} />
                {termsName}
              </button>
            </li>
            {/* Staff may open only the tender search and details (spec 2.2); a buyer its settings (issue 35). */}
            {(isSupplier || isBuyer) && pageLink('/accountsettings', SETTING, t('header.accountSettings'))}
            {isSupplier && pageLink('/appdownload', MOBILE, t('header.appDownload'))}
            <li>
              <button type="button" className="phone-menu__item" onClick={then(actions.changePassword)}>
                <Icon name={LOCK} />
                {t('header.changePassword')}
              </button>
            </li>
          </ul>
        </nav>
        <div className="phone-menu__language">
          <span aria-hidden>{t('language.label')}</span>
          <LanguageSwitch />
        </div>
        {siteInfo && (
          <p className="phone-menu__support">
            {/* "Supplier support: " with the colon each language writes (full-width in Chinese). */}
            {t('footer.support')}
            <a href={`mailto:${siteInfo.supportEmail}`}>{siteInfo.supportEmail}</a>
            {' · '}
            <a href={`tel:${siteInfo.supportPhone.replace(/\s+/g, '')}`}>{siteInfo.supportPhone}</a>
          </p>
        )}
        <button
          type="button"
          className="phone-menu__item phone-menu__item--danger"
          onClick={then(actions.signOut)}
        >
          <Icon name={LOGOUT} />
          {t('header.signOut')}
        </button>
      </div>
    </dialog>
  );
}
