import { FileTextOutlined, HomeOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { homePathFor, useSession, useSignOut } from '@/features/auth';
import { TermsDialog } from '@/features/auth/components/lazy-terms-dialog';
import { Brand } from './brand';
import type { HeaderActions } from './header-actions';
import { HeaderPhoneMenu } from './header-phone-menu';
import { HeaderUserMenu } from './header-user-menu';

// The header's dialogs load when first opened, so the pages do not wait for their forms and text.
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/change-password-dialog')).ChangePasswordDialog,
}));

type HeaderDialog = 'terms' | 'change-password';

/**
 * Spec 2.4: welcome text, Home (suppliers), T&C, language and the user menu (Account Settings and App
 * Download for suppliers, spec 2.11; Change Password, Sign Out). Below 768 px (styles.css) all of it
 * moves behind one menu button, so a phone's header is the brand and that button.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const signOut = useSignOut();
  const [dialog, setDialog] = useState<HeaderDialog | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<HeaderDialog>>(new Set());
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  if (!session) return null;
  const isSupplier = session.issupplier === 1;

  const open = (which: HeaderDialog) => {
    setMenuOpen(false);
    setOpened((before) => new Set(before).add(which));
    setDialog(which);
  };
  const actions: HeaderActions = {
    openTerms: () => open('terms'),
    changePassword: () => open('change-password'),
    signOut: () => {
      setMenuOpen(false);
      void signOut();
    },
  };
  const close = () => setDialog(null);

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
          onClick={actions.openTerms}
        >
          {t('header.terms')}
        </Button>
      </nav>
      <div className="app-header__user">
        <span className="app-header__welcome">{t('header.welcome', { name: session.username })}</span>
        <LanguageSwitch className="app-header__language" />
        <HeaderUserMenu session={session} actions={actions} />
      </div>
      <Button
        type="text"
        className="app-header__button app-header__menu-button"
        icon={<MenuOutlined />}
        aria-label={t('header.menu')}
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
        onClick={() => setMenuOpen((was) => !was)}
      />
      <HeaderPhoneMenu
        id={menuId}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        session={session}
        actions={actions}
      />
      {opened.has('terms') && <TermsDialog open={dialog === 'terms'} onClose={close} />}
      {opened.has('change-password') && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={dialog === 'change-password'} onClose={close} />
        </Suspense>
      )}
    </Layout.Header>
  );
}
