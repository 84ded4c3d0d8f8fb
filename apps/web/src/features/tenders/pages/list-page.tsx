import { lazy, Suspense } from 'react';
import { AntdScope } from '@/components/antd-scope';
import { getSession } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { TenderList } from '../components/tender-list';
import '../components/tenders.css';

// One module per page, so /tenders does not download the detail's editor and dialogs (or the reverse).
// Staff's search is its own chunk too: a supplier's list (a phone's above all) does not carry it.
const StaffTenderSearch = lazy(async () => ({
  default: (await import('../components/staff-tender-search')).StaffTenderSearch,
}));

/** /tenders and /tender-list: suppliers get their list, staff the supplier-code + tender-number search. */
export function TenderListPage() {
  usePageTitle('tenders');
  return getSession()?.issupplier === 1 ? (
    <TenderList />
  ) : (
    // The page is plain (issue 30); staff's search is built with antd.
    <AntdScope>
      <Suspense fallback={null}>
        <StaffTenderSearch />
      </Suspense>
    </AntdScope>
  );
}
