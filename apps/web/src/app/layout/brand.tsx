import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

function BrandContent() {
  const { t } = useTranslation();
  return (
    <>
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path d="M9 10h14v3h-5.5v11h-3V13H9z" fill="var(--brand-mark-ink, #0f5e6b)" />
      </svg>
      <span className="brand__name">{t('app.name')}</span>
    </>
  );
}

/** The portal's mark and name, linking to the user's starting page. */
export function Brand({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="brand">
      <BrandContent />
    </Link>
  );
}

/** The same, not a link: drawn while the first screen loads (root-layout.tsx). */
export function BrandLabel() {
  return (
    <span className="brand">
      <BrandContent />
    </span>
  );
}
