import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerSuppliersBody, ReplyAt } from '@tender/api-contract';
import { callApi, type Success } from '@/lib/api-client';
import { invalidateRfq } from './invalidate-rfq';

export type BuyerAwardResult = Success<ReplyAt<'/buyer/rfq/award'>>['data'];

/** Awards the chosen submitted suppliers; the other submitted ones lose, the unsubmitted get NORESPONSE. */
export async function awardRfq(body: BuyerSuppliersBody): Promise<BuyerAwardResult> {
  const reply = await callApi('/buyer/rfq/award', body);
  return reply.data;
}

export function useAwardRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: awardRfq,
    onSuccess: (_result, body) => invalidateRfq(queryClient, body.rfqnum),
  });
}
