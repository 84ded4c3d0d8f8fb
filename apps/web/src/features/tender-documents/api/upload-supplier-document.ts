import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DocumentUploadInput, uploadDocument } from '@/lib/upload';
import type { DocumentsTender } from '../lib/documents-tender';
import { tenderDocumentKeys } from './query-keys';

export interface UploadSupplierDocumentInput extends Omit<DocumentUploadInput, 'owner'> {
  udztbnum: DocumentsTender['udztbnum'];
  udztbid: DocumentsTender['udztbid'];
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
      queryClient.invalidateQueries({ queryKey: tenderDocumentKeys.supplierDocuments(input.udztbnum) }),
  });
}
