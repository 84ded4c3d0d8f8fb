import type { LicenceItem } from '@tender/api-contract';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpiryTag } from './expiry-tag';
import { LicenceDrawer } from './licence-drawer';

/** BR & CI: business registration and incorporation items, each opening a detail drawer. */
export function LicencesTab({ licences }: { licences: LicenceItem[] }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState<number | null>(null);
  const columns: TableColumnsType<LicenceItem> = [
    { key: 'certkey', title: t('licences.certkey'), dataIndex: 'certkey' },
    { key: 'description', title: t('licences.description'), dataIndex: 'description' },
    {
      key: 'expirydate',
      title: t('licences.expirydate'),
      render: (_, row) => (
        <span data-testid={`licence-${row.certkey}-expiry`}>
          <span className="tp-profile-nowrap">{row.expirydate} </span>
          <ExpiryTag state={row.state} />
        </span>
      ),
    },
    {
      key: 'detail',
      title: t('actions.detail'),
      render: (_, row) => (
        <Button
          type="link"
          onClick={() => setOpen(row.licensecertid)}
          aria-label={`${t('actions.detail')} ${row.certkey}`}
        >
          {t('actions.detail')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Table<LicenceItem>
        rowKey="licensecertid"
        columns={columns}
        dataSource={licences}
        pagination={false}
        locale={{ emptyText: t('licences.empty') }}
      />
      <LicenceDrawer licensecertid={open} onClose={() => setOpen(null)} />
    </>
  );
}
