import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { profileKeys } from './query-keys';
import { currentSupplierName } from './supplier-name';

export interface CertificateChange {
  slot: number;
  cert?: string;
  certdesc: string;
  certid: string;
  /** YYYY-MM-DD, or '' to clear. */
  certexpdate: string;
}

/** updateSupplierScopeDetail for one scope; resolves with the 'Save successfully' text. */
export async function updateScopeDetail(input: {
  svcscopeid: number;
  certificates: CertificateChange[];
}): Promise<string> {
  const reply = await apiPost('/scope/update', {
    suppliername: currentSupplierName(),
    updateDetail: [{ svcscopeid: input.svcscopeid, certificates: input.certificates }],
  });
  return reply.message ?? reply.msg ?? '';
}

export function useUpdateScopeDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScopeDetail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all() }),
  });
}
