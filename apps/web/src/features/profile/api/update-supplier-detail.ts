import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { SupplierChanges } from './profile-types';
import { profileKeys } from './query-keys';
import { currentSupplierName } from './supplier-name';

/** updateSupplierDetail; resolves with the server's 'Save successfully' text. */
export async function updateSupplierDetail(changes: SupplierChanges): Promise<string> {
  const reply = await apiPost('/supplier/update', { suppliername: currentSupplierName(), ...changes });
  return reply.message ?? reply.msg ?? '';
}

export function useUpdateSupplierDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplierDetail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.detail() }),
  });
}
