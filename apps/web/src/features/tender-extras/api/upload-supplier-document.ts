import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadData, UploadedDocument } from '@tender/api-contract';
import { apiUpload } from '@/lib/upload';
import { getSession } from '../../auth/session';
import type { ExtrasTender } from '../lib/extras-tender';
import { extrasKeys } from './extras-keys';

export interface UploadSupplierDocumentInput {
  udztbnum: ExtrasTender['udztbnum'];
  udztbid: ExtrasTender['udztbid'];
  description: string;
  file: File;
}

/**
 * upload with ownertable UDZTB: one file for the invitation. The text fields go before the file so the
 * server knows the owner before the bytes arrive.
 */
export async function uploadSupplierDocument(input: UploadSupplierDocumentInput): Promise<UploadedDocument> {
  const session = getSession();
  const data: UploadData = {
    user: session?.loginid ?? '',
    ownerid: input.udztbid,
    ownertable: 'UDZTB',
    atttype: '',
    description: input.description,
  };
  const form = new FormData();
  form.set('filename', input.file.name);
  form.set('filetype', input.file.name.includes('.') ? (input.file.name.split('.').pop() ?? '') : '');
  form.set('data', JSON.stringify(data));
  form.set('file', input.file, input.file.name);
  const reply = await apiUpload('/common/upload', form, session?.token ?? null);
  return reply.data;
}

export function useUploadSupplierDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSupplierDocument,
    onSuccess: (_doc, input) =>
      queryClient.invalidateQueries({ queryKey: extrasKeys.supplierDocuments(input.udztbnum) }),
  });
}
