import { getSession } from '../auth/session';
import { BiddingCostReport } from './components/bidding-cost-report';
import { StaffTenderSearch } from './components/staff-tender-search';
import { TenderDetail } from './components/tender-detail';
import { TenderList } from './components/tender-list';
import './components/tenders.css';

// Thin pages: the app shell lazy-loads these and the feature's components do the work.

/** /tenders and /tender-list: suppliers get their list, staff the supplier-code + tender-number search. */
export function TenderListPage() {
  return getSession()?.issupplier === 1 ? <TenderList /> : <StaffTenderSearch />;
}

/** /tenderdetail/...: general information, priced lines and the workflow actions. */
export function TenderDetailPage() {
  return <TenderDetail />;
}

/** /report/bidding-cost/:udztbnum, opened by Print in a new tab and rendered without the shell. */
export function TenderPrintPage() {
  return <BiddingCostReport />;
}
