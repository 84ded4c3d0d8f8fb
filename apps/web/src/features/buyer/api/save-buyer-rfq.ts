import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerRfqSaveBody, ReplyAt } from '@tender/api-contract';
import { callApi, type Success } from '@/lib/api-client';
import { invalidateRfq } from './invalidate-rfq';

export type BuyerRfqSaved = Success<ReplyAt<'/buyer/rfq/save'>>['data'];

/**
 * Creates an RFQ (no rfqnum), saves a draft, or amends an open RFQ (with `rfq.reason`). `version` is the
 * one read: a stale page is refused with 4000006.
 */
export async function saveBuyerRfq(body: BuyerRfqSaveBody): Promise<BuyerRfqSaved> {
  const reply = await callApi('/buyer/rfq/save', body);
  return reply.data;
}

export function useSaveBuyerRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBuyerRfq,
    onSuccess: (saved) => invalidateRfq(queryClient, saved.rfqnum),
  });
}
