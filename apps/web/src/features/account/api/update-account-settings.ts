import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings, RequestAt } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** What the settings form sends: every editable field, as the form holds it. */
export type AccountSettingsInput = Required<
  Pick<RequestAt<'/account/updatesettings'>, 'username' | 'language' | 'mobileprefix' | 'mobile'>
> &
  Pick<RequestAt<'/account/updatesettings'>, 'activitymail'>;

/** updateAccountSettings; resolves with the settings as the server kept them (trimmed, digits only). */
export async function updateAccountSettings(input: AccountSettingsInput): Promise<AccountSettings> {
  return (await callApi('/account/updatesettings', input)).data;
}

export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountSettings,
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.settings(), saved),
  });
}
