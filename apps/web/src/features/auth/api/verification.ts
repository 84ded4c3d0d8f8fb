import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

interface VerifyCodeReply {
  data: { hrid: string | number };
}

/** Type 1: checks that the login id is well formed (the server never says whether it exists). */
export async function validateLoginId(loginid: string): Promise<void> {
  await apiPost('/common/verification', { suppliername: loginid, type: 1 });
}

/** Type 2: checks the e-mailed code and resolves with the account's hrid for the password change. */
export async function verifyCode(input: { loginid: string; code: string }): Promise<string> {
  const reply = await apiPost<VerifyCodeReply>('/common/verification', {
    suppliername: input.loginid,
    type: 2,
    code: input.code,
  });
  return String(reply.data.hrid);
}

export function useValidateLoginId() {
  return useMutation({ mutationFn: validateLoginId });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
