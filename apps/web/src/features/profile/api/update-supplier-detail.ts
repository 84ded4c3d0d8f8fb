import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestAt } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './query-keys';
import { currentSupplierName } from './supplier-name';

/** The editable general information (updateSupplierDetail): every field, as the form holds it. */
export type SupplierDetailInput = Required<Omit<RequestAt<'/supplier/update'>, 'suppliername'>>;

/** updateSupplierDetail; resolves with the server's 'Save successfully' text. */
export async function updateSupplierDetail(changes: SupplierDetailInput): Promise<string> {
  const reply = await callApi('/supplier/update', { suppliername: currentSupplierName(), ...changes });
  return reply.message ?? reply.msg ?? '';
}

export function useUpdateSupplierDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplierDetail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.detail() }),
  });
}
