import type { TenderListItem } from '@tender/api-contract';
import { Table, type TableProps } from 'antd';

/**
 * The tender list as a table (992 px and wider). Its own module, loaded only where it shows: antd's Table
 * (with the tree its column filters use) is the largest part of the list's code, and a phone, which shows
 * cards, never needs it (docs/performance.md).
 */
export function TenderTable(props: TableProps<TenderListItem>) {
  return <Table<TenderListItem> {...props} />;
}
