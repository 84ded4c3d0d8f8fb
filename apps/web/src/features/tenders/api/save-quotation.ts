import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { QuotationLine, TenderLineRow } from './tender-types';

export interface SaveQuotationInput {
  user: string;
  udztbnum: string;
  lines: QuotationLine[];
  reminder: '0' | '1';
  /** Only sent while the site-inspection checkbox is editable; the server refuses it otherwise. */
  attendedall?: '0' | '1';
  commentstojll: string;
}

interface SaveQuotationReply {
  success: boolean;
  updateudztbline: TenderLineRow[];
}

/** Saves the priced lines; the reply carries the lines as the server recomputed them (it is the authority). */
export async function saveQuotation(input: SaveQuotationInput): Promise<TenderLineRow[]> {
  const reply = await apiPost<SaveQuotationReply>('/util/update', {
    reqname: 'updateudztb',
    user: input.user,
    udztb: [input.udztbnum],
    docinfo: [],
    updateudztbline: input.lines,
    reminder: input.reminder,
    attendedall: input.attendedall,
    commentstojll: input.commentstojll,
    isAttachment: false,
  });
  return (reply.updateudztbline ?? []).map((line) => ({ ...line, seqno: Number(line.seqno) }));
}

export function useSaveQuotation() {
  return useMutation({ mutationFn: saveQuotation });
}
