import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORKFLOW_ACTIONS } from '@tender/domain';
import { tenderKeys } from '@/features/tenders';
import { callApi } from '@/lib/api-client';

export interface HardCopyDeclineInput {
  udztbnum: string;
  udztbid: number;
  status: string;
  reason: string;
}

/**
 * The hard-copy handler of spec 4.4: records a supplier's paper decline. The action follows the status
 * as for a supplier (9 after acceptance, else 8); the server decides by the status either way.
 */
export async function declineHardCopy(request: HardCopyDeclineInput) {
  return callApi('/workflow/submitworkflow', {
    assigncode: '',
    ownertable: 'udztb',
    ownerid: request.udztbid,
    actionid: request.status === 'WTQUOTE' ? WORKFLOW_ACTIONS.DECLINE_AFTER_ACCEPT : WORKFLOW_ACTIONS.DECLINE,
    commentstojll: request.reason,
  });
}

export function useDeclineHardCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineHardCopy,
    onSuccess: (_reply, request) => {
      void queryClient.invalidateQueries({ queryKey: tenderKeys.detail(request.udztbnum) });
      // ['tenders', 'staff'] is the prefix of every tenderKeys.staffSearch key.
      void queryClient.invalidateQueries({ queryKey: ['tenders', 'staff'] });
    },
  });
}
