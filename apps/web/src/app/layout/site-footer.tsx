import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '@/features/auth/api/site-info';

/** Copyright and the support contact from /common/siteinfo (spec 2.4). */
export function SiteFooter() {
  const { t } = useTranslation();
  const { data: site } = useSiteInfo();
  return (
    <footer className="site-footer">
      <span>
        {t('footer.copyright', { year: new Date().getFullYear(), company: site?.companyName ?? '' })}
      </span>
      {site && (
        <span className="site-footer__support">
          {t('footer.support')}
          {t('footer.email')} <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> ·{' '}
          {t('footer.phone')} <a href={`tel:${site.supportPhone.replace(/\s+/g, '')}`}>{site.supportPhone}</a>
        </span>
      )}
    </footer>
  );
}
