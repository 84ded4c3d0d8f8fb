import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** tenderDownloadAllAttachment: a short-lived link to a zip of every tender attachment. */
export async function downloadAllAttachments(tender: { rfqnum: string; udztbnum: string }): Promise<string> {
  const reply = await apiPost<{ data: { url: string } }>('/tender/downloadatt', {
    rfqnum: tender.rfqnum,
    udztbnum: tender.udztbnum,
  });
  return reply.data.url;
}

export function useDownloadAllAttachments() {
  return useMutation({ mutationFn: downloadAllAttachments });
}
