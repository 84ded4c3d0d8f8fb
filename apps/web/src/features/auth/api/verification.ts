import { useMutation } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n';
import { ApiError, callApi, SYSTEM_FAILURE_CODE } from '@/lib/api-client';
import type { ImageCodeAnswer } from '../hooks/use-image-code';

/** Type 1: checks that the login id is well formed (the server never says whether it exists). */
export async function validateLoginId(loginid: string): Promise<void> {
  await callApi('/common/verification', { suppliername: loginid, type: 1 });
}

/** Type 2: checks the code sent and resolves with the account's hrid for the password change. */
export async function verifyCode(input: {
  loginid: string;
  code: string;
  /** 'MOBILE': the login id is a verified mobile number (issue 32). */
  logintype?: 'MOBILE';
  /** The image code, once the server asks for one (useImageCode). */
  image?: ImageCodeAnswer;
}): Promise<string> {
  const reply = await callApi('/common/verification', {
    suppliername: input.loginid,
    type: 2,
    code: input.code,
    ...(input.logintype ? { logintype: input.logintype } : {}),
    ...input.image,
  });
  // Type 2 always names the account; a reply without it is the server's failure, not a success.
  if (!reply.data) throw new ApiError(SYSTEM_FAILURE_CODE, i18n.t('common:errors.systemFailure'));
  return reply.data.hrid;
}

export function useValidateLoginId() {
  return useMutation({ mutationFn: validateLoginId });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
