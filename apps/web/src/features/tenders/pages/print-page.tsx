import { usePageTitle } from '@/hooks/use-page-title';
import { BiddingCostReport } from '../components/bidding-cost-report';
import '../components/tenders.css';

/** /report/bidding-cost/:udztbnum, opened by Print in a new tab and rendered without the shell. */
export function TenderPrintPage() {
  usePageTitle('report');
  return <BiddingCostReport />;
}
