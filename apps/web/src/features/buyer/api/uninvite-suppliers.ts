import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerInviteBody } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { invalidateRfq } from './invalidate-rfq';

/** Takes suppliers off a draft's pick list (a published invitation stays). */
export async function uninviteSuppliers(body: BuyerInviteBody): Promise<void> {
  await callApi('/buyer/rfq/uninvite', body);
}

export function useUninviteSuppliers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uninviteSuppliers,
    onSuccess: (_reply, body) => invalidateRfq(queryClient, body.rfqnum),
  });
}
