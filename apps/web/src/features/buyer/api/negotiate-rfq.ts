import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerNegotiateBody } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { invalidateRfq } from './invalidate-rfq';

/** A price-negotiation round for submitted suppliers until a new closing date; answers how many. */
export async function negotiateRfq(body: BuyerNegotiateBody): Promise<number> {
  const reply = await callApi('/buyer/rfq/negotiate', body);
  return reply.data.suppliers;
}

export function useNegotiateRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: negotiateRfq,
    onSuccess: (_count, body) => invalidateRfq(queryClient, body.rfqnum),
  });
}
