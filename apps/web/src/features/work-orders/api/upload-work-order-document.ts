import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrderDetail } from '@tender/api-contract';
import { type DocumentUploadInput, uploadDocument } from '@/lib/upload';
import { workOrderKeys } from './query-keys';

export interface WorkOrderUploadInput extends Omit<DocumentUploadInput, 'owner'> {
  wonum: WorkOrderDetail['wonum'];
  workorderid: WorkOrderDetail['workorderid'];
}

/** upload: one file as a document of the work order (ownertable WO); workflow owner only. */
export function uploadWorkOrderDocument({ workorderid, description, file }: WorkOrderUploadInput) {
  return uploadDocument({ owner: { ownerid: workorderid, ownertable: 'WO' }, description, file });
}

export function useUploadWorkOrderDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadWorkOrderDocument,
    onSuccess: (_doc, upload) =>
      queryClient.invalidateQueries({ queryKey: workOrderKeys.detail(upload.wonum) }),
  });
}
