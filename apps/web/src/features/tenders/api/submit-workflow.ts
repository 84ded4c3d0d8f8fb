import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyAt } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import type { QuotationLine } from '../lib/quotation-payload';
import { tenderKeys } from './query-keys';

export interface SubmitWorkflowInput {
  udztbnum: string;
  ownerid: number;
  /** One of WORKFLOW_ACTIONS of the domain package. */
  actionid: number;
  commentstojll?: string;
  /** The quotation version the page shows: a submission from a stale page is refused (4000006). */
  version?: number;
  /** A decline saves the lines with its reason (spec 4.2). */
  updateudztbline?: QuotationLine[];
}

/** Moves the invitation along its workflow (spec 4.2) and answers the new status (and a submit's receipt). */
export async function submitWorkflow(
  input: SubmitWorkflowInput,
): Promise<ReplyAt<'/workflow/submitworkflow'>> {
  return callApi('/workflow/submitworkflow', {
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
