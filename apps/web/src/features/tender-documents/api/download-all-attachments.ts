import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { DocumentsTender } from '../lib/documents-tender';

/** tenderDownloadAllAttachment: a short-lived link to a zip of every tender attachment. */
export async function downloadAllAttachments(
  tender: Pick<DocumentsTender, 'rfqnum' | 'udztbnum'>,
): Promise<string> {
  const reply = await callApi('/tender/downloadatt', { rfqnum: tender.rfqnum, udztbnum: tender.udztbnum });
  return reply.data.url;
}

export function useDownloadAllAttachments() {
  return useMutation({ mutationFn: downloadAllAttachments });
}
