import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenderLine } from '@tender/api-contract';
import { listRequest } from '@/lib/api-client';
import { tenderKeys } from './query-keys';

export async function getTenderLines(siteid: string, udztbnum: string): Promise<TenderLine[]> {
  const reply = await listRequest({ reqname: 'getudztbline', siteid, udztbnum });
  return reply.getudztbline;
}

export const tenderLinesQueryOptions = (siteid: string, udztbnum: string) =>
  queryOptions({
    queryKey: tenderKeys.lines(udztbnum),
    queryFn: () => getTenderLines(siteid, udztbnum),
    // Lines are edited locally; a background refetch must not overwrite what the supplier is typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useTenderLines(siteid: string, udztbnum: string) {
  return useQuery(tenderLinesQueryOptions(siteid, udztbnum));
}
