import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** Public facts about the operator: header, footer, terms, the report heading, time zone and currency. */
export interface SiteInfo {
  companyName: string;
  supportEmail: string;
  supportPhone: string;
  idleTimeoutMs: number;
  /** IANA zone every date-time is shown in, whatever the browser's zone (e.g. Asia/Hong_Kong). */
  timeZone?: string;
  /** The zone's short label shown after a time (e.g. HKT). */
  timeZoneLabel?: string;
  /** Currency of amounts when a tender does not name its own (e.g. HKD). */
  currency?: string;
}

export async function getSiteInfo(): Promise<SiteInfo> {
  const reply = await apiPost<{ data: SiteInfo }>('/common/siteinfo', {});
  return reply.data;
}

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['common', 'siteinfo'],
    queryFn: getSiteInfo,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}
