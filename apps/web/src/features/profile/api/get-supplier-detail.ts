import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierDetail } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './query-keys';
import { currentSupplierName } from './supplier-name';

/** getSupplierDetail: general information, documents, contacts, scopes and licences. */
export async function getSupplierDetail(): Promise<SupplierDetail> {
  const reply = await callApi('/supplier/detail', { suppliername: currentSupplierName() });
  return reply.data;
}

export const supplierDetailQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.detail(), queryFn: getSupplierDetail });

export function useSupplierDetail() {
  return useQuery(supplierDetailQueryOptions());
}
