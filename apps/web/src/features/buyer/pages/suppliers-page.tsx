import type { BuyerSupplierItem } from '@tender/api-contract';
import { Alert, Input, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardList } from '@/components/card-list';
import { useCardLayout } from '@/hooks/use-media-query';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorText } from '@/lib/api-client';
import { useSupplierSearch } from '../api/search-suppliers';
import { RegistrationsLink } from '../components/registrations-link';
import { SupplierFacts } from '../components/supplier-facts';
import '../components/supplier-record.css';
import '../components/tender.css';
import { useDebounced } from '../hooks/use-debounced';
import { BUYER_HOME, supplierRecordPath } from '../lib/paths';

/**
 * The console's supplier search (/buyer/suppliers, issue 33): the same search as the invite dialog (code,
 * name or service scope), each supplier opening its record. Buyers and approvers.
 */
export function SuppliersPage() {
  const { t } = useTranslation('buyer');
  const cards = useCardLayout();
  const [str, setStr] = useState('');
  const search = useSupplierSearch(useDebounced(str.trim()));
  const rows = search.data ?? [];
  usePageTitle('buyerSuppliers');

  const open = (row: BuyerSupplierItem) => (
    <Link to={supplierRecordPath(row.code)} data-testid="supplier-record-link">
      {row.code} {row.name}
    </Link>
  );
  const facts = (row: BuyerSupplierItem) => <SupplierFacts supplier={row} users={false} />;
  const empty = <span>{t('invite.none')}</span>;
  const columns: TableColumnsType<BuyerSupplierItem> = [
    { key: 'supplier', title: t('suppliers.supplier'), render: (_, row) => open(row), width: '35%' },
    { key: 'facts', title: t('record.facts'), render: (_, row) => facts(row) },
  ];

  return (
    <div className="tp-bt-page" data-testid="suppliers-page">
      <Link to={BUYER_HOME} className="tp-bt-back">
        {t('page.back')}
      </Link>
      <Typography.Title level={1}>{t('record.searchTitle')}</Typography.Title>
      <p className="tp-bt-note">{t('record.searchIntro')}</p>
      <RegistrationsLink />
      <Input.Search
        value={str}
        onChange={(event) => setStr(event.target.value)}
        placeholder={t('invite.search')}
        aria-label={t('invite.search')}
        allowClear
        maxLength={100}
        className="tp-bt-record__search"
      />
      {search.isError ? <Alert type="error" showIcon title={errorText(search.error)} /> : null}
      {cards ? (
        <CardList<BuyerSupplierItem>
          items={rows}
          itemKey={(row) => row.code}
          label={t('invite.results')}
          headingLevel={2}
          title={open}
          body={facts}
          loading={search.isFetching}
          empty={empty}
        />
      ) : (
        <Table<BuyerSupplierItem>
          rowKey="code"
          columns={columns}
          dataSource={rows}
          loading={search.isFetching}
          locale={{ emptyText: empty }}
          pagination={false}
        />
      )}
    </div>
  );
}
