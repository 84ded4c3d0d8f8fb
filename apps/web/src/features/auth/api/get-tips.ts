import { apiPost } from '@/lib/api-client';

interface TipsReply {
  gettips?: { message?: string }[];
}

/** The server's verification-code tips, for when /gencode answered without a text of its own. */
export async function getTips(): Promise<string> {
  const reply = await apiPost<TipsReply>('/util/list', { reqname: 'gettips' });
  return reply.gettips?.[0]?.message ?? '';
}
