import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeSummary } from '@tender/api-contract';
import { listRequest } from '@/lib/api-client';

/** gethomesummary: what the supplier has to act on. */
export async function getHomeSummary(): Promise<HomeSummary> {
  const reply = await listRequest({ reqname: 'gethomesummary' });
  return reply.gethomesummary[0] ?? { waiting: 0, closingsoon: [], certificates: [], awaitingack: [] };
}

export const homeSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'summary'] as const, queryFn: getHomeSummary, staleTime: 0 });

export function useHomeSummary() {
  return useQuery(homeSummaryQueryOptions());
}
