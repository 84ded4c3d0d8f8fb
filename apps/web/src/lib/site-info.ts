import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';

/** Public facts about the operator: header, footer, terms, the report heading, time zone and currency. */
export type { SiteInfo };

export async function getSiteInfo(): Promise<SiteInfo> {
  const reply = await callApi('/common/siteinfo', {});
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
