import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { encryptForServer } from './connect';

export type GenCodeInput = { loginid: string; password: string } | { loginid: string; forgot: true };

/** Asks the server to e-mail a verification code; resolves with the tips text it answers. */
export async function genCode(input: GenCodeInput): Promise<string> {
  const body =
    'forgot' in input
      ? { suppliername: input.loginid, isforget: true }
      : { suppliername: input.loginid, password: await encryptForServer(input.password), isforget: false };
  const reply = await callApi('/common/gencode', body);
  return reply.message ?? reply.msg ?? '';
}

export function useGenCode() {
  return useMutation({ mutationFn: genCode });
}
