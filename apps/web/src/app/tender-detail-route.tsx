import { AntdScope } from '@/components/antd-scope';
import { preloadable } from '@/components/preloadable';
import { getSession } from '@/features/auth/session';
import type { TenderDetailViewProps } from '@/features/tenders/components/quotation-editor';
import { TenderDetailPage } from '@/features/tenders/pages/detail-page';

/**
 * Staff's view of a loaded tender (the staff feature), a chunk of its own: a supplier's detail is plain
 * (issue 30) and downloads neither staff's screens nor antd. Built with antd, so it renders under AntdScope;
 * the route loads both with the page for staff (router.tsx).
 */
export const StaffView = preloadable(async () => (await import('@/features/staff')).StaffTenderDetail);

function StaffTenderDetail(props: TenderDetailViewProps) {
  return (
    <AntdScope>
      <StaffView {...props} />
    </AntdScope>
  );
}

/**
 * /tenderdetail/...: the tenders feature loads the tender; suppliers quote on it, staff get the staff
 * detail (the paper quote of a hard-copy tender, else the quotation read-only). The choice is made here so
 * that neither feature imports the other's screens.
 */
export function TenderDetailRoute() {
  return <TenderDetailPage view={getSession()?.issupplier === 1 ? undefined : StaffTenderDetail} />;
}
