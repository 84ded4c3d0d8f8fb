import type { WorkOrderDetail } from '@tender/api-contract';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import { WorkOrderStatusTag } from './work-order-status-tag';

/** Every field of spec 3 (Work order), dates as YYYY-MM-DD HH:mm:ss in the group's time zone. */
export function WorkOrderFields({ workOrder: wo }: { workOrder: WorkOrderDetail }) {
  const { t } = useTranslation('work-orders');
  const { dateTime: date } = useSiteClock();
  const items: DescriptionsProps['items'] = [
    { key: 'wonum', label: t('fields.wonum'), children: wo.wonum },
    { key: 'status', label: t('fields.status'), children: <WorkOrderStatusTag status={wo.status} /> },
    { key: 'description', label: t('fields.description'), children: wo.description, span: 2 },
    { key: 'locationdesc', label: t('fields.locationdesc'), children: wo.locationdesc },
    { key: 'assetdesc', label: t('fields.assetdesc'), children: wo.assetdesc },
    { key: 'statusdate', label: t('fields.statusdate'), children: date(wo.statusdate) },
    { key: 'lead', label: t('fields.lead'), children: wo.lead },
    { key: 'createdate', label: t('fields.createdate'), children: date(wo.createdate) },
    {
      key: 'createby',
      label: t('fields.createby'),
      children: wo.createby ? t('fields.userId', { id: wo.createby }) : '',
    },
    { key: 'targstartdate', label: t('fields.targstartdate'), children: date(wo.targstartdate) },
    { key: 'targcompdate', label: t('fields.targcompdate'), children: date(wo.targcompdate) },
    { key: 'schedstart', label: t('fields.schedstart'), children: date(wo.schedstart) },
    { key: 'schedfinish', label: t('fields.schedfinish'), children: date(wo.schedfinish) },
    { key: 'actfinish', label: t('fields.actfinish'), children: date(wo.actfinish) },
    {
      key: 'workflowowner',
      label: t('fields.workflowowner'),
      children: wo.workflowowner === '1' ? t('fields.yes') : t('fields.no'),
    },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />;
}
