import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrderDetail } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { workOrderKeys } from './query-keys';

export interface WorkOrderDocumentDeleteInput {
  wonum: WorkOrderDetail['wonum'];
  workorderid: WorkOrderDetail['workorderid'];
  docinfoid: number;
}

/** deleteWorkOrderDoc: removes a document of the work order; workflow owner only. */
export async function deleteWorkOrderDocument(target: WorkOrderDocumentDeleteInput) {
  return callApi('/workorder/deldoc', { docinfoid: target.docinfoid, ownerid: target.workorderid });
}

export function useDeleteWorkOrderDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkOrderDocument,
    onSuccess: (_reply, target) =>
      queryClient.invalidateQueries({ queryKey: workOrderKeys.detail(target.wonum) }),
  });
}
