import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentItem } from '@tender/api-contract';
import { listRequest } from '@/lib/api-client';
import { tenderDocumentKeys } from './query-keys';

/** getsupplierdoc: the files the supplier attached to this invitation. */
export async function getSupplierDocuments(udztbnum: string): Promise<DocumentItem[]> {
  const reply = await listRequest({ reqname: 'getsupplierdoc', udztbnum });
  return reply.getsupplierdoc;
}

export const supplierDocumentsQueryOptions = (udztbnum: string) =>
  queryOptions({
    queryKey: tenderDocumentKeys.supplierDocuments(udztbnum),
    queryFn: () => getSupplierDocuments(udztbnum),
    staleTime: 0,
  });

export function useSupplierDocuments(udztbnum: string, enabled: boolean) {
  return useQuery({ ...supplierDocumentsQueryOptions(udztbnum), enabled });
}
