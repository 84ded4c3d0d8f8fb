import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/plain/icons';
import { useMenuButton } from '@/components/plain/menu-button';
import { USER } from '@/components/plain/shell-icons';
import { type Session, useSiteInfo } from '@/features/auth';
import type { HeaderActions } from './header-actions';

type Item =
  | { kind: 'link'; key: string; href: string; label: ReactNode; external?: boolean }
  | { kind: 'action'; key: string; label: ReactNode; run: () => void; danger?: boolean }
  | { kind: 'divider'; key: string };

/**
 * The user name with its menu (spec 2.4): support contact, the supplier's own pages, password, sign-out.
 * A WAI-ARIA menu button, drawn like antd's Dropdown: the button opens the menu on a click, Enter, Space
 * or the arrow keys (Arrow Up on its last item); in the menu the arrow keys move (round the ends), Home
 * and End go to the ends, Escape closes it and focus returns to the button, Tab closes it and moves on,
 * and a click outside closes it (useMenuButton). The menu is drawn inside the header (the banner landmark,
 * for axe).
 */
export function HeaderUserMenu({ session, actions }: { session: Session; actions: HeaderActions }) {
  const { t } = useTranslation();
  const { data: siteInfo } = useSiteInfo();
  const isSupplier = session.issupplier === 1;
  const { open, close: closeToButton, button, menu } = useMenuButton();

  const items: Item[] = [
    ...(siteInfo
      ? [
          {
            kind: 'link' as const,
            key: 'support',
            href: `mailto:${siteInfo.supportEmail}`,
            external: true,
            label: (
              <>
                {/* "Supplier support: " with the colon each language writes (full-width in Chinese). */}
                {t('footer.support')}
                {siteInfo.supportEmail} · {siteInfo.supportPhone}
              </>
            ),
          },
          { kind: 'divider' as const, key: 'divider-support' },
        ]
      : []),
    // Staff may open only the tender search and details (spec 2.2): the supplier's pages are not offered,
    // but a buyer's Account Settings (issue 35: the suppliers' actions by mail, one each or a digest).
    ...(isSupplier || session.isbuyer === 1
      ? [
          {
            kind: 'link' as const,
            key: 'account-settings',
            href: '/accountsettings',
            label: t('header.accountSettings'),
          },
        ]
      : []),
    ...(isSupplier
      ? [{ kind: 'link' as const, key: 'app-download', href: '/appdownload', label: t('header.appDownload') }]
      : []),
    {
      kind: 'action',
      key: 'change-password',
      label: t('header.changePassword'),
      run: actions.changePassword,
    },
    { kind: 'divider', key: 'divider-sign-out' },
    { kind: 'action', key: 'sign-out', label: t('header.signOut'), run: actions.signOut, danger: true },
  ];

  return (
    <>
      <button
        {...button}
        type="button"
        className="app-header__button app-header__user-button"
        aria-label={`${t('header.userMenu')}: ${session.username}`}
      >
        <Icon name={USER} />
        <span className="app-header__user-name">{session.username}</span>
        <Icon name="down" className="app-header__user-arrow" />
      </button>
      {open && (
        // The menu's own keys (arrows, Home, End, Escape, Tab) move among its items, which are not tab stops.
        <div {...menu} className="user-menu">
          {items.map((item) => {
            if (item.kind === 'divider') return <hr key={item.key} className="user-menu__divider" />;
            if (item.kind === 'link' && item.external) {
              return (
                <a
                  key={item.key}
                  role="menuitem"
                  tabIndex={-1}
                  className="user-menu__item"
                  href={item.href}
                  onClick={closeToButton}
                >
                  {item.label}
                </a>
              );
            }
            if (item.kind === 'link') {
              return (
                <Link
                  key={item.key}
                  role="menuitem"
                  tabIndex={-1}
                  className="user-menu__item"
                  to={item.href}
                  onClick={closeToButton}
                >
                  {item.label}
                </Link>
              );
            }
            return (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={item.danger ? 'user-menu__item user-menu__item--danger' : 'user-menu__item'}
                onClick={() => {
                  // The button has the focus before a dialog opens, so the dialog gives it back on closing.
                  closeToButton();
                  item.run();
                }}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      )}
    </>
  );
}
