import { DownOutlined, FileTextOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { homePathFor, useSession, useSignOut, useSiteInfo } from '@/features/auth';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { TermsDialog } from '@/features/auth/components/terms-dialog';
import { Brand } from './brand';

/** Spec 2.4: welcome text, Home (suppliers), T&C, language and the user menu. */
export function AppHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const signOut = useSignOut();
  const { data: siteInfo } = useSiteInfo();
  const [termsOpen, setTermsOpen] = useState(false);
  const [changeOpen, setChangeOpen] = useState(false);
  if (!session) return null;
  const isSupplier = session.issupplier === 1;

  const menuItems = [
    ...(siteInfo
      ? [
          {
            key: 'support',
            label: (
              <a href={`mailto:${siteInfo.supportEmail}`}>
                {t('header.support')}: {siteInfo.supportEmail} · {siteInfo.supportPhone}
              </a>
            ),
          },
          { type: 'divider' as const },
        ]
      : []),
    { key: 'change-password', label: t('header.changePassword') },
    { type: 'divider' as const },
    { key: 'sign-out', label: t('header.signOut'), danger: true },
  ];

  return (
    <Layout.Header className="app-header">
      <Brand to={homePathFor(session)} />
      <nav className="app-header__nav" aria-label={t('app.mainNavigation')}>
        {isSupplier && (
          <Button
            type="text"
            className="app-header__button"
            icon={<HomeOutlined />}
            onClick={() => navigate('/homepage')}
          >
            {t('header.home')}
          </Button>
        )}
        <Button
          type="text"
          className="app-header__button"
          icon={<FileTextOutlined />}
          // Spoken name keeps the visible abbreviation and spells it out.
          aria-label={
            t('header.terms') === t('header.termsLabel')
              ? t('header.terms')
              : `${t('header.terms')} (${t('header.termsLabel')})`
          }
          onClick={() => setTermsOpen(true)}
        >
          {t('header.terms')}
        </Button>
      </nav>
      <div className="app-header__user">
        <span className="app-header__welcome">{t('header.welcome', { name: session.username })}</span>
        <LanguageSwitch className="app-header__language" />
        <Dropdown
          trigger={['click']}
          menu={{
            items: menuItems,
            onClick: ({ key }) => {
              if (key === 'sign-out') void signOut();
              else if (key === 'change-password') setChangeOpen(true);
            },
          }}
        >
          <Button
            type="text"
            className="app-header__button"
            aria-label={`${t('header.userMenu')}: ${session.username}`}
          >
            <UserOutlined aria-hidden /> {session.username} <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      </div>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
      <ChangePasswordDialog open={changeOpen} onClose={() => setChangeOpen(false)} />
    </Layout.Header>
  );
}
