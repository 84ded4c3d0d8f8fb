import { usePageTitle } from '@/hooks/use-page-title';
import { RfqList } from '../components/rfq-list';
import '../components/buyer.css';

/** /buyer: the console's home, the RFQs of the buyer's site. */
export function RfqListPage() {
  usePageTitle('buyerTenders');
  return <RfqList />;
}
