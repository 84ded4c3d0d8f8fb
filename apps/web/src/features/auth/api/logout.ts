import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { Session } from '../session';

/** Ends the session on the server. */
export async function logout(session: Pick<Session, 'loginid' | 'token'>): Promise<void> {
  await callApi(
    '/logout',
    { loginid: session.loginid, logintype: 'WEB', token: session.token, maxsessionid: '0' },
    // An already ended session needs no second sign-out; the caller signs out locally anyway.
    { quiet: true },
  );
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
