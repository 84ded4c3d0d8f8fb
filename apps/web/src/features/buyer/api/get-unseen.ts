import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { buyerKeys } from './query-keys';

/** What the suppliers did on the site's tenders since the caller last opened each (issue 35). */
export async function getUnseen(signal?: AbortSignal): Promise<{ unseen: number; rfqs: number }> {
  const reply = await callApi('/buyer/rfq/unseen', {}, { signal });
  return reply.data;
}

/** The console's count for the header; pass enabled false for someone outside procurement. */
export function useUnseen(enabled = true) {
  return useQuery({
    queryKey: buyerKeys.unseen(),
    queryFn: ({ signal }) => getUnseen(signal),
    enabled,
    // The header's count follows the suppliers' actions without a reload.
    refetchInterval: 60_000,
  });
}
