import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BuyerSupplierItem } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { buyerKeys } from './query-keys';

/** Suppliers to invite whose code, name or service scope contains `str` (at most 50). */
export async function searchSuppliers(str: string, signal?: AbortSignal): Promise<BuyerSupplierItem[]> {
  const reply = await callApi('/buyer/supplier/search', { str }, { signal });
  return reply.data.suppliers;
}

export const supplierSearchQueryOptions = (str: string) =>
  queryOptions({
    queryKey: buyerKeys.supplierSearch(str),
    queryFn: ({ signal }) => searchSuppliers(str, signal),
    placeholderData: keepPreviousData,
  });

export function useSupplierSearch(str: string, enabled = true) {
  return useQuery({ ...supplierSearchQueryOptions(str), enabled });
}
