import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { tenderKeys } from './query-keys';

export interface SubmitWorkflowInput {
  udztbnum: string;
  ownerid: string | number;
  /** One of WORKFLOW_ACTIONS of the domain package. */
  actionid: number;
  commentstojll?: string;
}

interface SubmitWorkflowReply {
  success: boolean;
  status: string;
  message?: string;
}

/** Moves the invitation along its workflow (spec 4.2) and answers the new status. */
export async function submitWorkflow(input: SubmitWorkflowInput): Promise<SubmitWorkflowReply> {
  return apiPost<SubmitWorkflowReply>('/workflow/submitworkflow', {
    assigncode: '',
    ownertable: 'udztb',
    ownerid: input.ownerid,
    actionid: input.actionid,
    commentstojll: input.commentstojll ?? '',
  });
}

export function useSubmitWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWorkflow,
    onSuccess: (_reply, input) => {
      // The status changed: the tender itself and every list page showing it are stale now.
      void queryClient.invalidateQueries({ queryKey: tenderKeys.detail(input.udztbnum) });
      void queryClient.invalidateQueries({ queryKey: tenderKeys.lists() });
    },
  });
}
