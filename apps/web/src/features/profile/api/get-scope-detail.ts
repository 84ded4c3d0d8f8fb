import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScopeDetail } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './query-keys';
import { currentSupplierName } from './supplier-name';

/** getScopeDetail: one scope with its certificates and their attachments (data.docs). */
export async function getScopeDetail(svcscopeid: number): Promise<ScopeDetail> {
  const reply = await callApi('/scope/detail', { suppliername: currentSupplierName(), svcscopeid });
  return reply.data;
}

export const scopeDetailQueryOptions = (svcscopeid: number) =>
  queryOptions({ queryKey: profileKeys.scope(svcscopeid), queryFn: () => getScopeDetail(svcscopeid) });

export function useScopeDetail(svcscopeid: number | null) {
  return useQuery({ ...scopeDetailQueryOptions(svcscopeid ?? 0), enabled: svcscopeid !== null });
}
