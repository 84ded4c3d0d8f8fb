import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrderDetail } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { workOrderKeys } from './query-keys';

/** Spec 4.2: the one workflow action a supplier takes on a work order (report the work done). */
const WORK_ORDER_SUBMIT_ACTION = 1;

export interface WorkOrderWorkflowInput {
  wonum: WorkOrderDetail['wonum'];
  workorderid: WorkOrderDetail['workorderid'];
}

/** submitWorkflow with ownertable WO; answers the new status. */
export async function submitWorkOrderWorkflow(workOrder: WorkOrderWorkflowInput) {
  return callApi('/workflow/submitworkflow', {
    assigncode: '',
    ownertable: 'WO',
    ownerid: workOrder.workorderid,
    actionid: WORK_ORDER_SUBMIT_ACTION,
    commentstojll: '',
  });
}

export function useSubmitWorkOrderWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWorkOrderWorkflow,
    // Status and workflow owner changed: the detail and every list page showing the row are stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workOrderKeys.all() }),
  });
}
