import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadData, WorkOrderDetail } from '@tender/api-contract';
import { apiUpload } from '@/lib/upload';
import { getSession } from '../../auth/session';
import { workOrderKeys } from './query-keys';

export interface WorkOrderUploadInput {
  wonum: WorkOrderDetail['wonum'];
  workorderid: WorkOrderDetail['workorderid'];
  file: File;
  description: string;
}

/** upload: one file as a document of the work order (ownertable WO); workflow owner only. */
export async function uploadWorkOrderDocument(upload: WorkOrderUploadInput) {
  const session = getSession();
  const data: UploadData = {
    user: session?.loginid ?? '',
    ownerid: upload.workorderid,
    ownertable: 'WO',
    atttype: '',
    description: upload.description,
  };
  const form = new FormData();
  // Text fields first, so the server knows the owner before the bytes arrive.
  form.set('filename', upload.file.name);
  form.set('filetype', upload.file.name.includes('.') ? (upload.file.name.split('.').pop() ?? '') : '');
  form.set('data', JSON.stringify(data));
  form.set('file', upload.file, upload.file.name);
  return apiUpload('/common/upload', form, session?.token ?? null);
}

export function useUploadWorkOrderDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadWorkOrderDocument,
    onSuccess: (_reply, upload) =>
      queryClient.invalidateQueries({ queryKey: workOrderKeys.detail(upload.wonum) }),
  });
}
