import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BuyerRfqDetail } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { buyerKeys } from './query-keys';

/** One RFQ of the buyer's site: fields, lines, attachments, invitations and history (never a price). */
export async function getBuyerRfq(rfqnum: string, signal?: AbortSignal): Promise<BuyerRfqDetail> {
  const reply = await callApi('/buyer/rfq/detail', { rfqnum }, { signal });
  // Reading it is looking at it: the console's counts of what is new start again (issue 35).
  void queryClient.invalidateQueries({ queryKey: buyerKeys.unseen() });
  void queryClient.invalidateQueries({ queryKey: buyerKeys.lists() });
  return reply.data;
}

export const buyerRfqQueryOptions = (rfqnum: string) =>
  queryOptions({
    queryKey: buyerKeys.detail(rfqnum),
    queryFn: ({ signal }) => getBuyerRfq(rfqnum, signal),
  });

/** The detail of `rfqnum`; disabled while rfqnum is '' (a new RFQ). */
export function useBuyerRfq(rfqnum: string) {
  return useQuery({ ...buyerRfqQueryOptions(rfqnum), enabled: rfqnum !== '' });
}
