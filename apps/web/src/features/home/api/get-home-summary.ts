import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export interface ClosingSoonItem {
  udztbnum: string;
  rfqnum: string;
  tenderdesc: string;
  status: string;
  /** ISO 8601. */
  enddate: string;
}

export interface ExpiringItem {
  kind: 'certificate' | 'licence';
  name: string;
  /** YYYY-MM-DD. */
  expiry: string;
  state: 'expired' | 'expiring';
}

export interface HomeSummary {
  waiting: number;
  closingsoon: ClosingSoonItem[];
  certificates: ExpiringItem[];
}

/** gethomesummary: what the supplier has to act on. */
export async function getHomeSummary(): Promise<HomeSummary> {
  const reply = await apiPost<{ gethomesummary: HomeSummary[] }>('/util/list', { reqname: 'gethomesummary' });
  return reply.gethomesummary?.[0] ?? { waiting: 0, closingsoon: [], certificates: [] };
}

export const homeSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'summary'] as const, queryFn: getHomeSummary, staleTime: 0 });

export function useHomeSummary() {
  return useQuery(homeSummaryQueryOptions());
}
