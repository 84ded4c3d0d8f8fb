import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listRequest } from '@/lib/api-client';
import { tenderDocumentKeys } from './query-keys';

/** getmessageutil UPLOADTIPS: the server-managed advice shown in the upload dialog. */
export async function getUploadTips(): Promise<string> {
  const reply = await listRequest({ reqname: 'getmessageutil', templateid: 'UPLOADTIPS' });
  return reply.getmessageutil[0]?.message ?? '';
}

// The language is part of the key because the server answers in the langcode of the request.
export const uploadTipsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: tenderDocumentKeys.uploadTips(language),
    queryFn: getUploadTips,
    staleTime: 10 * 60_000,
  });

export function useUploadTips(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...uploadTipsQueryOptions(i18n.language), enabled });
}
