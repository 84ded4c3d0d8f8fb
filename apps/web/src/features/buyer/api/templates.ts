import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuyerRfqCopyBody, BuyerTemplateSaveBody, ReplyAt } from '@tender/api-contract';
import { callApi, type Success } from '@/lib/api-client';
import { buyerKeys } from './query-keys';

// Copy and templates (issue 33, item 1): a new draft from an RFQ or a template; the site's templates.

export type RfqCopied = Success<ReplyAt<'/buyer/rfq/copy'>>['data'];
export type BuyerTemplates = Success<ReplyAt<'/buyer/template/list'>>['data']['templates'];

/** A new draft from an RFQ of the site or a template: its number and the suppliers left out. */
export async function copyRfq(body: BuyerRfqCopyBody): Promise<RfqCopied> {
  return (await callApi('/buyer/rfq/copy', body)).data;
}

export function useCopyRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyRfq,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: buyerKeys.lists() }),
  });
}

export function useTemplates(enabled = true) {
  return useQuery({
    queryKey: buyerKeys.templates(),
    queryFn: async ({ signal }) => (await callApi('/buyer/template/list', {}, { signal })).data.templates,
    enabled,
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BuyerTemplateSaveBody) => (await callApi('/buyer/template/save', body)).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: buyerKeys.templates() }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (templateid: number) => {
      await callApi('/buyer/template/delete', { templateid });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: buyerKeys.templates() }),
  });
}
