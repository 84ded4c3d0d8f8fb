import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BuyerQuestionListBody, ReplyAt } from '@tender/api-contract';
import { callApi, type Success } from '@/lib/api-client';
import { buyerKeys } from './query-keys';

export type BuyerQuestionList = Success<ReplyAt<'/buyer/question/list'>>['data'];

/** Questions on the site's RFQs (or one RFQ's): unanswered first, then newest first. */
export async function getBuyerQuestions(
  params: BuyerQuestionListBody,
  signal?: AbortSignal,
): Promise<BuyerQuestionList> {
  const reply = await callApi('/buyer/question/list', params, { signal });
  return reply.data;
}

export const buyerQuestionsQueryOptions = (params: BuyerQuestionListBody) =>
  queryOptions({
    queryKey: buyerKeys.questionList(params),
    queryFn: ({ signal }) => getBuyerQuestions(params, signal),
    placeholderData: keepPreviousData,
  });

export function useBuyerQuestions(params: BuyerQuestionListBody) {
  return useQuery(buyerQuestionsQueryOptions(params));
}
