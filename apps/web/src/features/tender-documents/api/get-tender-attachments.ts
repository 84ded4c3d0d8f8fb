import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenderAttachmentItem } from '@tender/api-contract';
import { listRequest } from '@/lib/api-client';
import { tenderDocumentKeys } from './query-keys';

/** getudztbdoc: the tender's attachments with this supplier's download flags. */
export async function getTenderAttachments(udztbnum: string): Promise<TenderAttachmentItem[]> {
  const reply = await listRequest({ reqname: 'getudztbdoc', udztbnum });
  return reply.getudztbdoc;
}

export const tenderAttachmentsQueryOptions = (udztbnum: string) =>
  queryOptions({
    queryKey: tenderDocumentKeys.attachments(udztbnum),
    queryFn: () => getTenderAttachments(udztbnum),
    // The signed links expire; a dialog that opens again asks for fresh ones.
    staleTime: 0,
  });

export function useTenderAttachments(udztbnum: string, enabled: boolean) {
  return useQuery({ ...tenderAttachmentsQueryOptions(udztbnum), enabled });
}
