import { usePageTitle } from '@/hooks/use-page-title';
import { WorkOrderList } from '../components/work-order-list';
import '../components/work-orders.css';

/** /workorder-list (suppliers): thin page, lazy-loaded by the app router. */
export function WorkOrderListPage() {
  usePageTitle('workOrders');
  return <WorkOrderList />;
}
