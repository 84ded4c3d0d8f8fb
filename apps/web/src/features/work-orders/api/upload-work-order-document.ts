import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/upload';
import { getSession } from '../../auth/session';
import { workOrderKeys } from './query-keys';

export interface WorkOrderUpload {
  wonum: string;
  workorderid: number;
  file: File;
  description: string;
}

/** upload: one file as a document of the work order (ownertable WO); workflow owner only. */
export async function uploadWorkOrderDocument(upload: WorkOrderUpload) {
  const session = getSession();
  const form = new FormData();
  // Text fields first, so the server knows the owner before the bytes arrive.
  form.set('filename', upload.file.name);
  form.set('filetype', upload.file.name.includes('.') ? (upload.file.name.split('.').pop() ?? '') : '');
  form.set(
    'data',
    JSON.stringify({
      user: session?.loginid ?? '',
      ownerid: upload.workorderid,
      ownertable: 'WO',
      atttype: '',
      description: upload.description,
    }),
  );
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
