import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header';
import { SiteFooter } from './site-footer';
import './app-shell.css';

/** The signed-in frame: header, the page, footer. Plain elements at every width (docs/architecture.md). */
export function AppShell() {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <AppHeader />
      <main id="main" className="app-shell__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
