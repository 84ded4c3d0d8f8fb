import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type BidFilter, TENDER_LIST_PAGE_SIZE } from '@tender/domain';
import { listRequest } from '@/lib/api-client';

/** gethomebidlist: one page of the supplier's invitations under a bid filter, and the filter's count. */
export async function getHomeBidList(filter: BidFilter, page: number) {
  const reply = await listRequest({
    reqname: 'gethomebidlist',
    filter,
    page,
    pagesize: TENDER_LIST_PAGE_SIZE,
  });
  return { rows: reply.gethomebidlist, totalcount: reply.totalcount };
}

export const homeBidListQueryOptions = (filter: BidFilter, page: number) =>
  queryOptions({
    queryKey: ['home', 'bids', filter, page] as const,
    queryFn: () => getHomeBidList(filter, page),
    staleTime: 0,
  });

/** The page shown stays while the next one loads, so the list does not jump. */
export function useHomeBidList(filter: BidFilter, page: number) {
  return useQuery({ ...homeBidListQueryOptions(filter, page), placeholderData: keepPreviousData });
}

/** A page of rows with the count of all (the reply's rows under a name of their own). */
export type HomeBidPage = Awaited<ReturnType<typeof getHomeBidList>>;
