import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TenderListItem } from '@tender/api-contract';
import { listRequest } from '../../../lib/api-client';
import { tenderKeys } from './query-keys';

export interface HardCopyWaitingPage {
  rows: TenderListItem[];
  totalcount: number;
}

/** gethardcopywaiting: the staff user's site's hard-copy tenders still waiting for price input. */
export async function getHardCopyWaiting(page: number): Promise<HardCopyWaitingPage> {
  const reply = await listRequest({ reqname: 'gethardcopywaiting', page });
  return { rows: reply.gethardcopywaiting, totalcount: reply.totalcount };
}

export const hardCopyWaitingQueryOptions = (page: number) =>
  queryOptions({ queryKey: tenderKeys.hardCopyWaiting(page), queryFn: () => getHardCopyWaiting(page) });

export function useHardCopyWaiting(page: number) {
  return useQuery({ ...hardCopyWaitingQueryOptions(page), placeholderData: keepPreviousData });
}
