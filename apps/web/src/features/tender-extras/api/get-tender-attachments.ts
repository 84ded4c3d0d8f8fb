import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { extrasKeys } from './extras-keys';
import type { TenderAttachment } from './extras-types';

/** getudztbdoc: the tender's attachments with this supplier's download flags. */
export async function getTenderAttachments(udztbnum: string): Promise<TenderAttachment[]> {
  const reply = await apiPost<{ getudztbdoc: TenderAttachment[] }>('/util/list', {
    reqname: 'getudztbdoc',
    udztbnum,
  });
  return reply.getudztbdoc ?? [];
}

export const tenderAttachmentsQueryOptions = (udztbnum: string) =>
  queryOptions({
    queryKey: extrasKeys.attachments(udztbnum),
    queryFn: () => getTenderAttachments(udztbnum),
    // The signed links expire; a dialog that opens again asks for fresh ones.
    staleTime: 0,
  });

export function useTenderAttachments(udztbnum: string, enabled: boolean) {
  return useQuery({ ...tenderAttachmentsQueryOptions(udztbnum), enabled });
}
