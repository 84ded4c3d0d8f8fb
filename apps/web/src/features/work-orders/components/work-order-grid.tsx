import type { WorkOrderListItem } from '@tender/api-contract';
import { Table, type TableProps } from 'antd';

/**
 * The work orders as a table (992 px and wider). Its own module, loaded only where it shows: antd's Table is
 * the largest part of the list's code, and a phone, which shows cards, never needs it (docs/performance.md).
 */
export function WorkOrderGrid(props: TableProps<WorkOrderListItem>) {
  return <Table<WorkOrderListItem> {...props} />;
}
