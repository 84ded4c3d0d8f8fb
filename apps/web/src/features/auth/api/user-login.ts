import { useMutation } from '@tanstack/react-query';
import type { LoginData } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { getDeviceId } from '@/lib/cookies';
import type { ImageCodeAnswer } from '../hooks/use-image-code';
import type { Session } from '../session';
import { encryptForServer } from './connect';

export interface LoginInput {
  loginid: string;
  password: string;
  code: string;
  /** 'MOBILE': the login id is a verified mobile number (issue 32); else the account name ('WEB'). */
  logintype?: 'MOBILE';
  /** The image code, once the server asks for one (useImageCode). */
  image?: ImageCodeAnswer;
}

export type { LoginData };

/** Signs in with the code sent by e-mail or SMS; resolves with the session to store. */
export async function userLogin(input: LoginInput): Promise<Session> {
  const reply = await callApi('/common/userlogin', {
    loginid: input.loginid,
    password: await encryptForServer(input.password),
    logintype: input.logintype ?? 'WEB',
    code: input.code,
    deviceid: getDeviceId(),
    devicedesc: navigator.userAgent.slice(0, 200),
    ...input.image,
  });
  // The reply names the account (a mobile sign-in's login id is the number).
  return toSession(reply.data, input.loginid);
}

/** The login reply's data as a session; also used for the session that comes with 3000007 (expired). */
export function toSession(data: LoginData, loginid: string): Session {
  return { ...data, loginid: data.loginid || loginid };
}

export function useUserLogin() {
  return useMutation({ mutationFn: userLogin });
}
