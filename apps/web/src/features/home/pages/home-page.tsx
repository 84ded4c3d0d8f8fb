import { FileSearchOutlined, ShopOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession, useSiteInfo } from '@/features/auth';
import { WorkOrdersHomeTile } from '@/features/work-orders';
import { usePageTitle } from '@/hooks/use-page-title';
import { HomeAttentionPanel } from '../components/home-attention-panel';
import { HomeDashboard } from '../components/home-dashboard';

/**
 * /homepage for suppliers: the two tiles of spec 2.3 (plus work orders), what needs acting on, and the
 * dashboard of the alternate variant (spec 2.11).
 */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle('home');
  const session = useSession();
  const { data: site } = useSiteInfo();
  return (
    <div className="home-page">
      <section className="home-page__welcome" aria-labelledby="home-title">
        <Typography.Title level={1} id="home-title">
          {t('home.title', { name: session?.username ?? '' })}
        </Typography.Title>
        <Typography.Paragraph>{t('home.intro')}</Typography.Paragraph>
      </section>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <Link to="/tender-list" className="home-tile" aria-describedby="home-tenders-description">
            <Card hoverable>
              <FileSearchOutlined className="home-tile__icon" aria-hidden />
              <Typography.Title level={2} className="home-tile__title">
                {t('home.tenders')}
              </Typography.Title>
              <Typography.Paragraph id="home-tenders-description" type="secondary">
                {t('home.tendersDescription')}
              </Typography.Paragraph>
            </Card>
          </Link>
        </Col>
        <Col xs={24} md={12}>
          <Link to="/mycompanyprofile" className="home-tile" aria-describedby="home-profile-description">
            <Card hoverable>
              <ShopOutlined className="home-tile__icon" aria-hidden />
              <Typography.Title level={2} className="home-tile__title">
                {t('home.profile')}
              </Typography.Title>
              <Typography.Paragraph id="home-profile-description" type="secondary">
                {t('home.profileDescription')}
              </Typography.Paragraph>
            </Card>
          </Link>
        </Col>
        <Col xs={24}>
          <HomeAttentionPanel />
        </Col>
        <Col xs={24}>
          <HomeDashboard />
        </Col>
        <Col xs={24} md={12}>
          <WorkOrdersHomeTile />
        </Col>
        <Col xs={24} md={12}>
          <Card className="home-help" title={<h2 className="home-help__title">{t('home.helpTitle')}</h2>}>
            <Typography.Paragraph>
              {t('home.help', { email: site?.supportEmail ?? '', phone: site?.supportPhone ?? '' })}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
