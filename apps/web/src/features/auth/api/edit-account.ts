import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { encryptForServer } from './connect';

/** Signed in: proves the user with the old password. Forgot flow: with the verified e-mail code. */
export type EditAccountInput =
  | { hrid: string; password: string; oldpassword: string }
  | { hrid: string; password: string; verificationcode: string };

/** Changes the password; the server then ends every session of the user. */
export async function editAccount(input: EditAccountInput): Promise<void> {
  const password = await encryptForServer(input.password);
  const body =
    'oldpassword' in input
      ? { hrid: input.hrid, password, oldpassword: await encryptForServer(input.oldpassword) }
      : { hrid: input.hrid, password, verificationcode: input.verificationcode };
  await callApi('/account/editaccount', body);
}

export function useEditAccount() {
  return useMutation({ mutationFn: editAccount });
}
