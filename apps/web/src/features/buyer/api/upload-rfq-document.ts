import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadedDocument } from '@tender/api-contract';
import { uploadDocument } from '@/lib/upload';
import { buyerKeys } from './query-keys';

export interface UploadRfqDocumentInput {
  rfqnum: string;
  /** The RFQ's id (the detail's rfqid): the owner of its attachments. */
  rfqid: number;
  file: File;
}

/** Attaches a file to an RFQ (/common/upload, ownertable RFQ), while it is a draft or open. */
export async function uploadRfqDocument({ rfqid, file }: UploadRfqDocumentInput): Promise<UploadedDocument> {
  return uploadDocument({ owner: { ownerid: rfqid, ownertable: 'RFQ' }, description: '', file });
}

export function useUploadRfqDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRfqDocument,
    onSuccess: (_document, input) => {
      void queryClient.invalidateQueries({ queryKey: buyerKeys.rfq(input.rfqnum) });
    },
  });
}
