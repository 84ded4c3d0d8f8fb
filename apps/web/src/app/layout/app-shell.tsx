import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header';
import { SiteFooter } from './site-footer';

/** The signed-in frame: header, the page, footer. */
export function AppShell() {
  const { t } = useTranslation();
  return (
    <Layout className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <AppHeader />
      <Layout.Content id="main" className="app-shell__main" role="main">
        <Outlet />
      </Layout.Content>
      <SiteFooter />
    </Layout>
  );
}
