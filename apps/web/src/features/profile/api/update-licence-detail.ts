import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './query-keys';
import { currentSupplierName } from './supplier-name';

export interface LicenceDetailInput {
  licensecertid: number;
  description: string;
  /** YYYY-MM-DD, or '' to clear. */
  expirydate: string;
}

/** updateSupplierlicenseCertDetail; resolves with the 'Save successfully' text. */
export async function updateLicenceDetail(input: LicenceDetailInput): Promise<string> {
  const reply = await callApi('/licensecert/update', { suppliername: currentSupplierName(), ...input });
  return reply.message ?? reply.msg ?? '';
}

export function useUpdateLicenceDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLicenceDetail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all() }),
  });
}
