import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// The work order statuses of the maintenance system; an unknown one shows as its code.
const STATUS_COLOUR: Record<string, string> = {
  WAPPR: 'default',
  APPR: 'blue',
  WSCH: 'gold',
  WMATL: 'gold',
  INPRG: 'processing',
  COMP: 'success',
  CLOSE: 'default',
  CAN: 'error',
};

export function WorkOrderStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('work-orders');
  const known = status in STATUS_COLOUR;
  return (
    <Tag color={STATUS_COLOUR[status] ?? 'default'} className="tp-wo-status" title={status}>
      {known ? t(`status.${status}`) : status}
    </Tag>
  );
}
