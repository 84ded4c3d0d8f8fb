import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export interface SiteInfo {
  companyName: string;
  supportEmail: string;
  supportPhone: string;
  idleTimeoutMs: number;
}

/** Spec 9: 30 minutes, used until the server has said otherwise. */
export const DEFAULT_IDLE_TIMEOUT_MS = 1_800_000;

/** Public facts about the operator shown in the header, footer and terms. */
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
