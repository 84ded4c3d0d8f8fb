import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateRequest } from '@/lib/api-client';
import { getSession } from '../../auth/session';
import { tenderKeys } from '../../tenders/api/query-keys';
import type { QuotationLine } from '../../tenders/lib/quotation-payload';

export interface PaperQuoteInput {
  udztbnum: string;
  lines: QuotationLine[];
  /** The paper's site-inspection box; sent only for tenders with site inspections (the server refuses it otherwise). */
  attendedall?: '0' | '1';
  /** The header version the page read, so an input over a newer change is refused (4000006). */
  version?: number;
}

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
