import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tabulation } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { buyerKeys } from './query-keys';

/** After closing: every submitted quotation line by line (before closing the server refuses, 5600007). */
export async function getTabulation(rfqnum: string, signal?: AbortSignal): Promise<Tabulation> {
  const reply = await callApi('/buyer/rfq/tabulation', { rfqnum }, { signal });
  return reply.data;
}

export const tabulationQueryOptions = (rfqnum: string) =>
  queryOptions({
    queryKey: buyerKeys.tabulation(rfqnum),
    queryFn: ({ signal }) => getTabulation(rfqnum, signal),
  });

/** The tabulation of `rfqnum`; pass enabled false before the RFQ has closed. */
export function useTabulation(rfqnum: string, enabled = true) {
  return useQuery({ ...tabulationQueryOptions(rfqnum), enabled: enabled && rfqnum !== '' });
}
