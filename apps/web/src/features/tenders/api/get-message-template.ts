import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageTemplateId as AnyTemplateId } from '@tender/api-contract';
import { useTranslation } from 'react-i18next';
import { listRequest } from '@/lib/api-client';
import { tenderKeys } from './query-keys';

/** Server-managed texts used by the detail (spec 7 getmessageutil). */
export type MessageTemplateId = Extract<AnyTemplateId, 'nodecline' | 'savetips' | 'noreminder'>;

export async function getMessageTemplate(templateid: MessageTemplateId): Promise<string> {
  const reply = await listRequest({ reqname: 'getmessageutil', templateid });
  return reply.getmessageutil[0]?.message ?? '';
}

// The language is part of the key because the server answers in the langcode of the request.
export const messageTemplateQueryOptions = (templateid: MessageTemplateId, language: string) =>
  queryOptions({
    queryKey: tenderKeys.message(templateid, language),
    queryFn: () => getMessageTemplate(templateid),
    staleTime: 10 * 60 * 1000,
  });

export function useMessageTemplate(templateid: MessageTemplateId, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...messageTemplateQueryOptions(templateid, i18n.language), enabled });
}
