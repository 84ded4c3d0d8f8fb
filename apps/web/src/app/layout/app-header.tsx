import {
  AuditOutlined,
  FileTextOutlined,
  HomeOutlined,
  MenuOutlined,
  QuestionCircleOutlined,
  SearchOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { preloadable } from '@/components/preloadable';
import { homePathFor, isProcurement, useSession, useSignOut } from '@/features/auth';
import { TermsDialog } from '@/features/auth/components/lazy-terms-dialog';
import { useApprovals } from '@/features/buyer/api/get-approvals';
import { useUnseen } from '@/features/buyer/api/get-unseen';
import { matchesNow, PHONE_HEADER_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { Brand } from './brand';
import type { HeaderActions } from './header-actions';

/** The width below which a crowded header (a buyer's) shows the menu button instead of its nav. */
const CROWDED_HEADER_QUERY = '(max-width: 1199.98px)';

// The wide header's user menu (antd's Dropdown and Menu) is loaded where it shows, alongside the page
// (router.tsx); the phone's menu (a Drawer) when first opened. A phone's first screen carries neither.
const HeaderUserMenu = preloadable(async () => (await import('./header-user-menu')).HeaderUserMenu);
if (!matchesNow(PHONE_HEADER_QUERY)) void HeaderUserMenu.preload();
const HeaderPhoneMenu = lazy(async () => ({
  default: (await import('./header-phone-menu')).HeaderPhoneMenu,
}));

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
  const [menuOpened, setMenuOpened] = useState(false);
  const phone = useMediaQuery(PHONE_HEADER_QUERY);
  // A buyer who is also an approver (issue 29) has the longest nav: below 1200 px it folds into the menu.
  const narrow = useMediaQuery(CROWDED_HEADER_QUERY);
  const menuId = useId();
  const isApprover = session?.isapprover === 1;
  // An approver (issue 29) sees how many awards wait for the site's approvers.
  const approvals = useApprovals(isApprover);
  // Procurement sees how many supplier actions are new since each tender was last opened (issue 35).
  const unseen = useUnseen(session !== null && isProcurement(session));
  if (!session) return null;
  const isSupplier = session.issupplier === 1;
  // A buyer (issue 17) gets the console and its questions inbox; the staff look-up stays reachable.
  const isBuyer = session.isbuyer === 1;
  const waiting = approvals.data?.length ?? 0;
  const news = unseen.data?.unseen ?? 0;
  const tendersLabel = news > 0 ? t('header.buyerTendersUnseen', { count: news }) : t('header.buyerTenders');
  const tendersTitle =
    news > 0 ? t('header.buyerTendersUnseenTitle', { count: news, rfqs: unseen.data?.rfqs ?? 0 }) : undefined;
  // A buyer's nav (Tenders, Suppliers, Questions, Look-up, T&C; Approvals too for an approver) is the longest.
  const crowded = isBuyer;
  const compact = phone || (crowded && narrow);

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
    <Layout.Header
      className={[
        'app-header',
        crowded ? 'app-header--crowded' : '',
        compact && !phone ? 'app-header--compact' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
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
        {isProcurement(session) && (
          <Button
            type="text"
            className="app-header__button"
            icon={<SolutionOutlined />}
            onClick={() => navigate('/buyer')}
            title={tendersTitle}
            data-testid="nav-tenders"
          >
            {tendersLabel}
          </Button>
        )}
        {isProcurement(session) && (
          <Button
            type="text"
            className="app-header__button"
            icon={<TeamOutlined />}
            onClick={() => navigate('/buyer/suppliers')}
            data-testid="nav-suppliers"
          >
            {t('header.buyerSuppliers')}
          </Button>
        )}
        {isApprover && (
          <Button
            type="text"
            className="app-header__button"
            icon={<AuditOutlined />}
            onClick={() => navigate('/buyer/approvals')}
            data-testid="nav-approvals"
          >
            {t('header.buyerApprovals', { count: waiting })}
          </Button>
        )}
        {isBuyer && (
          <>
            <Button
              type="text"
              className="app-header__button"
              icon={<QuestionCircleOutlined />}
              onClick={() => navigate('/buyer/questions')}
            >
              {t('header.buyerQuestions')}
            </Button>
            <Button
              type="text"
              className="app-header__button"
              icon={<SearchOutlined />}
              onClick={() => navigate('/tenders')}
            >
              {t('header.staffLookup')}
            </Button>
          </>
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
        {compact ? null : (
          <Suspense fallback={null}>
            <HeaderUserMenu session={session} actions={actions} />
          </Suspense>
        )}
      </div>
      <Button
        type="text"
        className="app-header__button app-header__menu-button"
        icon={<MenuOutlined />}
        aria-label={t('header.menu')}
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
        onClick={() => {
          setMenuOpened(true);
          setMenuOpen((was) => !was);
        }}
      />
      {menuOpened && (
        <Suspense fallback={null}>
          <HeaderPhoneMenu
            id={menuId}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            session={session}
            approvals={isApprover ? waiting : null}
            tendersLabel={tendersLabel}
            actions={actions}
          />
        </Suspense>
      )}
      {opened.has('terms') && <TermsDialog open={dialog === 'terms'} onClose={close} />}
      {opened.has('change-password') && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={dialog === 'change-password'} onClose={close} />
        </Suspense>
      )}
    </Layout.Header>
  );
}
