import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerApproveBody } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { invalidateRfq } from './invalidate-rfq';
import { buyerKeys } from './query-keys';

/** An approver, not the proposer, approves or rejects a proposed award (issue 29). */
export async function approveAward(body: BuyerApproveBody) {
  const reply = await callApi('/buyer/rfq/approve', body);
  return reply.data;
}

export function useApproveAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAward,
    onSuccess: (_result, body) => {
      invalidateRfq(queryClient, body.rfqnum);
      void queryClient.invalidateQueries({ queryKey: buyerKeys.approvals() });
    },
  });
}
