import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificateUpdate } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './query-keys';
import { currentSupplierName } from './supplier-name';

export interface ScopeDetailInput {
  svcscopeid: number;
  /** Each names its slot; `certexpdate` '' clears the date; `cert` absent keeps the certificate's name. */
  certificates: CertificateUpdate[];
}

/** updateSupplierScopeDetail for one scope; resolves with the 'Save successfully' text. */
export async function updateScopeDetail(input: ScopeDetailInput): Promise<string> {
  const reply = await callApi('/scope/update', {
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
