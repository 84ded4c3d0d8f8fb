import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { getDeviceId } from '@/lib/cookies';
import { queryClient } from '@/lib/query-client';
import { encryptPassword } from '../password-encryption';

const SYSTEM_TOKEN = import.meta.env.VITE_SYSTEM_TOKEN ?? 'tender-portal-web';

/** Registers this device and fetches the public key that passwords are encrypted with. */
export async function connect(): Promise<string> {
  const reply = await callApi('/connect', { deviceid: getDeviceId(), token: SYSTEM_TOKEN });
  return reply.data.publickey;
}

export const connectQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'connect'], queryFn: connect, staleTime: Number.POSITIVE_INFINITY });

/** Runs /connect when a page that takes a password opens, so the key is ready before it is needed. */
export function useConnect() {
  return useQuery(connectQueryOptions());
}

/** Encrypts a password with the server's key, connecting first if no key is known yet. */
export async function encryptForServer(password: string): Promise<string> {
  const publicKey = await queryClient.ensureQueryData(connectQueryOptions());
  return encryptPassword(password, publicKey);
}
