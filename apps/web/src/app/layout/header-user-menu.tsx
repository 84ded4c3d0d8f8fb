import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Session, useSiteInfo } from '@/features/auth';
import type { HeaderActions } from './header-actions';

/** The user name with its dropdown (spec 2.4): support contact, the supplier's own pages, password, sign-out. */
export function HeaderUserMenu({ session, actions }: { session: Session; actions: HeaderActions }) {
  const { t } = useTranslation();
  const { data: siteInfo } = useSiteInfo();
  const isSupplier = session.issupplier === 1;

  const items: MenuProps['items'] = [
    ...(siteInfo
      ? [
          {
            key: 'support',
            label: (
              <a href={`mailto:${siteInfo.supportEmail}`}>
                {/* "Supplier support: " with the colon each language writes (full-width in Chinese). */}
                {t('footer.support')}
                {siteInfo.supportEmail} · {siteInfo.supportPhone}
              </a>
            ),
          },
          { type: 'divider' as const },
        ]
      : []),
    // Staff may open only the tender search and details (spec 2.2): the supplier's pages are not offered,
    // but a buyer's Account Settings (issue 35: the suppliers' actions by mail, one each or a digest).
    ...(isSupplier || session.isbuyer === 1
      ? [
          {
            key: 'account-settings',
            label: <Link to="/accountsettings">{t('header.accountSettings')}</Link>,
          },
        ]
      : []),
    ...(isSupplier
      ? [{ key: 'app-download', label: <Link to="/appdownload">{t('header.appDownload')}</Link> }]
      : []),
    { key: 'change-password', label: t('header.changePassword') },
    { type: 'divider' as const },
    { key: 'sign-out', label: t('header.signOut'), danger: true },
  ];

  return (
    <Dropdown
      trigger={['click']}
      // Inside the header, so the open menu belongs to the banner landmark (axe's "region").
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'sign-out') actions.signOut();
          else if (key === 'change-password') actions.changePassword();
        },
      }}
    >
      <Button
        type="text"
        className="app-header__button app-header__user-button"
        aria-label={`${t('header.userMenu')}: ${session.username}`}
      >
        <UserOutlined aria-hidden />
        <span className="app-header__user-name">{session.username}</span>
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
