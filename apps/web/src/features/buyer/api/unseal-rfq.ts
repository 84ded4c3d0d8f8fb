import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerUnsealState } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { invalidateRfq } from './invalidate-rfq';

/** One of the two people an opening quorum of two needs unseals the quotations (issue 29). */
export async function unsealRfq(rfqnum: string): Promise<BuyerUnsealState> {
  const reply = await callApi('/buyer/rfq/unseal', { rfqnum });
  return reply.data;
}

export function useUnsealRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsealRfq,
    onSuccess: (_state, rfqnum) => invalidateRfq(queryClient, rfqnum),
  });
}
