import { getSession } from '@/features/auth/session';
import { StaffTenderDetail } from '@/features/staff';
import { TenderDetailPage } from '@/features/tenders/pages/detail-page';

/**
 * /tenderdetail/...: the tenders feature loads the tender; suppliers quote on it, staff get the staff
 * detail (the paper quote of a hard-copy tender, else the quotation read-only). The choice is made here so
 * that neither feature imports the other's screens.
 */
export function TenderDetailRoute() {
  return <TenderDetailPage view={getSession()?.issupplier === 1 ? undefined : StaffTenderDetail} />;
}
