import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AntdScope } from '@/components/antd-scope';
import { LanguageSwitch } from '@/components/language-switch';
import { Icon } from '@/components/plain/icons';
import {
  AUDIT,
  FILE_TEXT,
  HOME,
  MENU,
  QUESTION_CIRCLE,
  SEARCH,
  SOLUTION,
  TEAM,
} from '@/components/plain/shell-icons';
import { homePathFor, isProcurement, useSession, useSignOut } from '@/features/auth';
import { TermsDialog } from '@/features/auth/components/lazy-terms-dialog';
import { useApprovals } from '@/features/buyer/api/get-approvals';
import { useUnseen } from '@/features/buyer/api/get-unseen';
import { PHONE_HEADER_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { Brand } from './brand';
import type { HeaderActions, HeaderLink } from './header-actions';
import { HeaderPhoneMenu } from './header-phone-menu';
import { HeaderUserMenu } from './header-user-menu';

/** The width below which a crowded header (a buyer's) shows the menu button instead of its nav. */
const CROWDED_HEADER_QUERY = '(max-width: 1199.98px)';

// The header's dialogs (antd's Modal) load when first opened, so the pages do not wait for their forms
// and text.
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/change-password-dialog')).ChangePasswordDialog,
}));

type HeaderDialog = 'terms' | 'change-password';

/**
 * Spec 2.4: welcome text, Home (suppliers), T&C, language and the user menu (Account Settings and App
 * Download for suppliers, spec 2.11; Change Password, Sign Out). Below 768 px (styles.css) all of it
 * moves behind one menu button, so a phone's header is the brand and that button. Built without antd at
 * every width (issue 30), drawn like antd's Layout.Header, text Buttons, Dropdown and Drawer.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  const [dialog, setDialog] = useState<HeaderDialog | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<HeaderDialog>>(new Set());
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // What had the focus when a dialog opened (the button or menu that opened it), to give it back on closing:
  // antd's Modal does so only when no field inside it took the focus first (Change Password's does).
  const opener = useRef<HTMLElement | null>(null);
  const phone = useMediaQuery(PHONE_HEADER_QUERY);
  // A buyer who is also an approver (issue 29) has the longest nav: below 1200 px it folds into the menu.
  const narrow = useMediaQuery(CROWDED_HEADER_QUERY);
  const menuId = useId();
  const isApprover = session?.isapprover === 1;
  // An approver (issue 29) sees how many awards wait for the site's approvers.
  const approvals = useApprovals(isApprover);
  // Procurement sees how many supplier actions are new since each tender was last opened (issue 35).
  const unseen = useUnseen(session !== null && isProcurement(session));
  // A buyer's nav (Tenders, Suppliers, Questions, Look-up, T&C; Approvals too for an approver) is the longest.
  const crowded = session?.isbuyer === 1;
  const compact = phone || (crowded && narrow);
  // A header that widens past the menu button's widths (a window resized, a tablet turned) closes its menu.
  useEffect(() => {
    if (!compact) setMenuOpen(false);
  }, [compact]);
  // Once the dialog has closed (its focus trap let go), the focus goes back to what opened it.
  useEffect(() => {
    if (dialog !== null) return;
    opener.current?.focus();
    opener.current = null;
  }, [dialog]);
  if (!session) return null;
  const isSupplier = session.issupplier === 1;
  // A buyer (issue 17) gets the console and its questions inbox; the staff look-up stays reachable.
  const isBuyer = session.isbuyer === 1;
  const waiting = approvals.data?.length ?? 0;
  const news = unseen.data?.unseen ?? 0;

  // The pages both the nav and the phone menu link to, in this order (links, so they open in a new tab).
  const links: HeaderLink[] = [
    ...(isSupplier ? [{ to: '/homepage', icon: HOME, label: t('header.home') }] : []),
    ...(isProcurement(session)
      ? [
          {
            to: '/buyer',
            end: true,
            icon: SOLUTION,
            label: news > 0 ? t('header.buyerTendersUnseen', { count: news }) : t('header.buyerTenders'),
            title:
              news > 0
                ? t('header.buyerTendersUnseenTitle', { count: news, rfqs: unseen.data?.rfqs ?? 0 })
                : undefined,
            testId: 'nav-tenders',
          },
          { to: '/buyer/suppliers', icon: TEAM, label: t('header.buyerSuppliers'), testId: 'nav-suppliers' },
        ]
      : []),
    ...(isApprover
      ? [
          {
            to: '/buyer/approvals',
            icon: AUDIT,
            label: t('header.buyerApprovals', { count: waiting }),
            testId: 'nav-approvals',
          },
        ]
      : []),
    ...(isBuyer
      ? [
          { to: '/buyer/questions', icon: QUESTION_CIRCLE, label: t('header.buyerQuestions') },
          { to: '/tenders', icon: SEARCH, label: t('header.staffLookup') },
        ]
      : []),
  ];
  // The spoken name keeps the visible abbreviation and spells it out.
  const termsName =
    t('header.terms') === t('header.termsLabel')
      ? t('header.terms')
      : `${t('header.terms')} (${t('header.termsLabel')})`;

  const open = (which: HeaderDialog) => {
    const focused = document.activeElement;
    opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
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
    <header
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
        {links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.end}
            className="app-header__button"
            title={link.title}
            data-testid={link.testId}
          >
            <Icon name={link.icon} />
            <span>{link.label}</span>
          </NavLink>
        ))}
        <button
          type="button"
          className="app-header__button"
          aria-label={termsName}
          onClick={actions.openTerms}
        >
          <Icon name={FILE_TEXT} />
          <span>{t('header.terms')}</span>
        </button>
      </nav>
      <div className="app-header__user">
        <span className="app-header__welcome">{t('header.welcome', { name: session.username })}</span>
        <LanguageSwitch className="app-header__language" />
        {compact ? null : <HeaderUserMenu session={session} actions={actions} />}
      </div>
      <button
        ref={menuButton}
        type="button"
        className="app-header__button app-header__menu-button"
        aria-label={t('header.menu')}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
        onClick={() => {
          setMenuOpened(true);
          setMenuOpen((was) => !was);
        }}
      >
        <Icon name={MENU} />
      </button>
      {/* Drawn once it has been opened, and kept: its language switch and links are not part of the first render. */}
      {menuOpened && (
        <HeaderPhoneMenu
          id={menuId}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          returnFocusTo={menuButton}
          session={session}
          links={links}
          termsName={termsName}
          actions={actions}
        />
      )}
      {opened.has('terms') && <TermsDialog open={dialog === 'terms'} onClose={close} />}
      {opened.has('change-password') && (
        // Under antd's provider wherever the header is (the Terms dialog brings its own AntdScope).
        <AntdScope>
          <Suspense fallback={null}>
            <ChangePasswordDialog open={dialog === 'change-password'} onClose={close} />
          </Suspense>
        </AntdScope>
      )}
    </header>
  );
}
