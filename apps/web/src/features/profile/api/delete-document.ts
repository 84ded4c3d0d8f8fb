import { callApi } from '@/lib/api-client';

/** deleteDoc: removes one of the supplier's documents. */
export async function deleteDocument(docinfoid: number): Promise<void> {
  await callApi('/common/deldoc', { docinfoid });
}
