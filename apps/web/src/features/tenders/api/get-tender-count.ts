import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { tenderKeys } from './query-keys';

export interface TenderCountParams {
  hrid: string;
  str: string;
  status: string;
}

interface TenderCountReply {
  udztbcount: { totalcount: string | number }[];
}

export async function getTenderCount(params: TenderCountParams): Promise<number> {
  const reply = await apiPost<TenderCountReply>('/util/list', { reqname: 'udztbcount', ...params });
  return Number(reply.udztbcount?.[0]?.totalcount ?? 0);
}

export const tenderCountQueryOptions = (params: TenderCountParams) =>
  queryOptions({ queryKey: tenderKeys.count(params), queryFn: () => getTenderCount(params) });

export function useTenderCount(params: TenderCountParams, enabled = true) {
  return useQuery({ ...tenderCountQueryOptions(params), enabled, placeholderData: (previous) => previous });
}
