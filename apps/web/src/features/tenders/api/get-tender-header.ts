import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenderHeader } from '@tender/api-contract';
import { listRequest } from '@/lib/api-client';
import { tenderKeys } from './query-keys';

/** The general information of one invitation; null when the server answered no header. */
export async function getTenderHeader(udztbnum: string): Promise<TenderHeader | null> {
  const reply = await listRequest({ reqname: 'getudztb', udztbnum });
  // With a udztbnum getudztb answers a list of one header (list rows carry no closing details).
  const [row] = reply.getudztb;
  return row !== undefined && 'closingdate' in row ? row : null;
}

export const tenderHeaderQueryOptions = (udztbnum: string) =>
  queryOptions({ queryKey: tenderKeys.header(udztbnum), queryFn: () => getTenderHeader(udztbnum) });

export function useTenderHeader(udztbnum: string) {
  return useQuery(tenderHeaderQueryOptions(udztbnum));
}
