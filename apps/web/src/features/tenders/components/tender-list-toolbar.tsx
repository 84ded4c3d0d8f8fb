import { STATUS_FILTER_OPTIONS } from '@tender/domain';
import { Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterKey } from '../lib/list-filter';

interface TenderListToolbarProps {
  search: string;
  statusKey: string;
  onSearch: (text: string) => void;
  onStatus: (key: string) => void;
}

export function TenderListToolbar({ search, statusKey, onSearch, onStatus }: TenderListToolbarProps) {
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
