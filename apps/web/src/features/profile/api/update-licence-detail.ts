import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { profileKeys } from './query-keys';
import { currentSupplierName } from './supplier-name';

/** updateSupplierlicenseCertDetail; resolves with the 'Save successfully' text. */
export async function updateLicenceDetail(input: {
  licensecertid: number;
  description: string;
  /** YYYY-MM-DD, or '' to clear. */
  expirydate: string;
}): Promise<string> {
  const reply = await apiPost('/licensecert/update', { suppliername: currentSupplierName(), ...input });
  return reply.message ?? reply.msg ?? '';
}

export function useUpdateLicenceDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLicenceDetail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all() }),
  });
}
