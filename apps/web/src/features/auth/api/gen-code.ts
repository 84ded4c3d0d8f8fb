import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { ImageCodeAnswer } from '../hooks/use-image-code';
import { encryptForServer } from './connect';

export type GenCodeInput = ({ loginid: string; password: string } | { loginid: string; forgot: true }) & {
  /** 'MOBILE': the login id is a verified mobile number, and the code goes by SMS (issue 32). */
  logintype?: 'MOBILE';
  /** The image code, once the server asks for one (useImageCode). */
  image?: ImageCodeAnswer;
};

/** Asks the server to send a verification code (e-mail, or SMS); resolves with the tips text it answers. */
export async function genCode(input: GenCodeInput): Promise<string> {
  const logintype = input.logintype ? { logintype: input.logintype } : {};
  const body =
    'forgot' in input
      ? { suppliername: input.loginid, isforget: true, ...logintype, ...input.image }
      : {
          suppliername: input.loginid,
          password: await encryptForServer(input.password),
          isforget: false,
          ...logintype,
          ...input.image,
        };
  const reply = await callApi('/common/gencode', body);
  return reply.message ?? reply.msg ?? '';
}

export function useGenCode() {
  return useMutation({ mutationFn: genCode });
}
