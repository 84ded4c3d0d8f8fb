import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRequest } from '@/lib/api-client';
import { tenderKeys } from './query-keys';

export interface TenderCountInput {
  hrid: string;
  str: string;
  status: string;
}

export async function getTenderCount(params: TenderCountInput): Promise<number> {
  const reply = await listRequest({ reqname: 'udztbcount', ...params });
  return reply.udztbcount[0]?.totalcount ?? 0;
}

export const tenderCountQueryOptions = (params: TenderCountInput) =>
  queryOptions({ queryKey: tenderKeys.count(params), queryFn: () => getTenderCount(params) });

export function useTenderCount(params: TenderCountInput, enabled = true) {
  return useQuery({ ...tenderCountQueryOptions(params), enabled, placeholderData: (previous) => previous });
}
