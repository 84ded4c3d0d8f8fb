import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInspectionItem } from '@tender/api-contract';
import { listRequest } from '@/lib/api-client';
import { siteInspectionKeys } from './query-keys';

/** getsiteinspection: the RFQ's site inspections. */
export async function getSiteInspections(rfqnum: string): Promise<SiteInspectionItem[]> {
  const reply = await listRequest({ reqname: 'getsiteinspection', rfqnum });
  return reply.getsiteinspection;
}

export const siteInspectionsQueryOptions = (rfqnum: string) =>
  queryOptions({
    queryKey: siteInspectionKeys.ofRfq(rfqnum),
    queryFn: () => getSiteInspections(rfqnum),
  });

export function useSiteInspections(rfqnum: string, enabled: boolean) {
  return useQuery({ ...siteInspectionsQueryOptions(rfqnum), enabled });
}
