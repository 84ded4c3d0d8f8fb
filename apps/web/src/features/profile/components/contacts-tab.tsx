import type { ContactItem } from '@tender/api-contract';
import { Button, Descriptions, Drawer, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { useCardLayout } from '@/hooks/use-media-query';
import { codeLabel } from '@/lib/code-label';

/** Contacts: a read-only list (cards on a phone) with a read-only detail drawer (spec 2.9, 6). */
export function ContactsTab({ contacts }: { contacts: ContactItem[] }) {
  const { t } = useTranslation('profile');
  const [shown, setShown] = useState<ContactItem | null>(null);
  const cards = useCardLayout();
  const columns: TableColumnsType<ContactItem> = [
    { key: 'contact', title: t('contacts.contact'), dataIndex: 'contact' },
    { key: 'position', title: t('contacts.position'), dataIndex: 'position' },
    { key: 'email', title: t('contacts.email'), dataIndex: 'email' },
    { key: 'phone', title: t('contacts.phone'), dataIndex: 'phone' },
    {
      key: 'status',
      title: t('contacts.status'),
      render: (_, row) => codeLabel(t, 'contactStatus', row.status),
    },
    {
      key: 'detail',
      title: t('actions.detail'),
      render: (_, row) => (
        <Button
          type="link"
          onClick={() => setShown(row)}
          aria-label={`${t('actions.detail')} ${row.contact || row.email}`}
        >
          {t('actions.detail')}
        </Button>
      ),
    },
  ];
  const fields: Array<[string, (c: ContactItem) => string]> = [
    ['contacts.contact', (c) => c.contact],
    ['contacts.salutation', (c) => c.salutation],
    ['contacts.position', (c) => c.position],
    ['contacts.phone', (c) => c.phone],
    ['contacts.fax', (c) => c.fax],
    ['contacts.email', (c) => c.email],
    ['contacts.status', (c) => codeLabel(t, 'contactStatus', c.status)],
    ['contacts.emailverified', (c) => (c.emailverified ? t('contacts.yes') : t('contacts.no'))],
  ];
  return (
    <>
      {cards ? (
        <CardList<ContactItem>
          items={contacts}
          itemKey={(row) => row.contactid}
          label={t('tabs.contacts')}
          title={(row) => (
            <Button type="link" onClick={() => setShown(row)}>
              {row.contact || row.email}
            </Button>
          )}
          fields={[
            { key: 'position', label: t('contacts.position'), render: (row) => row.position },
            { key: 'email', label: t('contacts.email'), render: (row) => row.email },
            { key: 'phone', label: t('contacts.phone'), render: (row) => row.phone },
            {
              key: 'status',
              label: t('contacts.status'),
              render: (row) => codeLabel(t, 'contactStatus', row.status),
            },
          ]}
          wholeCardOpens
          empty={t('contacts.empty')}
        />
      ) : (
        <Table<ContactItem>
          rowKey="contactid"
          columns={columns}
          dataSource={contacts}
          pagination={false}
          locale={{ emptyText: t('contacts.empty') }}
        />
      )}
      <Drawer
        open={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? t('contacts.drawerTitle', { name: shown.contact || shown.email }) : ''}
        size="large"
      >
        {shown ? (
          <Descriptions column={1} bordered size="small">
            {fields.map(([label, value]) => (
              <Descriptions.Item key={label} label={t(label)}>
                {value(shown)}
              </Descriptions.Item>
            ))}
          </Descriptions>
        ) : null}
      </Drawer>
    </>
  );
}
