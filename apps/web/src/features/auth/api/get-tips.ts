import { listRequest } from '@/lib/api-client';

/** The server's verification-code tips, for when /gencode answered without a text of its own. */
export async function getTips(): Promise<string> {
  const reply = await listRequest({ reqname: 'gettips' });
  return reply.gettips[0]?.message ?? '';
}
