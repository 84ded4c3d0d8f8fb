import { useQuery } from '@tanstack/react-query';
import type { BuyerApprovalRow } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { buyerKeys } from './query-keys';

/** The awards of the site waiting for approval, oldest first (issue 29). */
export async function getApprovals(signal?: AbortSignal): Promise<BuyerApprovalRow[]> {
  const reply = await callApi('/buyer/approval/list', {}, { signal });
  return reply.data.list;
}

/** The approvals waiting; pass enabled false for someone who is not an approver. */
export function useApprovals(enabled = true) {
  return useQuery({
    queryKey: buyerKeys.approvals(),
    queryFn: ({ signal }) => getApprovals(signal),
    enabled,
    // The header's count follows other approvers' decisions without a reload.
    refetchInterval: 60_000,
  });
}
