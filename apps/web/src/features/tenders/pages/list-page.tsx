import { usePageTitle } from '@/hooks/use-page-title';
import { getSession } from '../../auth';
import { StaffTenderSearch } from '../components/staff-tender-search';
import { TenderList } from '../components/tender-list';
import '../components/tenders.css';

// One module per page, so /tenders does not download the detail's editor and dialogs (or the reverse).

/** /tenders and /tender-list: suppliers get their list, staff the supplier-code + tender-number search. */
export function TenderListPage() {
  usePageTitle('tenders');
  return getSession()?.issupplier === 1 ? <TenderList /> : <StaffTenderSearch />;
}
