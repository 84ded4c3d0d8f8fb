import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { extrasKeys } from './extras-keys';
import type { SiteInspection } from './extras-types';

/** getsiteinspection: the RFQ's site inspections. */
export async function getSiteInspections(rfqnum: string): Promise<SiteInspection[]> {
  const reply = await apiPost<{ getsiteinspection: SiteInspection[] }>('/util/list', {
    reqname: 'getsiteinspection',
    rfqnum,
  });
  return reply.getsiteinspection ?? [];
}

export const siteInspectionsQueryOptions = (rfqnum: string) =>
  queryOptions({ queryKey: extrasKeys.siteInspections(rfqnum), queryFn: () => getSiteInspections(rfqnum) });

export function useSiteInspections(rfqnum: string, enabled: boolean) {
  return useQuery({ ...siteInspectionsQueryOptions(rfqnum), enabled });
}
