import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerAwardBody, ReplyAt } from '@tender/api-contract';
import { callApi, type Success } from '@/lib/api-client';
import { invalidateRfq } from './invalidate-rfq';
import { buyerKeys } from './query-keys';

export type BuyerAwardResult = Success<ReplyAt<'/buyer/rfq/award'>>['data'];

/**
 * Awards the tender, split by line, with a justification: the suppliers with lines win, the other submitted
 * ones lose, the unsubmitted get NORESPONSE. At or above the site's threshold it only waits for approval.
 */
export async function awardRfq(body: BuyerAwardBody): Promise<BuyerAwardResult> {
  const reply = await callApi('/buyer/rfq/award', body);
  return reply.data;
}

export function useAwardRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: awardRfq,
    onSuccess: (_result, body) => {
      invalidateRfq(queryClient, body.rfqnum);
      void queryClient.invalidateQueries({ queryKey: buyerKeys.approvals() });
    },
  });
}
