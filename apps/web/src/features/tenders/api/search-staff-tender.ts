import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenderListItem } from '@tender/api-contract';
import { listRequest } from '@/lib/api-client';
import { tenderKeys } from './query-keys';

/** Staff look a tender up by supplier code plus tender number (spec 2.7, 6). */
export async function searchStaffTender(suppliername: string, rfqnum: string): Promise<TenderListItem[]> {
  const reply = await listRequest({ reqname: 'getjlludztb', suppliername, rfqnum });
  return reply.getjlludztb;
}

export const staffTenderQueryOptions = (suppliername: string, rfqnum: string) =>
  queryOptions({
    queryKey: tenderKeys.staffSearch(suppliername, rfqnum),
    queryFn: () => searchStaffTender(suppliername, rfqnum),
  });

export function useStaffTenderSearch(suppliername: string, rfqnum: string) {
  return useQuery({
    ...staffTenderQueryOptions(suppliername, rfqnum),
    enabled: Boolean(suppliername && rfqnum),
  });
}
