import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { getDeviceId } from '@/lib/cookies';
import type { Session } from '../session';
import { encryptForServer } from './connect';

export interface LoginInput {
  loginid: string;
  password: string;
  code: string;
}

type Flag = 0 | 1 | boolean | '0' | '1';

export interface LoginData {
  token: string;
  expiration: string;
  username: string;
  loginid?: string;
  hrid: string | number;
  userid: string | number;
  siteid: string | number;
  emailverified: Flag;
  issupplier: Flag;
}

interface LoginReply {
  data: LoginData;
}

const toFlag = (value: Flag): 0 | 1 => (value === true || value === 1 || value === '1' ? 1 : 0);

/** Signs in with the e-mailed code; resolves with the session to store. */
export async function userLogin(input: LoginInput): Promise<Session> {
  const reply = await apiPost<LoginReply>('/common/userlogin', {
    loginid: input.loginid,
    password: await encryptForServer(input.password),
    logintype: 'WEB',
    code: input.code,
    deviceid: getDeviceId(),
    devicedesc: navigator.userAgent.slice(0, 200),
  });
  return toSession(reply.data, input.loginid);
}

/** The login reply's data as a session; also used for the session that comes with 3000007 (expired). */
export function toSession(data: LoginData, loginid: string): Session {
  return {
    token: data.token,
    expiration: data.expiration,
    loginid: data.loginid ?? loginid,
    username: data.username,
    hrid: String(data.hrid),
    userid: String(data.userid),
    siteid: String(data.siteid),
    emailverified: toFlag(data.emailverified),
    issupplier: toFlag(data.issupplier),
  };
}

export function useUserLogin() {
  return useMutation({ mutationFn: userLogin });
}
