import type { LicenceItem } from '@tender/api-contract';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { useCardLayout } from '@/hooks/use-media-query';
import { ExpiryTag } from './expiry-tag';
import { LicenceDrawer } from './licence-drawer';

/** BR & CI: business registration and incorporation items (cards on a phone), each with a drawer. */
export function LicencesTab({
  licences,
  initialOpen = null,
}: {
  licences: LicenceItem[];
  /** A licence whose drawer opens at once (the home page's link, `?tab=licences&open=<id>`). */
  initialOpen?: number | null;
}) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState<number | null>(initialOpen);
  const cards = useCardLayout();
  const expiry = (row: LicenceItem) => (
    <span data-testid={`licence-${row.certkey}-expiry`}>
      <span className="tp-profile-nowrap">{row.expirydate} </span>
      <ExpiryTag state={row.state} />
    </span>
  );
  const columns: TableColumnsType<LicenceItem> = [
    { key: 'certkey', title: t('licences.certkey'), dataIndex: 'certkey' },
    { key: 'description', title: t('licences.description'), dataIndex: 'description' },
    {
      key: 'expirydate',
      title: t('licences.expirydate'),
      render: (_, row) => expiry(row),
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
      {cards ? (
        <CardList<LicenceItem>
          items={licences}
          itemKey={(row) => row.licensecertid}
          label={t('tabs.licences')}
          title={(row) => (
            <Button type="link" onClick={() => setOpen(row.licensecertid)}>
              {row.certkey}
            </Button>
          )}
          body={(row) => row.description}
          fields={[
            {
              key: 'expirydate',
              label: t('licences.expirydate'),
              render: (row) => (row.expirydate ? expiry(row) : null),
            },
          ]}
          wholeCardOpens
          empty={t('licences.empty')}
        />
      ) : (
        <Table<LicenceItem>
          rowKey="licensecertid"
          columns={columns}
          dataSource={licences}
          pagination={false}
          locale={{ emptyText: t('licences.empty') }}
        />
      )}
      <LicenceDrawer licensecertid={open} onClose={() => setOpen(null)} />
    </>
  );
}
