import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerCancelBody } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { invalidateRfq } from './invalidate-rfq';

/** Cancels an RFQ with its reason; every invitation is cancelled and its supplier e-mailed. */
export async function cancelRfq(body: BuyerCancelBody): Promise<void> {
  await callApi('/buyer/rfq/cancel', body);
}

export function useCancelRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRfq,
    onSuccess: (_reply, body) => invalidateRfq(queryClient, body.rfqnum),
  });
}
