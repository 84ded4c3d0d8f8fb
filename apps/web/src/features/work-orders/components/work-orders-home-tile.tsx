import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/plain/card';
import { TOOL } from '@/components/plain/home-icons';
import { Icon } from '@/components/plain/icons';

/**
 * The Work Orders tile of /homepage (suppliers); it follows the markup of the home page's other tiles, and
 * their styles (features/home/home.css, loaded by the home page).
 */
export function WorkOrdersHomeTile() {
  const { t } = useTranslation('work-orders');
  return (
    <Link to="/workorder-list" className="home-tile" aria-describedby="home-work-orders-description">
      <Card hoverable>
        <Icon name={TOOL} className="home-tile__icon" />
        <h2 className="home-tile__title">{t('tile.title')}</h2>
        <p id="home-work-orders-description" className="home-tile__description">
          {t('tile.description')}
        </p>
      </Card>
    </Link>
  );
}
