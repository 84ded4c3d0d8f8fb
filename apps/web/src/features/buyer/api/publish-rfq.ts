import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyAt } from '@tender/api-contract';
import { callApi, type Success } from '@/lib/api-client';
import { invalidateRfq } from './invalidate-rfq';

export type BuyerRfqPublished = Success<ReplyAt<'/buyer/rfq/publish'>>['data'];

/** Publishes a draft: one invitation (status NEW) and one e-mail per invitee. */
export async function publishRfq(rfqnum: string): Promise<BuyerRfqPublished> {
  const reply = await callApi('/buyer/rfq/publish', { rfqnum });
  return reply.data;
}

export function usePublishRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishRfq,
    onSuccess: (_reply, rfqnum) => invalidateRfq(queryClient, rfqnum),
  });
}
