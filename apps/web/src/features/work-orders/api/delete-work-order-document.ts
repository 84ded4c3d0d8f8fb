import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { workOrderKeys } from './query-keys';

export interface WorkOrderDocumentDelete {
  wonum: string;
  workorderid: number;
  docinfoid: number;
}

/** deleteWorkOrderDoc: removes a document of the work order; workflow owner only. */
export async function deleteWorkOrderDocument(target: WorkOrderDocumentDelete) {
  return apiPost('/workorder/deldoc', { docinfoid: target.docinfoid, ownerid: target.workorderid });
}

export function useDeleteWorkOrderDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkOrderDocument,
    onSuccess: (_reply, target) =>
      queryClient.invalidateQueries({ queryKey: workOrderKeys.detail(target.wonum) }),
  });
}
