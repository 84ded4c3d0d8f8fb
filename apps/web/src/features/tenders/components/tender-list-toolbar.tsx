import { STATUS_FILTER_OPTIONS, TENDER_LIST_ORDERS, type TenderListOrder } from '@tender/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/plain/search-input';
import { Select } from '@/components/plain/select';
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

const isOrder = (value: string): value is TenderListOrder =>
  (TENDER_LIST_ORDERS as readonly string[]).includes(value);

/**
 * The status filter, the order and the search above the supplier's tenders, without antd at every width
 * (components/plain): the browser's own selects, drawn like antd's, and a search box with its button.
 */
export function TenderListToolbar(props: TenderListToolbarProps) {
  const { search, statusKey, order, onSearch, onStatus, onOrder } = props;
  const { t } = useTranslation('tenders');
  const [text, setText] = useState(search);

  return (
    <div className="tp-list-toolbar">
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
      <Select
        className="tp-order-select"
        value={order}
        aria-label={t('list.orderLabel')}
        options={TENDER_LIST_ORDERS.map((value) => ({ value, label: t(`list.order.${value}`) }))}
        onChange={(value) => {
          if (isOrder(value)) onOrder(value);
        }}
      />
      <SearchInput
        className="tp-list-search"
        value={text}
        aria-label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        enterButton={t('list.search')}
        onChange={setText}
        onSearch={(value) => onSearch(value.trim())}
      />
    </div>
  );
}
