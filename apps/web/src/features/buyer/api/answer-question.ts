import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerAnswerBody } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';
import { buyerKeys } from './query-keys';

/** Answers a question: to its asker only, or to every invited supplier (answerall 1). */
export async function answerQuestion(body: BuyerAnswerBody): Promise<void> {
  await callApi('/buyer/question/answer', body);
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    onSuccess: () => {
      // The question may sit in any list (the inbox, one RFQ's tab), counts on the RFQ list, and its
      // mails join the RFQ's history; the body names no rfqnum, so every RFQ is refreshed.
      void queryClient.invalidateQueries({ queryKey: buyerKeys.questions() });
      void queryClient.invalidateQueries({ queryKey: buyerKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: buyerKeys.rfqs() });
    },
  });
}
