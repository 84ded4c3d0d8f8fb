import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierMatch } from '@tender/api-contract';
import { listRequest } from '@/lib/api-client';
import { tenderKeys } from './query-keys';

/** findsupplier: suppliers of the staff user's site whose name or code contains the text (a few). */
export async function findSupplier(text: string): Promise<SupplierMatch[]> {
  const reply = await listRequest({ reqname: 'findsupplier', str: text });
  return reply.findsupplier;
}

export const supplierLookupQueryOptions = (text: string) =>
  queryOptions({
    queryKey: tenderKeys.supplierLookup(text),
    queryFn: () => findSupplier(text),
    staleTime: 60_000,
  });

/** Asks once the text is not blank; the previous matches stay while the next ones load. */
export function useSupplierLookup(text: string) {
  const trimmed = text.trim();
  return useQuery({
    ...supplierLookupQueryOptions(trimmed),
    enabled: trimmed !== '',
    placeholderData: keepPreviousData,
  });
}
