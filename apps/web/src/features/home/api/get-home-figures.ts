import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeFigures } from '@tender/api-contract';
import { listRequest } from '@/lib/api-client';

/** gethomefigures: the supplier's total tenders, bids, no bids, winning and losing bids. */
export async function getHomeFigures(): Promise<HomeFigures> {
  const reply = await listRequest({ reqname: 'gethomefigures' });
  return reply.gethomefigures[0] ?? { tenders: 0, bids: 0, nobids: 0, wins: 0, losses: 0 };
}

export const homeFiguresQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'figures'] as const, queryFn: getHomeFigures, staleTime: 0 });

export function useHomeFigures() {
  return useQuery(homeFiguresQueryOptions());
}
