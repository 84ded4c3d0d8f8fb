import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSession } from '@/features/auth';
import { type QuotationSaveInput, tenderKeys } from '@/features/tenders';
import { updateRequest } from '@/lib/api-client';

/** The paper quote as the quotation editor sends it: every line, the site-inspection box, the version read. */
export type PaperQuoteInput = QuotationSaveInput;

/** updateudztb_supp: staff input a hard-copy tender's paper quote; the server recomputes and stores it. */
export async function inputHardCopy(request: PaperQuoteInput) {
  return updateRequest({
    reqname: 'updateudztb_supp',
    user: getSession()?.loginid ?? '',
    udztb: [request.udztbnum],
    updateudztbline: request.lines,
    attendedall: request.attendedall,
    version: request.version,
  });
}

export function useInputHardCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inputHardCopy,
    onSuccess: (reply, request) => {
      // The server's lines are the stored ones; the header (status, inputed, version) and the staff
      // search rows showing the old status are stale now.
      queryClient.setQueryData(tenderKeys.lines(request.udztbnum), reply.updateudztbline);
      void queryClient.invalidateQueries({ queryKey: tenderKeys.header(request.udztbnum) });
      // ['tenders', 'staff'] is the prefix of every tenderKeys.staffSearch key.
      void queryClient.invalidateQueries({ queryKey: ['tenders', 'staff'] });
    },
  });
}
