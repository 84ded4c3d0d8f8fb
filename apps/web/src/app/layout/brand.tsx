import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The portal's mark and name, linking to the user's starting page. */
export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="brand">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path d="M9 10h14v3h-5.5v11h-3V13H9z" fill="var(--brand-mark-ink, #0f5e6b)" />
      </svg>
      <span className="brand__name">{t('app.name')}</span>
    </Link>
  );
}
