import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerInviteBody } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { invalidateRfq } from './invalidate-rfq';

/** Invites suppliers by code: a draft's pick list, or invitations made and mailed on an open RFQ. */
export async function inviteSuppliers(body: BuyerInviteBody): Promise<number> {
  const reply = await callApi('/buyer/rfq/invite', body);
  return reply.data.invited;
}

export function useInviteSuppliers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteSuppliers,
    onSuccess: (_invited, body) => invalidateRfq(queryClient, body.rfqnum),
  });
}
