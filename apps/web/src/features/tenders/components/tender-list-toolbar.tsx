import { STATUS_FILTER_OPTIONS, TENDER_LIST_ORDERS, type TenderListOrder } from '@tender/domain';
import { Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterKey } from '../lib/list-filter';

interface TenderListToolbarProps {
  search: string;
  statusKey: string;
  /** By closing date, either way (kept in the URL like the filter). */
  order: TenderListOrder;
  onSearch: (text: string) => void;
  onStatus: (key: string) => void;
  onOrder: (order: TenderListOrder) => void;
}

export function TenderListToolbar(props: TenderListToolbarProps) {
  const { search, statusKey, order, onSearch, onStatus, onOrder } = props;
  const { t } = useTranslation('tenders');
  const [text, setText] = useState(search);

  return (
    <Space wrap className="tp-list-toolbar">
      <Select
        className="tp-status-filter"
        value={statusKey}
        aria-label={t('list.statusFilter')}
        options={STATUS_FILTER_OPTIONS.map((option) => ({
          value: filterKey(option),
          label: t(option.labelKey),
        }))}
        onChange={onStatus}
      />
      <Select<TenderListOrder>
        className="tp-order-select"
        value={order}
        aria-label={t('list.orderLabel')}
        options={TENDER_LIST_ORDERS.map((value) => ({ value, label: t(`list.order.${value}`) }))}
        onChange={onOrder}
      />
      <Input.Search
        className="tp-list-search"
        value={text}
        allowClear
        aria-label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        enterButton={t('list.search')}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onSearch(value.trim())}
      />
    </Space>
  );
}
