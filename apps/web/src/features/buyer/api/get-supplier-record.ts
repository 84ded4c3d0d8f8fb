import { useQuery } from '@tanstack/react-query';
import type { BuyerSupplierRecord } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { buyerKeys } from './query-keys';

/** A supplier's record with the caller's site over the last 24 months (issue 33, item 5). */
export async function getSupplierRecord(
  suppliercode: string,
  signal?: AbortSignal,
): Promise<BuyerSupplierRecord> {
  const reply = await callApi('/buyer/supplier/record', { suppliercode }, { signal });
  return reply.data;
}

export function useSupplierRecord(suppliercode: string) {
  return useQuery({
    queryKey: buyerKeys.supplierRecord(suppliercode),
    queryFn: ({ signal }) => getSupplierRecord(suppliercode, signal),
  });
}
