import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateRequest } from '@/lib/api-client';
import { tenderDocumentKeys } from './query-keys';

/** deleteudztbfile: removes one of the supplier's documents (the server allows it in WTQUOTE only). */
export async function deleteSupplierDocument(docinfoid: number): Promise<void> {
  await updateRequest({ reqname: 'deleteudztbfile', docinfoid });
}

export function useDeleteSupplierDocument(udztbnum: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplierDocument,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: tenderDocumentKeys.supplierDocuments(udztbnum) }),
  });
}
