import type { ScopeItem } from '@tender/api-contract';
import { Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { useCardLayout } from '@/hooks/use-media-query';
import { ExpiryTag } from './expiry-tag';
import { ScopeDrawer } from './scope-drawer';

/** Scope Requirement: the service scopes with their certificates (cards on a phone), each with a drawer. */
export function ScopesTab({
  scopes,
  initialOpen = null,
}: {
  scopes: ScopeItem[];
  /** A scope whose drawer opens at once (the home page's certificate link, `?tab=scopes&open=<id>`). */
  initialOpen?: number | null;
}) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState<number | null>(initialOpen);
  const cards = useCardLayout();
  const certificates = (row: ScopeItem) =>
    row.certificates.length === 0 ? (
      t('scopes.none')
    ) : (
      <Space orientation="vertical" size={2}>
        {row.certificates.map((c) => (
          <span key={c.slot} data-testid={`scope-${row.svcscope}-cert-${c.slot}`}>
            <Tag>{c.cert || t('scopes.certificateTitle', { slot: c.slot })}</Tag>
            {c.certexpdate ? <span className="tp-profile-nowrap">{c.certexpdate} </span> : null}
            <ExpiryTag state={c.state} />
          </span>
        ))}
      </Space>
    );
  const columns: TableColumnsType<ScopeItem> = [
    { key: 'svcscope', title: t('scopes.scope'), dataIndex: 'svcscope' },
    { key: 'description', title: t('scopes.description'), dataIndex: 'description' },
    {
      key: 'certificates',
      title: t('scopes.certificates'),
      render: (_, row) => certificates(row),
    },
    {
      key: 'detail',
      title: t('actions.detail'),
      render: (_, row) => (
        <Button
          type="link"
          onClick={() => setOpen(row.svcscopeid)}
          aria-label={`${t('actions.detail')} ${row.svcscope}`}
        >
          {t('actions.detail')}
        </Button>
      ),
    },
  ];
  return (
    <>
      {cards ? (
        <CardList<ScopeItem>
          items={scopes}
          itemKey={(row) => row.svcscopeid}
          label={t('tabs.scopes')}
          title={(row) => (
            <Button type="link" onClick={() => setOpen(row.svcscopeid)}>
              {row.svcscope}
            </Button>
          )}
          body={(row) => row.description}
          fields={[{ key: 'certificates', label: t('scopes.certificates'), render: certificates }]}
          wholeCardOpens
          empty={t('scopes.empty')}
        />
      ) : (
        <Table<ScopeItem>
          rowKey="svcscopeid"
          columns={columns}
          dataSource={scopes}
          pagination={false}
          locale={{ emptyText: t('scopes.empty') }}
        />
      )}
      <ScopeDrawer svcscopeid={open} onClose={() => setOpen(null)} />
    </>
  );
}
