import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { extrasKeys } from './extras-keys';
import type { TenderDocument } from './extras-types';

/** getsupplierdoc: the files the supplier attached to this invitation. */
export async function getSupplierDocuments(udztbnum: string): Promise<TenderDocument[]> {
  const reply = await apiPost<{ getsupplierdoc: TenderDocument[] }>('/util/list', {
    reqname: 'getsupplierdoc',
    udztbnum,
  });
  return reply.getsupplierdoc ?? [];
}

export const supplierDocumentsQueryOptions = (udztbnum: string) =>
  queryOptions({
    queryKey: extrasKeys.supplierDocuments(udztbnum),
    queryFn: () => getSupplierDocuments(udztbnum),
    staleTime: 0,
  });

export function useSupplierDocuments(udztbnum: string, enabled: boolean) {
  return useQuery({ ...supplierDocumentsQueryOptions(udztbnum), enabled });
}
