import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSettings } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** getAccountSettings: the signed-in user's display name, language, e-mail and mobile number. */
export async function getAccountSettings(): Promise<AccountSettings> {
  return (await callApi('/account/settings', {})).data;
}

export const accountSettingsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.settings(), queryFn: getAccountSettings });

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions());
}
