import { apiUpload } from '@/lib/upload';
import { getSession } from '../../auth/session';
import type { DocumentOwner } from './profile-types';

export interface UploadedDocument {
  docinfoid: number;
  filename: string;
  description: string;
  filetype: string;
  docurl: string;
}

/**
 * upload: one file as a document of its owner (multipart: filename, filetype, data JSON, then the file,
 * so the server sees the owner before the bytes).
 */
export async function uploadDocument(
  owner: DocumentOwner,
  file: File,
  description: string,
): Promise<UploadedDocument> {
  const session = getSession();
  const form = new FormData();
  form.set('filename', file.name);
  form.set('filetype', file.name.includes('.') ? (file.name.split('.').pop() ?? '') : '');
  form.set(
    'data',
    JSON.stringify({
      user: session?.loginid ?? '',
      ownerid: owner.ownerid,
      ownertable: owner.ownertable,
      atttype: owner.atttype ?? '',
      description,
    }),
  );
  form.set('file', file, file.name);
  const reply = await apiUpload<{ data: UploadedDocument }>('/common/upload', form, session?.token ?? null);
  return reply.data;
}
