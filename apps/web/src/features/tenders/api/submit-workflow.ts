import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { tenderKeys } from './query-keys';
import type { QuotationLine } from './tender-types';

export interface SubmitWorkflowInput {
  udztbnum: string;
  ownerid: string | number;
  /** One of WORKFLOW_ACTIONS of the domain package. */
  actionid: number;
  commentstojll?: string;
  /** The quotation version the page shows: a submission from a stale page is refused (4000006). */
  version?: number;
  /** A decline saves the lines with its reason (spec 4.2). */
  updateudztbline?: QuotationLine[];
}

/** The receipt of a submission (action 4), made by the server. */
export interface SubmissionReceipt {
  submissionref: string;
  submittedat: string;
}

export interface SubmitWorkflowReply {
  success: boolean;
  status: string;
  message?: string;
  data?: Partial<SubmissionReceipt>;
}

/** Moves the invitation along its workflow (spec 4.2) and answers the new status. */
export async function submitWorkflow(input: SubmitWorkflowInput): Promise<SubmitWorkflowReply> {
  return apiPost<SubmitWorkflowReply>('/workflow/submitworkflow', {
    assigncode: '',
    ownertable: 'udztb',
    ownerid: input.ownerid,
    actionid: input.actionid,
    commentstojll: input.commentstojll ?? '',
    ...(input.version === undefined ? {} : { version: input.version }),
    ...(input.updateudztbline ? { updateudztbline: input.updateudztbline } : {}),
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
