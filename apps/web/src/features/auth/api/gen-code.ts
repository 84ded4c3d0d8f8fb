import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { ImageCodeAnswer } from '../hooks/use-image-code';
import { encryptForServer } from './connect';

export type GenCodeInput = ({ loginid: string; password: string } | { loginid: string; forgot: true }) & {
  /** The image code, once the server asks for one (useImageCode). */
  image?: ImageCodeAnswer;
};

/** Asks the server to e-mail a verification code; resolves with the tips text it answers. */
export async function genCode(input: GenCodeInput): Promise<string> {
  const body =
    'forgot' in input
      ? { suppliername: input.loginid, isforget: true, ...input.image }
      : {
          suppliername: input.loginid,
          password: await encryptForServer(input.password),
          isforget: false,
          ...input.image,
        };
  const reply = await callApi('/common/gencode', body);
  return reply.message ?? reply.msg ?? '';
}

export function useGenCode() {
  return useMutation({ mutationFn: genCode });
}
