import type { QueryClient } from '@tanstack/react-query';
import { buyerKeys } from './query-keys';

/** After a change of one RFQ: its detail and tabulation, and every list page showing its counts. */
export function invalidateRfq(queryClient: QueryClient, rfqnum: string): void {
  void queryClient.invalidateQueries({ queryKey: buyerKeys.rfq(rfqnum) });
  void queryClient.invalidateQueries({ queryKey: buyerKeys.lists() });
}
