import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/plain/card';
import { FILE_SEARCH, SHOP } from '@/components/plain/home-icons';
import { Icon } from '@/components/plain/icons';
import { useSession, useSiteInfo } from '@/features/auth';
import { WorkOrdersHomeTile } from '@/features/work-orders';
import { usePageTitle } from '@/hooks/use-page-title';
import { HomeAttentionPanel } from '../components/home-attention-panel';
import { HomeDashboard } from '../components/home-dashboard';
import '../home.css';

/**
 * /homepage for suppliers: the two tiles of spec 2.3 (plus work orders), what needs acting on, and the
 * dashboard of the alternate variant (spec 2.11). Plain markup at every width, without antd (home.css).
 */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle('home');
  const session = useSession();
  const { data: site } = useSiteInfo();
  return (
    <div className="home-page">
      <section className="home-page__welcome" aria-labelledby="home-title">
        <h1 id="home-title" className="home-page__title">
          {t('home.title', { name: session?.username ?? '' })}
        </h1>
        <p className="home-page__intro">{t('home.intro')}</p>
      </section>
      <div className="home-page__grid">
        <Link to="/tender-list" className="home-tile" aria-describedby="home-tenders-description">
          <Card hoverable>
            <Icon name={FILE_SEARCH} className="home-tile__icon" />
            <h2 className="home-tile__title">{t('home.tenders')}</h2>
            <p id="home-tenders-description" className="home-tile__description">
              {t('home.tendersDescription')}
            </p>
          </Card>
        </Link>
        <Link to="/mycompanyprofile" className="home-tile" aria-describedby="home-profile-description">
          <Card hoverable>
            <Icon name={SHOP} className="home-tile__icon" />
            <h2 className="home-tile__title">{t('home.profile')}</h2>
            <p id="home-profile-description" className="home-tile__description">
              {t('home.profileDescription')}
            </p>
          </Card>
        </Link>
        <div className="home-page__wide">
          <HomeAttentionPanel />
        </div>
        <div className="home-page__wide">
          <HomeDashboard />
        </div>
        <WorkOrdersHomeTile />
        <Card className="home-help" title={<h2 className="home-help__title">{t('home.helpTitle')}</h2>}>
          <p className="home-help__text">
            {t('home.help', { email: site?.supportEmail ?? '', phone: site?.supportPhone ?? '' })}
          </p>
        </Card>
      </div>
    </div>
  );
}
