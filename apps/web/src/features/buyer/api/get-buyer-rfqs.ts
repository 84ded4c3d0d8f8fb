import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BuyerRfqListBody, ReplyAt } from '@tender/api-contract';
import { callApi, type Success } from '@/lib/api-client';
import { buyerKeys } from './query-keys';

export type BuyerRfqList = Success<ReplyAt<'/buyer/rfq/list'>>['data'];

/** One page of the RFQs of the buyer's site (open first, then drafts, then the rest). */
export async function getBuyerRfqs(params: BuyerRfqListBody, signal?: AbortSignal): Promise<BuyerRfqList> {
  const reply = await callApi('/buyer/rfq/list', params, { signal });
  return reply.data;
}

export const buyerRfqsQueryOptions = (params: BuyerRfqListBody) =>
  queryOptions({
    queryKey: buyerKeys.list(params),
    queryFn: ({ signal }) => getBuyerRfqs(params, signal),
    // Paging or filtering keeps the previous rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export function useBuyerRfqs(params: BuyerRfqListBody) {
  return useQuery(buyerRfqsQueryOptions(params));
}
