import { useMutation } from '@tanstack/react-query';
import { TERMS_VERSION } from '@tender/domain';
import { callApi } from '@/lib/api-client';

/** Records on the server that the signed-in user accepted this version of the Terms of Use. */
export async function acceptTerms(): Promise<void> {
  await callApi('/account/acceptterms', { version: TERMS_VERSION });
}

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
