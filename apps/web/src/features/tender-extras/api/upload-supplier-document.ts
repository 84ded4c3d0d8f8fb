import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DocumentUploadInput, uploadDocument } from '@/lib/upload';
import type { ExtrasTender } from '../lib/extras-tender';
import { extrasKeys } from './extras-keys';

export interface UploadSupplierDocumentInput extends Omit<DocumentUploadInput, 'owner'> {
  udztbnum: ExtrasTender['udztbnum'];
  udztbid: ExtrasTender['udztbid'];
}

/** upload with ownertable UDZTB: one file of the supplier for the invitation. */
export function uploadSupplierDocument({ udztbid, description, file }: UploadSupplierDocumentInput) {
  return uploadDocument({ owner: { ownerid: udztbid, ownertable: 'UDZTB' }, description, file });
}

export function useUploadSupplierDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSupplierDocument,
    onSuccess: (_doc, input) =>
      queryClient.invalidateQueries({ queryKey: extrasKeys.supplierDocuments(input.udztbnum) }),
  });
}
