import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** A mobile number as the verification calls take it (issue 32). */
export interface MobileInput {
  mobileprefix: string;
  mobile: string;
}

/** sendMobileCode: a code by SMS to the number; resolves with the server's text saying where it went. */
export async function sendMobileCode(input: MobileInput): Promise<string> {
  const reply = await callApi('/account/sendmobilecode', input);
  return reply.message;
}

/** verifyMobile: the code makes the number the user's verified one; resolves with the settings and text. */
export async function verifyMobile(
  input: MobileInput & { code: string },
): Promise<{ saved: AccountSettings; message: string }> {
  const reply = await callApi('/account/verifymobile', input);
  return { saved: reply.data, message: reply.message };
}

export function useSendMobileCode() {
  return useMutation({ mutationFn: sendMobileCode });
}

export function useVerifyMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMobile,
    onSuccess: ({ saved }) => queryClient.setQueryData(accountKeys.settings(), saved),
  });
}
