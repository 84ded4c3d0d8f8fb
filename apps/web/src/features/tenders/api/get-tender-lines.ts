import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { tenderKeys } from './query-keys';
import type { TenderLineRow } from './tender-types';

interface TenderLinesReply {
  success?: boolean;
  getudztbline: TenderLineRow[];
}

export async function getTenderLines(siteid: string, udztbnum: string): Promise<TenderLineRow[]> {
  const reply = await apiPost<TenderLinesReply>('/util/list', { reqname: 'getudztbline', siteid, udztbnum });
  const lines = reply.getudztbline ?? [];
  return lines.map((line) => ({ ...line, seqno: Number(line.seqno) }));
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
