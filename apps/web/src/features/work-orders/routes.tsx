import { WorkOrderList } from './components/work-order-list';
import './components/work-orders.css';

/** /workorder-list (suppliers): thin page, lazy-loaded by the app router. */
export function WorkOrderListPage() {
  return <WorkOrderList />;
}
