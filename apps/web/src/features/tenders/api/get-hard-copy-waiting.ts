import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listRequest } from '@/lib/api-client';
import { tenderKeys } from './query-keys';

/** gethardcopywaiting: the staff user's site's hard-copy tenders still waiting for price input. */
export async function getHardCopyWaiting(page: number) {
  const reply = await listRequest({ reqname: 'gethardcopywaiting', page });
  return { rows: reply.gethardcopywaiting, totalcount: reply.totalcount };
}

export const hardCopyWaitingQueryOptions = (page: number) =>
  queryOptions({ queryKey: tenderKeys.hardCopyWaiting(page), queryFn: () => getHardCopyWaiting(page) });

export function useHardCopyWaiting(page: number) {
  return useQuery({ ...hardCopyWaitingQueryOptions(page), placeholderData: keepPreviousData });
}

/** A page of rows with the count of all (the reply's rows under a name of their own). */
export type HardCopyWaitingPage = Awaited<ReturnType<typeof getHardCopyWaiting>>;
