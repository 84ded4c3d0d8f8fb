import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LicenceDetail } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './query-keys';
import { currentSupplierName } from './supplier-name';

/** getBRCRDetail: one business registration / incorporation item with its documents (data.docs). */
export async function getLicenceDetail(licensecertid: number): Promise<LicenceDetail> {
  const reply = await callApi('/licensecert/detail', { suppliername: currentSupplierName(), licensecertid });
  return reply.data;
}

export const licenceDetailQueryOptions = (licensecertid: number) =>
  queryOptions({
    queryKey: profileKeys.licence(licensecertid),
    queryFn: () => getLicenceDetail(licensecertid),
  });

export function useLicenceDetail(licensecertid: number | null) {
  return useQuery({ ...licenceDetailQueryOptions(licensecertid ?? 0), enabled: licensecertid !== null });
}
