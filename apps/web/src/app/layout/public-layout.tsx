import { Outlet } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { Brand } from './brand';
import { SiteFooter } from './site-footer';

/** Login, forgot password and the full-screen password change: brand bar, a centred card, footer. */
export function PublicLayout() {
  return (
    <div className="public-layout">
      <header className="public-layout__bar">
        <Brand to="/login" />
        <LanguageSwitch className="public-layout__language" />
      </header>
      <main id="main" className="public-layout__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
