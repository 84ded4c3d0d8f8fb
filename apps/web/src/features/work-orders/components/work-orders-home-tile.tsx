import { ToolOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The Work Orders tile of /homepage (suppliers); it follows the markup of the home page's other tiles. */
export function WorkOrdersHomeTile() {
  const { t } = useTranslation('work-orders');
  return (
    <Link to="/workorder-list" className="home-tile" aria-describedby="home-work-orders-description">
      <Card hoverable>
        <ToolOutlined className="home-tile__icon" aria-hidden />
        <Typography.Title level={2} className="home-tile__title">
          {t('tile.title')}
        </Typography.Title>
        <Typography.Paragraph id="home-work-orders-description" type="secondary">
          {t('tile.description')}
        </Typography.Paragraph>
      </Card>
    </Link>
  );
}
