import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionPage } from '@tender/api-contract';
import { getSession } from '@/features/auth';
import { callApi } from '@/lib/api-client';
import { questionKeys } from './query-keys';

/** getQAList: one page of the questions this supplier may see on the RFQ. */
export async function getQuestions(rfqnum: string, pageno: number, pagesize: number): Promise<QuestionPage> {
  const reply = await callApi('/tenderquestion/list', {
    rfqnum,
    suppliername: getSession()?.loginid ?? '',
    pageno,
    pagesize,
  });
  return reply.data;
}

export const questionsQueryOptions = (rfqnum: string, pageno: number, pagesize: number) =>
  queryOptions({
    queryKey: questionKeys.page(rfqnum, pageno, pagesize),
    queryFn: () => getQuestions(rfqnum, pageno, pagesize),
    placeholderData: keepPreviousData,
  });

export function useQuestions(rfqnum: string, pageno: number, pagesize: number, enabled: boolean) {
  return useQuery({ ...questionsQueryOptions(rfqnum, pageno, pagesize), enabled });
}
