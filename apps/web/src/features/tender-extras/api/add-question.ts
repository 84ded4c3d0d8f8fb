import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { getSession } from '../../auth/session';
import { extrasKeys } from './extras-keys';

/** addQuestion: a new question on the RFQ; the server takes the supplier from the session. */
export async function addQuestion(input: { rfqnum: string; question: string }): Promise<void> {
  const session = getSession();
  await apiPost('/tenderquestion/add', {
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
      queryClient.invalidateQueries({ queryKey: extrasKeys.questionsOf(input.rfqnum) }),
  });
}
