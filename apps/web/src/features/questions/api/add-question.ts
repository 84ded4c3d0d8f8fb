import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSession } from '@/features/auth';
import { callApi } from '@/lib/api-client';
import { questionKeys } from './query-keys';

export interface QuestionInput {
  rfqnum: string;
  question: string;
}

/** addQuestion: a new question on the RFQ; the server takes the supplier from the session. */
export async function addQuestion(input: QuestionInput): Promise<void> {
  const session = getSession();
  await callApi('/tenderquestion/add', {
    rfqnum: input.rfqnum,
    suppliername: session?.loginid ?? '',
    question: input.question,
    userid: session?.userid ?? '',
  });
}

export function useAddQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addQuestion,
    onSuccess: (_reply, input) =>
      queryClient.invalidateQueries({ queryKey: questionKeys.ofRfq(input.rfqnum) }),
  });
}
