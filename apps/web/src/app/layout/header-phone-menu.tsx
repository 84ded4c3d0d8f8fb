import {
  AuditOutlined,
  FileTextOutlined,
  HomeOutlined,
  LockOutlined,
  LogoutOutlined,
  MobileOutlined,
  QuestionCircleOutlined,
  SearchOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { isProcurement, type Session, useSiteInfo } from '@/features/auth';
import type { HeaderActions } from './header-actions';

interface HeaderPhoneMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  session: Session;
  actions: HeaderActions;
  /** Awards waiting for approval, for an approver (issue 29); null for anyone else. */
  approvals: number | null;
  /** The console's link text, with what is new since the tenders were last opened (issue 35). */
  tendersLabel: string;
}

function PageLink({
  to,
  icon,
  label,
  onClose,
  end,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  onClose: () => void;
  /** Active only on `to` itself, not on the pages below it (/buyer is not /buyer/questions). */
  end?: boolean;
}) {
  return (
    <li>
      <NavLink to={to} end={end} className="phone-menu__item" onClick={onClose}>
        {icon}
        {label}
      </NavLink>
    </li>
  );
}

function ActionButton({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <li>
      <button type="button" className="phone-menu__item" onClick={onClick}>
        {icon}
        {label}
      </button>
    </li>
  );
}

/**
 * The header on a phone (below 768 px): everything the wide header shows, in a drawer opened by the
 * menu button. Pages are links (they can open in a new tab); T&C and Change Password open their dialogs.
 */
export function HeaderPhoneMenu({
  id,
  open,
  onClose,
  session,
  actions,
  approvals,
  tendersLabel,
}: HeaderPhoneMenuProps) {
  const { t } = useTranslation();
  const { data: siteInfo } = useSiteInfo();
  const isSupplier = session.issupplier === 1;
  const isBuyer = session.isbuyer === 1;
  const terms =
    t('header.terms') === t('header.termsLabel')
      ? t('header.terms')
      : `${t('header.terms')} (${t('header.termsLabel')})`;

  return (
    <Drawer
      id={id}
      open={open}
      onClose={onClose}
      placement="right"
      size={320}
      rootClassName="phone-menu"
      title={t('header.welcome', { name: session.username })}
    >
      <nav aria-label={t('app.mainNavigation')}>
        <ul className="phone-menu__list">
          {isSupplier && (
            <PageLink
              to="/homepage"
              icon={<HomeOutlined aria-hidden />}
              label={t('header.home')}
              onClose={onClose}
            />
          )}
          {isProcurement(session) && (
            <PageLink
              to="/buyer"
              end
              icon={<SolutionOutlined aria-hidden />}
              label={tendersLabel}
              onClose={onClose}
            />
          )}
          {isProcurement(session) && (
            <PageLink
              to="/buyer/suppliers"
              icon={<TeamOutlined aria-hidden />}
              label={t('header.buyerSuppliers')}
              onClose={onClose}
            />
          )}
          {approvals !== null && (
            <PageLink
              to="/buyer/approvals"
              icon={<AuditOutlined aria-hidden />}
              label={t('header.buyerApprovals', { count: approvals })}
              onClose={onClose}
            />
          )}
          {isBuyer && (
            <>
              <PageLink
                to="/buyer/questions"
                icon={<QuestionCircleOutlined aria-hidden />}
                label={t('header.buyerQuestions')}
                onClose={onClose}
              />
              <PageLink
                to="/tenders"
                icon={<SearchOutlined aria-hidden />}
                label={t('header.staffLookup')}
                onClose={onClose}
              />
            </>
          )}
          <ActionButton icon={<FileTextOutlined aria-hidden />} label={terms} onClick={actions.openTerms} />
          {/* Staff may open only the tender search and details (spec 2.2); a buyer its settings (issue 35). */}
          {(isSupplier || isBuyer) && (
            <PageLink
              to="/accountsettings"
              icon={<SettingOutlined aria-hidden />}
              label={t('header.accountSettings')}
              onClose={onClose}
            />
          )}
          {isSupplier && (
            <PageLink
              to="/appdownload"
              icon={<MobileOutlined aria-hidden />}
              label={t('header.appDownload')}
              onClose={onClose}
            />
          )}
          <ActionButton
            icon={<LockOutlined aria-hidden />}
            label={t('header.changePassword')}
            onClick={actions.changePassword}
          />
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
      <button type="button" className="phone-menu__item phone-menu__item--danger" onClick={actions.signOut}>
        <LogoutOutlined aria-hidden />
        {t('header.signOut')}
      </button>
    </Drawer>
  );
}
