import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { tenderKeys } from './query-keys';
import type { TenderHeader } from './tender-types';

interface TenderHeaderReply {
  getudztb: TenderHeader[];
}

/** The general information of one invitation; null when the server knows no such tender. */
export async function getTenderHeader(udztbnum: string): Promise<TenderHeader | null> {
  const reply = await apiPost<TenderHeaderReply>('/util/list', { reqname: 'getudztb', udztbnum });
  return reply.getudztb?.[0] ?? null;
}

export const tenderHeaderQueryOptions = (udztbnum: string) =>
  queryOptions({ queryKey: tenderKeys.header(udztbnum), queryFn: () => getTenderHeader(udztbnum) });

export function useTenderHeader(udztbnum: string) {
  return useQuery(tenderHeaderQueryOptions(udztbnum));
}
