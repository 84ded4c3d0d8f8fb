import type { SiteInspectionItem } from '@tender/api-contract';
import { Alert, Button, Modal, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import { useSiteInspections } from '../api/get-site-inspections';

interface SiteInspectionDialogProps {
  open: boolean;
  rfqnum: string;
  onClose(): void;
}

/** The RFQ's site inspections with the columns of spec 2.8. */
export function SiteInspectionDialog({ open, rfqnum, onClose }: SiteInspectionDialogProps) {
  const { t } = useTranslation('site-inspections');
  const clock = useSiteClock();
  const inspections = useSiteInspections(rfqnum, open);

  const columns: TableColumnsType<SiteInspectionItem> = [
    { key: 'buildingcode', title: t('site.buildingCode'), dataIndex: 'buildingcode' },
    { key: 'buildingname', title: t('site.building'), dataIndex: 'buildingname' },
    { key: 'contact', title: t('site.contact'), dataIndex: 'contact' },
    { key: 'email', title: t('site.email'), dataIndex: 'email' },
    { key: 'phone', title: t('site.phone'), dataIndex: 'phone' },
    { key: 'arrangement', title: t('site.arrangementDetails'), dataIndex: 'arrangementdetalis' },
    {
      key: 'replydate',
      title: t('site.inspectionDate'),
      render: (_, row) => (row.replydate ? clock.dateTime(row.replydate) : ''),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('site.title')}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {inspections.error ? <Alert type="error" showIcon title={errorText(inspections.error)} /> : null}
      <Table<SiteInspectionItem>
        rowKey="buildingcode"
        size="small"
        columns={columns}
        dataSource={inspections.data ?? []}
        loading={inspections.isFetching && !inspections.data}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('site.empty') }}
      />
    </Modal>
  );
}
