import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/plain/tag';

// The work order statuses of the maintenance system; an unknown one shows as its code. The tag (antd's look,
// without antd: components/plain/tag) writes its colour as text on a light tint of itself: these are dark
// enough for 4.5:1 (antd's 'processing', 'gold', 'success' and 'error' are not).
const STATUS_COLOUR: Record<string, string> = {
  WAPPR: 'default',
  APPR: '#1d4f91',
  WSCH: '#8b5a2b',
  WMATL: '#8b5a2b',
  INPRG: '#0f5e6b',
  COMP: '#237804',
  CLOSE: 'default',
  CAN: '#a8071a',
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
