import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { buyerKeys } from './query-keys';

export interface DeleteRfqDocumentInput {
  rfqnum: string;
  documentid: number;
}

/** Removes one attachment of an RFQ (/common/deldoc). */
export async function deleteRfqDocument({ documentid }: DeleteRfqDocumentInput): Promise<void> {
  await callApi('/common/deldoc', { docinfoid: documentid });
}

export function useDeleteRfqDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRfqDocument,
    onSuccess: (_reply, input) => {
      void queryClient.invalidateQueries({ queryKey: buyerKeys.rfq(input.rfqnum) });
    },
  });
}
