import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { tenderKeys } from './query-keys';

export interface SiteInfo {
  companyName: string;
  supportEmail: string;
  supportPhone: string;
}

interface SiteInfoReply {
  data: SiteInfo;
}

/** The company heading of the printed report comes from the server's configuration. */
export async function getSiteInfo(): Promise<SiteInfo> {
  const reply = await apiPost<SiteInfoReply>('/common/siteinfo', {});
  return reply.data;
}

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: tenderKeys.siteInfo(),
    queryFn: getSiteInfo,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}
